import { AI_PROVIDERS, type AiProvider } from '@assessly/shared';
import CheckIcon from '@mui/icons-material/Check';
import SmartToyIcon from '@mui/icons-material/SmartToyOutlined';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  type PaperProps,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../api/endpoints';
import { useNotify } from '../lib/Notifier';
import { SETTINGS_QUERY_KEY, useSiteSettings } from '../lib/settings';
import { useApiError } from '../lib/useApiError';

/** Spec 000 §2: the admin sees the AI model in use and may switch it (Open AI or Gemini AI). */
export function AiModelSwitch() {
  const { t } = useTranslation();
  const { data: settings } = useSiteSettings();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const apiError = useApiError();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const current = settings?.aiProvider;
  // The spec lists Open AI first in the dialog.
  const choices = [...AI_PROVIDERS].sort((a, b) => (a === 'Open AI' ? -1 : b === 'Open AI' ? 1 : 0));

  const save = useMutation({
    mutationFn: (provider: AiProvider) => endpoints.updateAiProvider(provider),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
      // The message key (the shared answer schema also allows the numeric answers of other calls).
      notify({ key: String(answer.responseMsg) });
      setOpen(false);
    },
    onError: apiError,
  });

  const choose = (provider: AiProvider) => {
    if (provider === current) setOpen(false);
    else save.mutate(provider);
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<SmartToyIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="ai-model-button"
        disabled={!current}
        sx={{ justifyContent: 'flex-start', borderColor: 'divider', color: 'text.primary', fontWeight: 500 }}
        fullWidth
      >
        {t('shell.aiModel', { model: current ?? '…' })}
      </Button>
      <Dialog
        open={open}
        onClose={save.isPending ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
        slotProps={{ paper: { 'data-testid': 'ai-model-dialog' } as PaperProps }}
      >
        <DialogTitle id={titleId}>{t('shell.switchAiTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('shell.switchAiText')}</DialogContentText>
          <Stack spacing={1.5}>
            {choices.map((provider) => {
              const selected = provider === current;
              const busy = save.isPending && save.variables === provider;
              return (
                <Button
                  key={provider}
                  variant={selected ? 'contained' : 'outlined'}
                  size="large"
                  aria-pressed={selected}
                  disabled={save.isPending}
                  onClick={() => choose(provider)}
                  startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SmartToyIcon />}
                  endIcon={selected ? <CheckIcon /> : undefined}
                  sx={{ justifyContent: 'flex-start', '& .MuiButton-endIcon': { ml: 'auto' } }}
                >
                  {provider}
                </Button>
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
