import { resultEmailInput, type Locale } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { RhfTextField } from '../../../components/FormFields';
import { applyFieldIssues, useApiMutation } from '../../../components/useApiMutation';
import { useSiteSettings } from '../../../lib/settings';
import { reportApi } from '../api/reportApi';
import { formatNumber } from '../resultSheet/resultFormat';

type Values = { subject: string; body: string };
const schema = resultEmailInput.pick({ subject: true, body: true });

export interface ResultEmailDialogProps {
  open: boolean;
  /** The addresses to write to (already filtered: longer than 3 characters). */
  recipients: string[];
  onClose: () => void;
  onSent: () => void;
}

/**
 * The result e-mail dialog (spec 001 §5): subject and message are required and checked as typed; the
 * recipients are listed. The server queues one mail per address with the site's report header and
 * answers how many it queued.
 */
export function ResultEmailDialog({ open, recipients, onClose, onSent }: ResultEmailDialogProps) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const settings = useSiteSettings();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { subject: '', body: '' },
  });
  const { reset, setError } = form;

  useEffect(() => {
    if (open) reset({ subject: '', body: '' });
  }, [open, reset]);

  const send = useApiMutation({
    mutationFn: ({ subject, body }: Values) => {
      const logoPath = settings.data?.logoPath ?? null;
      const siteUrl = window.location.origin;
      return reportApi.sendResultEmail({
        logoPath,
        siteUrl,
        subject,
        body,
        emails: recipients.map((email) => ({ email, logoPath, siteUrl, body })),
      });
    },
    notify: (data) => ({
      key: 'reports.emailSent',
      params: { count: formatNumber(data.params.count, i18n.language as Locale) },
      severity: 'success',
    }),
    onSuccess: onSent,
    onError: (error) => applyFieldIssues(error, setError),
  });

  const count = formatNumber(recipients.length, i18n.language as Locale);
  return (
    <FormDialog
      open={open}
      title={t('reports.emailTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      submitting={send.isPending}
      submitLabel={t('reports.emailSend')}
      dirty={form.formState.isDirty}
      maxWidth="sm"
      testId="email-dialog"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Box>
          <Typography id={listId} variant="body2" color="text.secondary" sx={{ mb: 1, fontWeight: 600 }}>
            {t('reports.emailRecipients', { count })}
          </Typography>
          <Box
            component="ul"
            aria-labelledby={listId}
            // A long list scrolls: it must be reachable with the keyboard.
            tabIndex={0}
            data-testid="email-recipients"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.75,
              listStyle: 'none',
              m: 0,
              p: 0,
              maxHeight: 132,
              overflowY: 'auto',
            }}
          >
            {recipients.map((email) => (
              <Box component="li" key={email} sx={{ maxWidth: '100%' }}>
                <Chip size="small" label={email} data-testid="email-recipient" sx={{ maxWidth: '100%' }} />
              </Box>
            ))}
          </Box>
        </Box>
        <RhfTextField
          control={form.control}
          name="subject"
          label={t('reports.emailSubject')}
          testId="email-subject"
          required
          autoFocus
          inputProps={{ maxLength: 200 }}
        />
        <RhfTextField
          control={form.control}
          name="body"
          label={t('reports.emailBody')}
          testId="email-body"
          required
          multiline
          minRows={5}
          maxRows={14}
        />
      </Stack>
    </FormDialog>
  );
}
