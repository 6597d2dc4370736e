import { UI } from '@assessly/shared';
import { Alert, Portal, Snackbar } from '@mui/material';
import { EmailSettingsLink } from '../components/EmailSettingsLink';
import type { Notice } from './Notifier';

interface NoticeBarProps {
  notice: (Notice & { id: number }) | null;
  text: string;
  onClose: () => void;
  /** Adds a link to the Email panel (an admin told "Email settings not done yet"). */
  emailSettingsLink?: boolean;
}

/** The notice itself (Notifier.tsx loads it with the first notice): 3 s for a success, 12 s for a refusal. */
export function NoticeBar({ notice, text, onClose, emailSettingsLink }: NoticeBarProps) {
  return (
    // In a portal of its own, mounted when shown: an open dialog hides the app root from screen
    // readers (aria-hidden), and a refusal shown over a dialog must still be read and reachable.
    <Portal>
      <Snackbar
        key={notice?.id}
        open={Boolean(notice)}
        autoHideDuration={notice?.long ? UI.longMessageMs : UI.shortMessageMs}
        onClose={(_, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          variant="filled"
          severity={notice?.severity ?? (notice?.long ? 'warning' : 'success')}
          onClose={onClose}
          role="alert"
          data-testid="notice"
        >
          {text}
          {emailSettingsLink && (
            <>
              {' '}
              <EmailSettingsLink inheritColor />
            </>
          )}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
