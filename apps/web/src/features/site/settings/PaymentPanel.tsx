import { paymentSettingRequest, type PaymentSettingValues } from '@assessly/shared';
import { PaymentsOutlined } from '@mui/icons-material';
import { InputAdornment } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from '../../../components/FormFields';
import { settingsApi } from '../api/settingsApi';
import { FieldGrid, SettingsSwitch, Wide, type PanelProps } from './panelLayout';
import { SecretField } from './SecretField';
import { SettingsPanel } from './SettingsPanel';
import { usePanelForm } from './usePanelForm';

/** After a save the secret key field is empty again and no removal is pending. */
const clearSecret = (values: PaymentSettingValues): PaymentSettingValues => ({
  ...values,
  stripeSecretKey: '',
  clearStripeSecretKey: false,
});

/**
 * Payment: currency, symbol, registration price and switch, the public key, and the secret key as a
 * write-only field (never prefilled; empty keeps it; Remove clears it on save). The demo admin sees it
 * read-only: the server refuses it (demoOperationNotAllowed).
 */
export function PaymentPanel({ settings, locked, ...toggle }: PanelProps & { locked: boolean }) {
  const { t } = useTranslation();
  const { form, panel } = usePanelForm({
    schema: paymentSettingRequest,
    defaults: {
      currency: settings.currency,
      currencySymbol: settings.currencySymbol,
      registrationPrice: String(settings.registrationPrice),
      paidRegistration: settings.paidRegistration,
      stripePubKey: settings.stripePubKey ?? '',
      stripeSecretKey: '',
      clearStripeSecretKey: false,
    },
    save: settingsApi.updatePayment,
    afterSave: clearSecret,
  });
  const { control, setValue, watch } = form;
  const symbol = watch('currencySymbol');
  const removing = Boolean(watch('clearStripeSecretKey'));
  const setRemoval = (value: boolean) => {
    setValue('clearStripeSecretKey', value, { shouldDirty: true, shouldValidate: true });
    if (value) setValue('stripeSecretKey', '', { shouldDirty: true, shouldValidate: true });
  };

  return (
    <SettingsPanel
      id="payment"
      icon={<PaymentsOutlined />}
      {...toggle}
      {...panel}
      lockedMessage={locked ? t('siteSettings.demoLocked') : undefined}
    >
      <FieldGrid columns={3}>
        <RhfTextField
          control={control}
          name="currency"
          label={t('siteSettings.currency')}
          hint={locked ? undefined : t('siteSettings.currencyHint')}
          testId="settings-currency"
          required
          disabled={locked}
          inputProps={{ maxLength: 3, autoCapitalize: 'none' }}
        />
        <RhfTextField
          control={control}
          name="currencySymbol"
          label={t('siteSettings.currencySymbol')}
          testId="settings-currencySymbol"
          required
          disabled={locked}
          inputProps={{ maxLength: 5 }}
        />
        <RhfTextField
          control={control}
          name="registrationPrice"
          label={t('siteSettings.registrationPrice')}
          testId="settings-registrationPrice"
          disabled={locked}
          inputProps={{ inputMode: 'decimal' }}
          endAdornment={symbol ? <InputAdornment position="end">{String(symbol)}</InputAdornment> : undefined}
        />
        <Wide>
          <SettingsSwitch control={control} name="paidRegistration" disabled={locked} />
        </Wide>
        <Wide>
          <RhfTextField
            control={control}
            name="stripePubKey"
            label={t('siteSettings.stripePubKey')}
            testId="settings-stripePubKey"
            disabled={locked}
            inputProps={{ spellCheck: false }}
          />
        </Wide>
        <Wide>
          <SecretField
            control={control}
            name="stripeSecretKey"
            label={t('siteSettings.stripeSecretKey')}
            testId="settings-stripeSecretKey"
            isSet={settings.hasStripeSecretKey}
            setText={t('siteSettings.secretKeySet')}
            notSetText={t('siteSettings.secretKeyNotSet')}
            hint={locked ? undefined : t('siteSettings.secretKeyHint')}
            disabled={locked}
            removal={{
              pending: removing,
              onRemove: () => setRemoval(true),
              onUndo: () => setRemoval(false),
              pendingText: t('siteSettings.secretKeyWillBeRemoved'),
              label: t('siteSettings.secretKeyRemove'),
            }}
          />
        </Wide>
      </FieldGrid>
    </SettingsPanel>
  );
}
