import { UI, type UserInfo } from '@assessly/shared';
import KeyIcon from '@mui/icons-material/Key';
import { Box, Button, CircularProgress, Modal, Paper, Stack, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRefusal } from '../api/client';
import { endpoints } from '../api/endpoints';
import { useApiError } from '../lib/useApiError';
import { UserAvatar } from './UserAvatar';

interface Props {
  open: boolean;
  user: UserInfo | null;
  onUnlock: () => void;
}

/** Full-screen lock (spec 000 §2): only a password check answered with 200 removes it. */
export function LockOverlay({ open, user, onUnlock }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apiError = useApiError();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    setWrong(false);
    try {
      await endpoints.passwordCheck(password);
      setPassword('');
      onUnlock();
    } catch (error) {
      if (error instanceof ApiRefusal && error.status === 401) navigate('/unauthorized', { replace: true });
      else if (error instanceof ApiRefusal) setWrong(true);
      else apiError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} hideBackdrop sx={{ zIndex: (theme) => theme.zIndex.tooltip + 100 }}>
      <Box
        data-testid="lock-overlay"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        sx={(theme) => ({
          position: 'fixed',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
          bgcolor: alpha(theme.custom.appBar, UI.lockOverlayOpacity),
          outline: 'none',
        })}
      >
        <Paper
          component="form"
          onSubmit={submit}
          noValidate
          elevation={8}
          sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 380 }}
        >
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <UserAvatar user={user} size={72} />
            <Box>
              <Typography id={titleId} variant="h6" component="h2">
                {t('shell.lockTitle')}
              </Typography>
              <Typography color="text.secondary">{user?.fullName}</Typography>
            </Box>
            <TextField
              type="password"
              label={t('shell.lockPasswordLabel')}
              required
              fullWidth
              autoFocus
              autoComplete="current-password"
              value={password}
              error={wrong}
              onChange={(e) => {
                setPassword(e.target.value);
                setWrong(false);
              }}
              helperText={
                wrong ? (
                  <span data-testid="lock-error" role="alert">
                    {t('shell.wrongPassword')}
                  </span>
                ) : (
                  ' '
                )
              }
              slotProps={{ htmlInput: { 'data-testid': 'lock-password' } }}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              size="large"
              disabled={!password || busy}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <KeyIcon />}
              data-testid="unlock-button"
            >
              {t('shell.unlock')}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </Modal>
  );
}
