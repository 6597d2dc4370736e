import { UploadFile } from '@mui/icons-material';
import { Alert, AlertTitle, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportState } from './questionImport';

interface Props {
  state: ImportState;
  /** Opened from All Assessments' "Upload a file": explain the formats and offer the file chooser. */
  intro: boolean;
  onChoose: () => void;
  onDismiss: () => void;
  onCloseIntro: () => void;
}

const STEP: Record<'uploading' | 'importing', number> = { uploading: 35, importing: 75 };

/**
 * The import's progress (uploading, then checking and importing) and its result. A refusal names the
 * row and the reason and stays until dismissed, so that the author can fix the file with it in view.
 */
export function ImportStatus({ state, intro, onChoose, onDismiss, onCloseIntro }: Props) {
  const { t } = useTranslation();
  if (state.phase === 'uploading' || state.phase === 'importing') {
    const text =
      state.phase === 'uploading' ? t('questions.stepUpload', { file: state.fileName }) : t('questions.stepImport');
    return (
      <Paper variant="outlined" role="status" sx={{ p: 2, mt: 2 }} data-testid="import-progress">
        <Typography sx={{ mb: 1 }}>{text}</Typography>
        <LinearProgress variant="determinate" value={STEP[state.phase]} aria-label={text} />
      </Paper>
    );
  }
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
      <Box sx={{ mb: 1.5 }}>{t('questions.uploadIntro')}</Box>
      <Button variant="contained" size="small" onClick={onChoose} autoFocus data-testid="import-intro-choose">
        {t('questions.chooseFile')}
      </Button>
    </Alert>
  );
}
