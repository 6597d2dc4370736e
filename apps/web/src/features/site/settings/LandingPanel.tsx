import {
  DEFAULT_LOCALE,
  LANDING_FIELDS,
  landingSettingRequest,
  LOCALE_TAG,
  OPTIONAL_LANDING_FIELDS,
  TEXT_TRANSLATION_LOCALES,
  TRANSLATABLE_LANDING_FIELDS,
  type LandingField,
  type Locale,
  type TranslatableLandingField,
} from '@assessly/shared';
import { WebOutlined } from '@mui/icons-material';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from '../../../components/FormFields';
import { AiTextField } from '../../ai';
import { settingsApi } from '../api/settingsApi';
import { FieldGrid, GroupHeading, Wide, type PanelProps } from './panelLayout';
import { SettingsImageField } from './SettingsImageField';
import { SettingsPanel } from './SettingsPanel';
import { shortText, TextLanguageTabs, translationDefaults } from './TextLanguageTabs';
import { usePanelForm } from './usePanelForm';

const NUMBERS = [1, 2, 3, 4] as const;
const SOCIAL = ['footerFacebook', 'footerTwitter', 'footerLinkedin', 'footerInstagram'] as const;

type Values = Record<LandingField, string> & {
  landingTranslations: Record<string, Record<TranslatableLandingField, string>>;
};

/** Landing fields that are addresses, not prose: no AI help on them. */
const NOT_PROSE: readonly string[] = ['contactUsTelephone', 'contactUsEmail', ...SOCIAL];
const TRANSLATABLE: readonly string[] = TRANSLATABLE_LANDING_FIELDS;

interface TextProps {
  control: Control<Values, any, any>;
  name: LandingField;
  label: string;
  long?: boolean;
  /** The language edited: English is the spec's field, another language its translation of it. */
  language: Locale;
  /** The built-in translation visitors see now while the admin has written none (issue 20). */
  builtIn?: string;
}

/**
 * One landing text; `long` ones are multiline; prose has the AI help icon. In another language than
 * English a prose text edits its translation (optional: empty shows the English text, quoted in the hint);
 * pictures, telephone, e-mail and links are the same fields in every language.
 */
function LandingText({ control, name, label, long, language, builtIn }: TextProps) {
  const { t } = useTranslation();
  const english = useWatch({ control, name }) ?? '';
  const translated = language !== DEFAULT_LOCALE && TRANSLATABLE.includes(name);
  const field = (translated ? `landingTranslations.${language}.${name}` : name) as FieldPath<Values>;
  const props = {
    control,
    name: field,
    label,
    testId: translated ? `settings-${name}-${language}` : `settings-${name}`,
    multiline: long,
    minRows: long ? 2 : undefined,
    required: !translated && !(OPTIONAL_LANDING_FIELDS as readonly string[]).includes(name),
    placeholder: translated ? (builtIn ?? english) : undefined,
    inputProps: translated ? { lang: LOCALE_TAG[language] } : undefined,
    hint: !translated
      ? undefined
      : builtIn
        ? t('siteSettingsLook.builtInText', { text: shortText(builtIn) })
        : t('siteSettingsLook.englishText', { text: shortText(english) }),
  };
  return NOT_PROSE.includes(name) ? <RhfTextField key={field} {...props} /> : <AiTextField key={field} {...props} />;
}

/**
 * Landing page: every LANDING_FIELDS text grouped as the public page shows them (home header, info
 * boxes, features with pictures, registration and contact, social links), in English (the spec's fields)
 * or in another language (issue 20: landingTranslations; an empty text shows the English one).
 */
