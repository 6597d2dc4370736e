import { aiSettingRequest, type AiProvider, type AiSettingValues, type AiSettingsView } from '@assessly/shared';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { Control, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from '../../../components/FormFields';
import { aiApi, useAiProvider } from '../../ai';
import { FieldGrid, type PanelProps } from './panelLayout';
import { SecretField } from './SecretField';
import { SettingsPanel } from './SettingsPanel';
import { usePanelForm } from './usePanelForm';

/** The fields of one provider in the form, and where its key and default model come from in the view. */
interface ProviderFields {
  provider: AiProvider;
  id: 'gemini' | 'openAi';
  key: 'geminiKey' | 'openAiKey';
  clear: 'clearGeminiKey' | 'clearOpenAiKey';
  model: 'geminiModel' | 'openAiModel';
  baseUrl: 'geminiBaseUrl' | 'openAiBaseUrl';
  /** The environment variable the server reads the key from when the settings hold none. */
  envKey: string;
  source: (ai: AiSettingsView) => AiSettingsView['geminiKeySource'];
  defaultModel: (ai: AiSettingsView) => string;
  baseUrlHint: 'ai.geminiBaseUrlHint' | 'ai.openAiBaseUrlHint';
}

const PROVIDERS: readonly ProviderFields[] = [
  {
    provider: 'Gemini AI',
    id: 'gemini',
    key: 'geminiKey',
    clear: 'clearGeminiKey',
    model: 'geminiModel',
    baseUrl: 'geminiBaseUrl',
    envKey: 'GEMINI_API_KEY',
    source: (ai: AiSettingsView) => ai.geminiKeySource,
    defaultModel: (ai: AiSettingsView) => ai.defaultGeminiModel,
    baseUrlHint: 'ai.geminiBaseUrlHint',
  },
  {
    provider: 'Open AI',
    id: 'openAi',
    key: 'openAiKey',
    clear: 'clearOpenAiKey',
    model: 'openAiModel',
    baseUrl: 'openAiBaseUrl',
    envKey: 'OPENAI_API_KEY',
    source: (ai: AiSettingsView) => ai.openAiKeySource,
    defaultModel: (ai: AiSettingsView) => ai.defaultOpenAiModel,
    baseUrlHint: 'ai.openAiBaseUrlHint',
  },
];

/** After a save the key fields are empty again and no removal is pending (keys are write-only). */
const clearKeys = (values: AiSettingValues): AiSettingValues => ({
  ...values,
  geminiKey: '',
  clearGeminiKey: false,
  openAiKey: '',
  clearOpenAiKey: false,
});

interface SectionProps {
  fields: ProviderFields;
  view: AiSettingsView;
  form: UseFormReturn<AiSettingValues, any, any>;
  inUse: boolean;
  locked: boolean;
}

/**
 * One provider: its key (write-only; a chip says whether it is stored in the settings, comes from the
 * environment or is missing; a stored one can be removed), model (empty: the environment's default,
 * shown) and base URL.
 */
function ProviderSection({ fields, view, form, inUse, locked }: SectionProps) {
  const { t } = useTranslation();
  const control = form.control as Control<AiSettingValues, any, any>;
  const source = fields.source(view);
  const removing = Boolean(form.watch(fields.clear));
  const setRemoval = (value: boolean) => {
    form.setValue(fields.clear, value, { shouldDirty: true, shouldValidate: true });
    if (value) form.setValue(fields.key, '', { shouldDirty: true, shouldValidate: true });
  };
  const defaultModel = fields.defaultModel(view);
  return (
    <Paper
      variant="outlined"
      data-testid={`settings-ai-${fields.id}`}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        minWidth: 0,
        // The key's status names the environment variable: let it wrap on a phone rather than widen the page.
        '& .MuiChip-root': { height: 'auto', minHeight: 24, py: 0.25 },
        '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <SmartToyOutlined color="primary" aria-hidden />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {fields.provider}
        </Typography>
        {inUse && (
          <Chip size="small" color="primary" label={t('ai.inUse')} data-testid={`settings-ai-${fields.id}-inUse`} />
        )}
      </Box>
      <Stack spacing={2}>
        <SecretField
          control={control}
          name={fields.key}
          label={t('ai.apiKey')}
          testId={`settings-${fields.key}`}
          isSet={source !== null}
          setText={
            source === 'settings' ? t('ai.keyFromSettings') : t('ai.keyFromEnvironment', { name: fields.envKey })
          }
          notSetText={t('ai.keyNotSet', { provider: fields.provider })}
          hint={locked ? undefined : t('ai.keyHint')}
          disabled={locked}
          removal={
            source === 'settings'
              ? {
                  pending: removing,
                  onRemove: () => setRemoval(true),
                  onUndo: () => setRemoval(false),
                  pendingText: t('ai.keyWillBeRemoved'),
                  label: t('ai.removeKey'),
                }
              : undefined
          }
        />
        <RhfTextField
          control={control}
          name={fields.model}
          label={t('ai.model')}
          hint={t('ai.modelHint', { model: defaultModel })}
          placeholder={defaultModel}
          testId={`settings-${fields.model}`}
          disabled={locked}
          inputProps={{ maxLength: 100, spellCheck: false, autoCapitalize: 'none' }}
        />
        <RhfTextField
          control={control}
          name={fields.baseUrl}
          label={t('ai.baseUrl')}
          hint={t(fields.baseUrlHint)}
          testId={`settings-${fields.baseUrl}`}
          type="url"
          disabled={locked}
          inputProps={{ maxLength: 300, spellCheck: false, autoCapitalize: 'none' }}
        />
      </Stack>
    </Paper>
  );
}

/**
 * AI (issue 8, our addition to the Site settings panels): the key, model and base URL of each provider.
 * Keys are write-only and never shown back; empty models and base URLs fall back to the server
 * environment. The demo admin sees it read-only: it holds secrets (the server refuses it).
 */
export function AiPanel({ settings, locked, ...toggle }: PanelProps & { locked: boolean }) {
  const { t } = useTranslation();
  const { provider } = useAiProvider();
  const view = settings.ai;
  const { form, panel } = usePanelForm({
    schema: aiSettingRequest,
    defaults: {
      geminiKey: '',
      clearGeminiKey: false,
      geminiModel: view.geminiModel ?? '',
      geminiBaseUrl: view.geminiBaseUrl ?? '',
      openAiKey: '',
      clearOpenAiKey: false,
      openAiModel: view.openAiModel ?? '',
      openAiBaseUrl: view.openAiBaseUrl ?? '',
    },
    save: aiApi.updateSettings,
    afterSave: clearKeys,
  });

  return (
    <SettingsPanel
      id="ai"
      icon={<SmartToyOutlined />}
      {...toggle}
      {...panel}
      lockedMessage={locked ? t('siteSettings.demoLocked') : undefined}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('ai.panelIntro', { provider })}
      </Typography>
      <FieldGrid>
        {PROVIDERS.map((fields) => (
          <ProviderSection
            key={fields.id}
            fields={fields}
            view={view}
            form={form}
            inUse={fields.provider === provider}
            locked={locked}
          />
        ))}
      </FieldGrid>
    </SettingsPanel>
  );
}
