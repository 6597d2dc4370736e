import type { RouteRef } from '@assessly/shared';
import { FileDownloadOutlined } from '@mui/icons-material';
import { Button, ButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '../../../api/call';
import { downloadApiFile } from '../../../components/download';
import { useApiError } from '../../../lib/useApiError';

/** The exchange formats an assessment's questions export to (issue 22), with their buttons' words. */
const FORMATS = [
  { format: 'gift', label: 'questions.exportGift', extension: 'gift.txt' },
  { format: 'moodlexml', label: 'questions.exportMoodleXml', extension: 'xml' },
  { format: 'qti', label: 'questions.exportQti', extension: 'zip' },
] as const;
export type BankFormat = (typeof FORMATS)[number]['format'];

interface Props {
  /** ExportQuestions of the exchange: a download at …/{quizTopicId}/{format}. */
  route: RouteRef & { kind: 'download' };
  quizTopicId: number;
}

/**
 * GIFT, Moodle XML and QTI 3.0 downloads of the assessment's questions, to move them to another system
 * (or back here): the file comes with the bearer token and is saved under the server's name for it.
 */
export function QuestionBankExport({ route, quizTopicId }: Props) {
  const { t } = useTranslation();
  const onError = useApiError();
  const [busy, setBusy] = useState<BankFormat | null>(null);

  const download = async (format: BankFormat, extension: string) => {
    setBusy(format);
    try {
      await downloadApiFile(routeUrl(route, { params: { quizTopicId, format } }), `questions.${extension}`);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <ButtonGroup
      variant="outlined"
      size="small"
      aria-label={t('questions.exportBank')}
      data-testid="questions-bank-export"
    >
      {FORMATS.map(({ format, label, extension }) => (
        <Button
          key={format}
          startIcon={<FileDownloadOutlined />}
          loading={busy === format}
          loadingPosition="start"
          disabled={busy !== null && busy !== format}
          onClick={() => void download(format, extension)}
          aria-label={t('table.downloadAs', { format: t(label) })}
          data-testid={`questions-bank-export-${format}`}
        >
          {t(label)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
