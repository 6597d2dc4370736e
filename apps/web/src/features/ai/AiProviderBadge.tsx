import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAiProvider } from './useAiProvider';

/** Names the provider the next call goes to ('Gemini AI' / 'Open AI', the drawer's switch). */
export function AiProviderBadge({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const { provider } = useAiProvider();
  return (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      icon={<SmartToyOutlined />}
      label={t('ai.providerInUse', { provider })}
      data-testid={testId}
    />
  );
}
