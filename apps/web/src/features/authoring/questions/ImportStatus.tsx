import { UploadFile } from '@mui/icons-material';
import { Alert, AlertTitle, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ImportReport } from './ImportReport';
import type { ImportMode, ImportState } from './questionImport';

interface Props {
  state: ImportState;
  /** Opened from All Assessments' "Upload a file": explain the formats and offer the file chooser. */
  intro: boolean;
  onChoose: () => void;
  onDismiss: () => void;
  onCloseIntro: () => void;
  /** The author's choice after a check's report. */
  onImport: (mode: ImportMode) => void;
}

const STEP: Record<'uploading' | 'checking' | 'importing', number> = { uploading: 30, checking: 60, importing: 85 };

/** The words of a step in progress. */
function useStepText() {
  const { t } = useTranslation();
  return (phase: keyof typeof STEP, file: string) =>
    phase === 'uploading'
      ? t('questions.stepUpload', { file })
      : phase === 'checking'
        ? t('questions.stepCheck', { file })
        : t('questions.stepImport');
}

/**
 * The import's progress (uploading, checking, importing), a check's report with the author's choice, and
 * the result. A refusal names the row and the reason and stays until dismissed, so that the author can
 * fix the file with it in view.
 */
export function ImportStatus({ state, intro, onChoose, onDismiss, onCloseIntro, onImport }: Props) {
  const { t } = useTranslation();
  const stepText = useStepText();
  if (state.phase === 'uploading' || state.phase === 'checking' || state.phase === 'importing') {
    const text = stepText(state.phase, state.fileName);
    return (
      <Paper variant="outlined" role="status" sx={{ p: 2, mt: 2 }} data-testid="import-progress">
        <Typography sx={{ mb: 1 }}>{text}</Typography>
        <LinearProgress variant="determinate" value={STEP[state.phase]} aria-label={text} />
      </Paper>
    );
  }
  if (state.phase === 'checked')
    return <ImportReport fileName={state.fileName} report={state.report} onImport={onImport} onCancel={onDismiss} />;
  if (state.phase === 'done' || state.phase === 'rejected') {
    const ok = state.phase === 'done';
    return (
      <Alert
        severity={ok ? (state.warning ? 'warning' : 'success') : 'error'}
        onClose={onDismiss}
        closeText={t('common.close')}
        sx={{ mt: 2 }}
        data-testid={ok ? 'import-result' : 'import-rejected'}
      >
        <AlertTitle>
          {ok ? t('questions.importDone') : t('questions.importRejected')} · {state.fileName}
        </AlertTitle>
        {t(`messages.${state.message.key}`, { ...state.message.params, defaultValue: state.message.key })}
      </Alert>
    );
  }
  if (!intro) return null;
  return (
    <Alert
      severity="info"
      icon={<UploadFile />}
      onClose={onCloseIntro}
      closeText={t('common.close')}
      sx={{ mt: 2 }}
      data-testid="import-intro"
    >
      <AlertTitle>{t('questions.upload')}</AlertTitle>
      <Box sx={{ mb: 1.5 }}>{t('questions.uploadIntroFormats')}</Box>
      <Button variant="contained" size="small" onClick={onChoose} autoFocus data-testid="import-intro-choose">
        {t('questions.chooseFile')}
      </Button>
    </Alert>
  );
}
