import { GppBad } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

/** 403: the user has no access to what they asked for. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      icon={GppBad}
      tone="error"
      title={t('errorPages.forbiddenTitle')}
      text={t('errorPages.forbiddenText')}
      action={{ to: '/', label: t('errorPages.goHome') }}
    />
  );
}
