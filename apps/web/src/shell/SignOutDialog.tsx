import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type PaperProps,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpoints } from '../api/endpoints';
import { clearScreenLock } from '../lib/screenLock';
import { CURRENT_USER_QUERY_KEY } from '../lib/useShellUser';
import { session } from '../session/session';

/** "Want to leave?" (spec 000 §2): Sign Out closes the login entry, revokes the session and goes to /. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    let target = '/';
    try {
      await endpoints.updateLoginHistory(session.logCode() ?? 'none');
    } catch {
      target = '/signIn';
    }
    session.clear();
    clearScreenLock();
    queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    queryClient.removeQueries({ queryKey: ['sidebarMenu'] });
    setBusy(false);
    onClose();
    navigate(target, { replace: true });
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { 'data-testid': 'signout-dialog' } as PaperProps }}
    >
      <DialogTitle id={titleId}>{t('shell.signOutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('shell.signOutText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} data-testid="stay-here" autoFocus>
          {t('shell.stayHere')}
        </Button>
        <Button
          onClick={signOut}
          disabled={busy}
          variant="contained"
          color="error"
          data-testid="confirm-signout"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('shell.signOut')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
