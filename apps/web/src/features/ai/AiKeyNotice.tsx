import { Alert, AlertTitle, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAiKeyStatus } from './useAiKeyStatus';

/** Where the AI panel is: the Site settings screen opens the panel the hash names and scrolls to it. */
const AI_PANEL_PATH = '/settings/appSettings#settings-ai';

/**
 * Says, before any field is filled, that the chosen provider has no key yet and where one is added
 * (issue 20), instead of letting the admin write an instruction that can only be refused.
 * Test id: `${testId}` (only shown when the key is missing).
 */
export function AiKeyNotice({ open, testId }: { open: boolean; testId: string }) {
  const { t } = useTranslation();
  const { provider, missing } = useAiKeyStatus(open);
  if (!missing) return null;
  return (
    <Alert severity="warning" data-testid={testId} sx={{ mb: 2 }}>
      <AlertTitle>{t('ai.keyMissingTitle', { provider })}</AlertTitle>
      {t('ai.keyMissingText', { provider })}{' '}
      <Link component={RouterLink} to={AI_PANEL_PATH} color="inherit" sx={{ fontWeight: 600 }}>
        {t('ai.keyMissingLink')}
      </Link>
    </Alert>
  );
}
