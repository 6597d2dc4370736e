import { generalSettingRequest, LOCALE_TAG, TEXT_TRANSLATION_LOCALES } from '@assessly/shared';
import { TuneOutlined } from '@mui/icons-material';
import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from '../../../components/FormFields';
import { NATIVE_NAMES } from '../../../components/LanguageMenu';
import { AiTextField } from '../../ai';
import { settingsApi } from '../api/settingsApi';
import { FieldGrid, GroupHeading, SettingsSwitch, Wide, type PanelProps } from './panelLayout';
import { SettingsImageField } from './SettingsImageField';
import { SettingsPanel } from './SettingsPanel';
import { shortText } from './TextLanguageTabs';
import { usePanelForm } from './usePanelForm';

/**
 * General: titles and texts (each with the AI help icon), the footer text in the other languages (issue
 * 20; empty shows the English one), the app version, logo and favicon, welcome e-mail and FAQ switches.
 */
export function GeneralPanel({ settings, ...toggle }: PanelProps) {
  const { t } = useTranslation();
  const { form, panel, onBusyChange } = usePanelForm({
    schema: generalSettingRequest,
    defaults: {
      siteTitle: settings.siteTitle,
      welComeMessage: settings.welComeMessage,
      copyRightText: settings.copyRightText,
      footerText: settings.footerText,
      version: settings.version,
      logoPath: settings.logoPath,
      faviconPath: settings.faviconPath,
      allowWelcomeEmail: settings.allowWelcomeEmail,
      allowFaq: settings.allowFaq,
      footerTextTranslations: Object.fromEntries(
        TEXT_TRANSLATION_LOCALES.map((locale) => [locale, settings.textTranslations?.[locale]?.footerText ?? '']),
      ),
    },
    save: settingsApi.updateGeneral,
  });
  const { control } = form;
  const englishFooter = useWatch({ control, name: 'footerText' }) ?? '';

  return (
    <SettingsPanel id="general" icon={<TuneOutlined />} {...toggle} {...panel}>
      <FieldGrid>
        <AiTextField
          control={control}
          name="siteTitle"
          label={t('siteSettings.siteTitle')}
          hint={t('siteSettings.siteTitleHint')}
          testId="settings-siteTitle"
          required
          inputProps={{ maxLength: 100 }}
        />
        <RhfTextField
          control={control}
          name="version"
          label={t('siteSettings.version')}
          hint={t('siteSettings.versionHint')}
          testId="settings-version"
          required
          inputProps={{ inputMode: 'numeric', maxLength: 9 }}
        />
        <Wide>
          <AiTextField
            control={control}
            name="welComeMessage"
            label={t('siteSettings.welComeMessage')}
            hint={t('siteSettings.welComeMessageHint')}
            testId="settings-welComeMessage"
            required
            multiline
            minRows={2}
          />
        </Wide>
        <AiTextField
          control={control}
          name="copyRightText"
          label={t('siteSettings.copyRightText')}
          testId="settings-copyRightText"
          required
        />
        <AiTextField
          control={control}
          name="footerText"
          label={t('siteSettings.footerText')}
          testId="settings-footerText"
          required
          multiline
        />
        <Wide>
          <GroupHeading>{t('siteSettingsLook.footerTextTranslations')}</GroupHeading>
          <FieldGrid>
            {TEXT_TRANSLATION_LOCALES.map((locale) => {
              // Without a text of its own a language shows the built-in translation of the built-in footer.
              const builtIn = settings.textTranslations?.[locale]?.footerText
                ? undefined
                : settings.translations?.[locale]?.footerText;
              return (
                <Box key={locale}>
                  <RhfTextField
                    control={control}
                    name={`footerTextTranslations.${locale}`}
                    label={`${t('siteSettings.footerText')} · ${NATIVE_NAMES[locale]}`}
                    testId={`settings-footerText-${locale}`}
                    placeholder={builtIn ?? englishFooter}
                    hint={
                      builtIn
                        ? t('siteSettingsLook.builtInText', { text: shortText(builtIn) })
                        : t('siteSettingsLook.englishText', { text: shortText(englishFooter) })
                    }
                    inputProps={{ lang: LOCALE_TAG[locale] }}
                    multiline
                  />
                </Box>
              );
            })}
          </FieldGrid>
        </Wide>
        <SettingsImageField
          control={control}
          name="logoPath"
          label={t('siteSettings.logo')}
          kind="logo"
          testId="settings-logo"
          emptyValue={null}
          onBusyChange={onBusyChange}
        />
        <SettingsImageField
          control={control}
          name="faviconPath"
          label={t('siteSettings.favicon')}
          kind="favicon"
          testId="settings-favicon"
          emptyValue={null}
          onBusyChange={onBusyChange}
        />
        <Wide>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <SettingsSwitch control={control} name="allowWelcomeEmail" />
            <SettingsSwitch control={control} name="allowFaq" />
          </Box>
        </Wide>
      </FieldGrid>
    </SettingsPanel>
  );
}
