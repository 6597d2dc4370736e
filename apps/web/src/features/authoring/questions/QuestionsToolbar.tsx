import { SAMPLE_CSV_PATH, UPLOAD_INSTRUCTIONS_PATH, authoringRefs } from '@assessly/shared';
import { Description, PictureAsPdf, UploadFile } from '@mui/icons-material';
import { Box, Button } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/ExportButtons';
import { ImportFormatDialog } from './ImportFormatDialog';
import { ImportStatus } from './ImportStatus';
import { importFileProblem, importKind, useQuestionImport } from './questionImport';
import { QuestionBankExport } from './QuestionBankExport';

interface Props {
  quizTopicId: number;
  /** Came from "Upload a file" on All Assessments. */
  openUpload: boolean;
}

/**
 * The Questions screen's toolbar (spec 001 §2): exports (questions-table, and the questions in GIFT, Moodle
 * XML and QTI), the question file upload, the sample CSV and the upload instructions, with the import's
 * progress, its check's report and its result under it.
 */
export function QuestionsToolbar({ quizTopicId, openUpload }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { state, start, finish, reject, dismiss } = useQuestionImport(quizTopicId);
  const [intro, setIntro] = useState(openUpload);
  const [asking, setAsking] = useState<File | null>(null);
  const busy = state.phase === 'uploading' || state.phase === 'checking' || state.phase === 'importing';

  const chosen = (file: File) => {
    setIntro(false);
    const problem = importFileProblem(file);
    if (problem) return reject(file.name, problem);
    // A CSV says everything itself; the other formats need the category and level first, then a check.
    if (importKind(file.name) === 'csv') void start(file, { format: 'csv' });
    else setAsking(file);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ExportButtons route={authoringRefs.ExportQuestions} query={{ quizTopicId }} testId="questions-export" />
        <QuestionBankExport route={authoringRefs.ExportQuestionBank} quizTopicId={quizTopicId} />
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          loading={busy}
          loadingPosition="start"
          data-testid="questions-upload"
        >
          {t('questions.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.gift,.txt,.xml,.zip,text/csv,text/plain,text/xml,application/xml,application/zip"
          data-testid="questions-upload-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same (fixed) file again fires a change.
            event.target.value = '';
            if (file) chosen(file);
          }}
        />
        <Button
          size="small"
          startIcon={<Description />}
          href={SAMPLE_CSV_PATH}
          download="sample-upload.csv"
          data-testid="questions-sample-csv"
        >
          {t('questions.sampleCsv')}
        </Button>
        <Button
          size="small"
          startIcon={<PictureAsPdf />}
          href={UPLOAD_INSTRUCTIONS_PATH}
          target="_blank"
          rel="noopener"
          data-testid="questions-instructions-pdf"
        >
          {t('questions.instructionsPdf')}
        </Button>
      </Box>
      <ImportStatus
        state={state}
        intro={intro}
        onChoose={() => input.current?.click()}
        onDismiss={dismiss}
        onCloseIntro={() => setIntro(false)}
        onImport={(mode) => void finish(mode)}
      />
      <ImportFormatDialog
        file={asking}
        onClose={() => setAsking(null)}
        onImport={(file, options) => {
          setAsking(null);
          void start(file, options);
        }}
      />
    </Box>
  );
}
