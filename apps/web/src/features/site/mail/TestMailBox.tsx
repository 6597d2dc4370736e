import { testMailRequest } from '@assessly/shared';
import { Send } from '@mui/icons-material';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiRefusal, NetworkFailure } from '../../../api/client';
import { mailLogApi } from '../api/mailLogApi';

interface Props {
  /** The admin's own address, where the mail goes when the field is left as it is or emptied. */
  ownEmail: string;
  /** The demo admin: the server refuses it (its password is public, anyone could mail through it). */
  locked: boolean;
  /** The panel has unsaved changes: the test would use the saved settings, not what is on screen. */
  unsaved: boolean;
}

type Outcome = { ok: boolean; text: string };

/**
 * "Send a test mail" of the Email panel (issue 20): one mail sent now with the saved settings; the answer
 * stays on screen, the success or the mail server's reason in the admin's language (the reason's
 * detail is the server's own words). Its own small form: Enter here sends the test, not the panel.
 */
export function TestMailBox({ ownEmail, locked, unsaved }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [to, setTo] = useState(ownEmail);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const parsed = testMailRequest.safeParse({ toEmail: to.trim() });
  const fieldError = parsed.success ? null : t(`messages.${parsed.error.issues[0]?.message ?? 'emailInvalid'}`);
  const send = useMutation({
    mutationFn: () => mailLogApi.sendTestMail({ toEmail: to.trim() }),
    onMutate: () => setOutcome(null),
    onSuccess: (data) => setOutcome({ ok: true, text: t('messages.testMailSent', data.params) }),
    onError: (error) => {
      const key =
        error instanceof ApiRefusal ? error.code : error instanceof NetworkFailure ? 'networkError' : 'internalError';
      const params = error instanceof ApiRefusal ? error.params : {};
      setOutcome({ ok: false, text: t(`messages.${key}`, params) });
    },
  });
  const disabled = locked || unsaved || Boolean(fieldError) || send.isPending;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!disabled) send.mutate();
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}
      data-testid="test-mail"
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('mailLog.testMailTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('mailLog.testMailHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('mailLog.testMailTo')}
          type="email"
          size="small"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          onKeyDown={onKeyDown}
          error={Boolean(fieldError)}
          helperText={fieldError ?? (unsaved && !locked ? t('mailLog.testMailSaveFirst') : ' ')}
          disabled={locked}
          autoComplete="email"
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
          slotProps={{ htmlInput: { 'data-testid': 'test-mail-to', spellCheck: false } }}
        />
        <Button
          type="button"
          variant="outlined"
          startIcon={<Send />}
          onClick={() => send.mutate()}
          disabled={disabled}
          loading={send.isPending}
          loadingPosition="start"
          sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'auto' }, mt: { sm: '1px' } }}
          data-testid="test-mail-send"
        >
          {t('mailLog.testMailSend')}
        </Button>
      </Stack>
      {outcome && (
        <Alert
          severity={outcome.ok ? 'success' : 'error'}
          role={outcome.ok ? 'status' : 'alert'}
          sx={{ mt: 1, overflowWrap: 'anywhere' }}
          data-testid="test-mail-result"
        >
          {outcome.text}
        </Alert>
      )}
      <Link component={RouterLink} to="/settings/mailLog" variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
        {t('mailLog.openMailLog')}
      </Link>
    </Box>
  );
}
