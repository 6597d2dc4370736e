import { TravelExplore } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

/** 404 and every unmatched route. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      icon={TravelExplore}
      tone="primary"
      title={t('errorPages.notFoundTitle')}
      text={t('errorPages.notFoundText')}
      action={{ to: '/', label: t('errorPages.goHome') }}
    />
  );
}
