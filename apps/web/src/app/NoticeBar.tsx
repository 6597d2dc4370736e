import { UI } from '@assessly/shared';
import { OpenInNew } from '@mui/icons-material';
import { Alert, Link, Portal, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EMAIL_SETTINGS_PATH } from '../pages/mailLog/emailSettingsLink';
import type { Notice } from './Notifier';

interface NoticeBarProps {
  notice: (Notice & { id: number }) | null;
  text: string;
  onClose: () => void;
  /**
   * Adds a link to the Email panel (an admin told "Email settings not done yet"). It opens in a new tab:
   * the refusal often comes from a dialog whose typed contents a navigation would lose.
   */
  emailSettingsLink?: boolean;
}

/** The notice itself (Notifier.tsx loads it with the first notice): 3 s for a success, 12 s for a refusal. */
export function NoticeBar({ notice, text, onClose, emailSettingsLink }: NoticeBarProps) {
  const { t } = useTranslation();
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
              <Link
                href={EMAIL_SETTINGS_PATH}
                target="_blank"
                rel="noopener"
                color="inherit"
                aria-label={t('mailLog.openEmailSettingsNewTab')}
                data-testid="notice-email-settings"
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {t('mailLog.openEmailSettings')}
                <OpenInNew aria-hidden sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom' }} />
              </Link>
            </>
          )}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
