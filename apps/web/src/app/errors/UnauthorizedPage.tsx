import { LockClock } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

/** 401: the session ended (token expired). */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      icon={LockClock}
      tone="warning"
      title={t('errorPages.unauthorizedTitle')}
      text={t('errorPages.unauthorizedText')}
      action={{ to: '/', label: t('errorPages.goHome') }}
      secondaryAction={{ to: '/signIn', label: t('errorPages.goSignIn') }}
    />
  );
}
