import { LANDING_FIELDS, landingSettingRequest, OPTIONAL_LANDING_FIELDS, type LandingField } from '@assessly/shared';
import { WebOutlined } from '@mui/icons-material';
import { Paper, Stack, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { settingsApi } from '../../api/settingsApi';
import { RhfTextField } from '../../components/FormFields';
import { FieldGrid, GroupHeading, Wide, type PanelProps } from './panelLayout';
import { SettingsImageField } from './SettingsImageField';
import { SettingsPanel } from './SettingsPanel';
import { usePanelForm } from './usePanelForm';

const NUMBERS = [1, 2, 3, 4] as const;
const SOCIAL = ['footerFacebook', 'footerTwitter', 'footerLinkedin', 'footerInstagram'] as const;

type Values = Record<LandingField, string>;

/** Landing fields that are addresses, not prose: no AI help on them. */
const NOT_PROSE: readonly string[] = ['contactUsTelephone', 'contactUsEmail', ...SOCIAL];

/** One landing text; `long` ones are multiline; prose has the AI help icon. */
function LandingText(props: { control: Control<Values, any, any>; name: LandingField; label: string; long?: boolean }) {
  const { control, name, label, long } = props;
  return (
    <RhfTextField
      control={control}
      name={name}
      label={label}
      testId={`settings-${name}`}
      multiline={long}
      minRows={long ? 2 : undefined}
      required={!(OPTIONAL_LANDING_FIELDS as readonly string[]).includes(name)}
      aiHelp={!NOT_PROSE.includes(name)}
    />
  );
}

/**
 * Landing page: every LANDING_FIELDS text grouped as the public page shows them (home header, info
 * boxes, features with pictures, registration and contact, social links).
 */
export function LandingPanel({ settings, ...toggle }: PanelProps) {
  const { t } = useTranslation();
  const { form, panel, onBusyChange } = usePanelForm({
    schema: landingSettingRequest,
    defaults: Object.fromEntries(LANDING_FIELDS.map((f) => [f, settings.landing[f] ?? ''])) as Values,
    save: settingsApi.updateLanding,
  });
  const control = form.control as unknown as Control<Values, any, any>;
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
      <GroupHeading first>{t('siteSettings.homeSection')}</GroupHeading>
      <FieldGrid>
        <LandingText control={control} name="homeHeader1" label={t('siteSettings.homeHeader1')} />
        <LandingText control={control} name="homeHeader2" label={t('siteSettings.homeHeader2')} />
        <LandingText control={control} name="homeDetail1" label={t('siteSettings.homeDetail1')} long />
        <LandingText control={control} name="homeDetail2" label={t('siteSettings.homeDetail2')} long />
        {picture('homePicture', t('siteSettings.homePicture'))}
      </FieldGrid>

      <GroupHeading>{t('siteSettings.infoBoxesSection')}</GroupHeading>
      <FieldGrid>
        {NUMBERS.map((n) => (
          <Stack key={n} spacing={1.5}>
            <LandingText control={control} name={`homeBox${n}Header`} label={t('siteSettings.boxHeader', { n })} />
            <LandingText control={control} name={`homeBox${n}Detail`} label={t('siteSettings.boxDetail', { n })} long />
          </Stack>
        ))}
      </FieldGrid>

      <GroupHeading>{t('siteSettings.featuresSection')}</GroupHeading>
      <FieldGrid>
        {NUMBERS.map((n) => (
          <Paper key={n} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
            <Stack spacing={1.5}>
              <LandingText
                control={control}
                name={`feature${n}Header`}
                label={t('siteSettings.featureHeader', { n })}
              />
              <LandingText
                control={control}
                name={`feature${n}Detail`}
                label={t('siteSettings.featureDetail', { n })}
                long
              />
              {picture(`feature${n}Picture`, t('siteSettings.featurePicture', { n }))}
            </Stack>
          </Paper>
        ))}
      </FieldGrid>

      <GroupHeading>{t('siteSettings.contactSection')}</GroupHeading>
      <FieldGrid>
        <Wide>
          <LandingText control={control} name="registrationText" label={t('siteSettings.registrationText')} long />
        </Wide>
        <Wide>
          <LandingText control={control} name="contactUsText" label={t('siteSettings.contactUsText')} long />
        </Wide>
        <LandingText control={control} name="contactUsTelephone" label={t('siteSettings.contactUsTelephone')} />
        <LandingText control={control} name="contactUsEmail" label={t('siteSettings.contactUsEmail')} />
      </FieldGrid>

      <GroupHeading>{t('siteSettings.socialSection')}</GroupHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
        {t('siteSettings.socialHint')}
      </Typography>
      <FieldGrid>
        {SOCIAL.map((name) => (
          <LandingText key={name} control={control} name={name} label={t(`siteSettings.${name}`)} />
        ))}
      </FieldGrid>
    </SettingsPanel>
  );
}