export function LandingPanel({ settings, ...toggle }: PanelProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Locale>(DEFAULT_LOCALE);
  const { form, panel, onBusyChange } = usePanelForm({
    schema: landingSettingRequest,
    defaults: {
      ...(Object.fromEntries(LANDING_FIELDS.map((f) => [f, settings.landing[f] ?? ''])) as Record<
        LandingField,
        string
      >),
      landingTranslations: translationDefaults(settings.textTranslations, TRANSLATABLE_LANDING_FIELDS),
    } as Values,
    save: settingsApi.updateLanding,
  });
  const control = form.control as unknown as Control<Values, any, any>;
  const errors = form.formState.errors as Record<string, unknown> & { landingTranslations?: Record<string, unknown> };
  const withErrors: Locale[] = [
    ...(LANDING_FIELDS.some((f) => errors[f]) ? [DEFAULT_LOCALE] : []),
    ...TEXT_TRANSLATION_LOCALES.filter((locale) => errors.landingTranslations?.[locale]),
  ];
  // What a language shows now without a text of its own: the built-in translation of a built-in English text.
  const builtIn = (name: LandingField) =>
    settings.textTranslations?.[language]?.[name] ? undefined : settings.translations?.[language]?.[name];
  const text = (name: LandingField, label: string, long?: boolean) => (
    <LandingText control={control} name={name} label={label} long={long} language={language} builtIn={builtIn(name)} />
  );
  const picture = (name: LandingField, label: string) => (
    <SettingsImageField
      control={control}
      name={name}
      label={label}
      kind="landing"
      testId={`settings-${name}`}
      emptyValue=""
      onBusyChange={onBusyChange}
    />
  );

  return (
    <SettingsPanel id="landing" icon={<WebOutlined />} {...toggle} {...panel}>
      <TextLanguageTabs id="settings-landing" value={language} onChange={setLanguage} withErrors={withErrors}>
        {language !== DEFAULT_LOCALE && (
          <Alert severity="info" sx={{ mb: 1 }} data-testid="settings-landing-shared-note">
            {t('siteSettingsLook.sharedFieldsNote')}
          </Alert>
        )}
        <GroupHeading first>{t('siteSettings.homeSection')}</GroupHeading>
        <FieldGrid>
          {text('homeHeader1', t('siteSettings.homeHeader1'))}
          {text('homeHeader2', t('siteSettings.homeHeader2'))}
          {text('homeDetail1', t('siteSettings.homeDetail1'), true)}
          {text('homeDetail2', t('siteSettings.homeDetail2'), true)}
          {picture('homePicture', t('siteSettings.homePicture'))}
        </FieldGrid>

        <GroupHeading>{t('siteSettings.infoBoxesSection')}</GroupHeading>
        <FieldGrid>
          {NUMBERS.map((n) => (
            <Stack key={n} spacing={1.5}>
              {text(`homeBox${n}Header`, t('siteSettings.boxHeader', { n }))}
              {text(`homeBox${n}Detail`, t('siteSettings.boxDetail', { n }), true)}
            </Stack>
          ))}
        </FieldGrid>

        <GroupHeading>{t('siteSettings.featuresSection')}</GroupHeading>
        <FieldGrid>
          {NUMBERS.map((n) => (
            <Paper key={n} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
              <Stack spacing={1.5}>
                {text(`feature${n}Header`, t('siteSettings.featureHeader', { n }))}
                {text(`feature${n}Detail`, t('siteSettings.featureDetail', { n }), true)}
                {picture(`feature${n}Picture`, t('siteSettings.featurePicture', { n }))}
              </Stack>
            </Paper>
          ))}
        </FieldGrid>

        <GroupHeading>{t('siteSettings.contactSection')}</GroupHeading>
        <FieldGrid>
          <Wide>{text('registrationText', t('siteSettings.registrationText'), true)}</Wide>
          <Wide>{text('contactUsText', t('siteSettings.contactUsText'), true)}</Wide>
          {text('contactUsTelephone', t('siteSettings.contactUsTelephone'))}
          {text('contactUsEmail', t('siteSettings.contactUsEmail'))}
        </FieldGrid>

        <GroupHeading>{t('siteSettings.socialSection')}</GroupHeading>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
          {t('siteSettings.socialHint')}
        </Typography>
        <FieldGrid>
          {SOCIAL.map((name) => (
            <Box key={name}>{text(name, t(`siteSettings.${name}`))}</Box>
          ))}
        </FieldGrid>
      </TextLanguageTabs>
    </SettingsPanel>
  );
}
