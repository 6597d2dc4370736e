import { isErrorCode, LOCALE_TAG, type CheckoutSession } from '@assessly/shared';
import { LockOutlined, Payment } from '@mui/icons-material';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedLocale } from '../../../i18n';
import { useNotify } from '../../../lib/Notifier';
import { useSiteSettings } from '../../../lib/settings';
import { CHECKOUT_REGISTRATION_PATH, checkoutApi, formatPrice, submitCheckoutForm } from '../../billing';

/** What the registration knows of the payment it came back from (?session_id=). */
export type PaymentStatus = 'checking' | 'paid' | 'unpaid' | 'invalid';

/** The session's state as the server reads it from Stripe (GET /checkout-session). */
export function useCheckoutSession(sessionId: string | null) {
  const query = useQuery({
    queryKey: ['checkoutSession', sessionId],
    queryFn: () => checkoutApi.session(sessionId ?? ''),
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: 30_000,
  });
  const status: PaymentStatus = query.isPending
    ? 'checking'
    : query.isError
      ? 'invalid'
      : query.data.paymentStatus === 'paid'
        ? 'paid'
        : 'unpaid';
  return { status, session: query.data as CheckoutSession | undefined };
}

/** A refused checkout form post comes back as /signIn?checkout_error=<code>: say it once. */
export function useCheckoutError(code: string | null) {
  const notify = useNotify();
  useEffect(() => {
    if (code && isErrorCode(code)) notify({ key: code, long: true, severity: 'warning' });
  }, [code, notify]);
}

/** The payment's state above the registration form. */
export function PaymentNotice({
  status,
  session,
  onChoosePlan,
}: {
  status: PaymentStatus;
  session: CheckoutSession | undefined;
  onChoosePlan: () => void;
}) {
  const { t } = useTranslation();
  const { data: settings } = useSiteSettings();
  if (status === 'checking') {
    return (
      <Alert severity="info" icon={<CircularProgress size={20} />} sx={{ mb: 2.5 }} data-testid="payment-checking">
        {t('checkout.paymentChecking')}
      </Alert>
    );
  }
  if (status === 'paid') {
    const amount =
      session?.amountTotal != null
        ? formatPrice(
            session.amountTotal / 100,
            settings?.currency,
            LOCALE_TAG[storedLocale()],
            settings?.currencySymbol,
          )
        : null;
    return (
      <Alert severity="success" sx={{ mb: 2.5 }} data-testid="payment-received">
        {amount ? t('checkout.paymentReceivedAmount', { amount }) : t('checkout.paymentReceived')}
      </Alert>
    );
  }
  return (
    <Alert
      severity={status === 'unpaid' ? 'warning' : 'error'}
      sx={{ mb: 2.5 }}
      data-testid={status === 'unpaid' ? 'payment-unpaid' : 'payment-invalid'}
      action={
        <Button color="inherit" size="small" onClick={onChoosePlan}>
          {t('checkout.seePlans')}
        </Button>
      }
    >
      {status === 'unpaid' ? t('checkout.paymentNotCompleted') : t('checkout.paymentInvalid')}
    </Alert>
  );
}

/** The site charges for registration (Payment settings) and nothing else pays for it: pay first. */
export function RegistrationFee({ price, onChoosePlan }: { price: number; onChoosePlan: () => void }) {
  const { t } = useTranslation();
  const { data: settings } = useSiteSettings();
  const [busy, setBusy] = useState(false);
  // Back from the payment page, the browser may restore the page as it was: no spinner left behind.
  useEffect(() => {
    const reset = () => setBusy(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  const formatted = formatPrice(price, settings?.currency, LOCALE_TAG[storedLocale()], settings?.currencySymbol);
  return (
    <Box data-testid="registration-fee">
      <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 2.5 }}>
        <AlertTitle>{t('checkout.registrationFeeTitle')}</AlertTitle>
        {t('checkout.registrationFee', { price: formatted })}
      </Alert>
      <Stack spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          startIcon={<Payment />}
          loading={busy}
          onClick={() => {
            setBusy(true);
            submitCheckoutForm(CHECKOUT_REGISTRATION_PATH);
          }}
          data-testid="pay-registration"
        >
          {t('checkout.payToRegister')}
        </Button>
        <Button variant="text" fullWidth onClick={onChoosePlan} data-testid="registration-free-plan">
          {t('checkout.orFreePlan')}
        </Button>
      </Stack>
    </Box>
  );
}
