import { registrationForm, type CheckoutSession, type LoginResponse } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';
import { useNotify } from '../../../lib/Notifier';
import { useSiteSettings } from '../../../lib/settings';
import { session } from '../../../session/session';
import { completeSignIn, signOutQuietly } from '../../../session/signIn';
import { PaymentNotice, RegistrationFee, type PaymentStatus } from './checkoutReturn';
import { FormTextField, PasswordField } from './fields';
import { PanelHeading } from './PanelHeading';
import { usePublicFailure } from './usePublicFailure';

/** Set by the landing page's plan cards when a visitor chooses a plan. */
export const CHOSEN_PLAN_KEY = 'chosenBillingPlanId';
/** The payment checkout session (?session_id=) kept for the registration call. */
export const STRIPE_SESSION_KEY = 'stripeSessionId';

const positiveInt = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Refusals after which the kept checkout session can never register anyone: it is dropped. */
const SPENT_SESSION = ['checkoutSessionUsed', 'pleasePayFirst', 'paymentAmountMismatch'];

interface Props {
  defaultEmail: string;
  /** The referring admin (?ad=). */
  addedBy: number | null;
  /** The checkout session the visitor came back with (?session_id=), and its state. */
  payment: { sessionId: string; status: PaymentStatus; session: CheckoutSession | undefined } | null;
  onBack: (email: string) => void;
  onSignedIn: (result: LoginResponse) => void;
  /** To the landing page's plans. */
  onChoosePlan: () => void;
}

/**
 * Candidate registration (spec 000 §4): allowed with a paid checkout session (its plan is the one bought),
 * a referral or a free plan; on a site that charges for registration, paying comes first. On success
 * the candidate is signed in at once.
 */
export function RegisterPanel({ defaultEmail, addedBy, payment, onBack, onSignedIn, onChoosePlan }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const fail = usePublicFailure();
  const { data: settings } = useSiteSettings();
  // With a payment the plan is the one its session was bought for: a plan chosen earlier does not count.
  const billingPlanId = payment ? null : positiveInt(sessionStorage.getItem(CHOSEN_PLAN_KEY));
  const form = useForm({
    resolver: zodResolver(registrationForm),
    defaultValues: { fullName: '', email: defaultEmail, password: '' },
    mode: 'onTouched',
  });
  // The payer's address as a start, when the visitor has not typed one.
  const payerEmail = payment?.session?.customerDetails?.email;
  useEffect(() => {
    if (payerEmail && !form.getValues('email')) form.setValue('email', payerEmail);
  }, [form, payerEmail]);
  const feeDue =
    !payment &&
    !billingPlanId &&
    !addedBy &&
    Boolean(settings?.paidRegistration) &&
    (settings?.registrationPrice ?? 0) > 0;

  const register = useMutation({
    mutationFn: async (values: { fullName: string; email: string; password: string }) => {
      if (session.token()) await signOutQuietly();
      const result = await endpoints.register({
        ...values,
        billingPlanId,
        addedBy,
        stripeSessionId: payment?.sessionId ?? null,
      });
      await completeSignIn(result);
      return result;
    },
    onSuccess: (result) => {
      sessionStorage.removeItem(CHOSEN_PLAN_KEY);
      sessionStorage.removeItem(STRIPE_SESSION_KEY);
      notify({ key: 'registrationSuccess' });
      onSignedIn(result);
    },
    onError: (error) => {
      if (error instanceof ApiRefusal && SPENT_SESSION.includes(error.code))
        sessionStorage.removeItem(STRIPE_SESSION_KEY);
      fail(error);
    },
  });

  return (
    <Box>
      <PanelHeading
        title={t('signIn.registerTitle')}
        subtitle={
          payment ? t('checkout.registerPaidHint') : feeDue ? t('checkout.registerFeeHint') : t('signIn.registerHint')
        }
        onBack={() => onBack(form.getValues('email'))}
      />
      {payment && <PaymentNotice status={payment.status} session={payment.session} onChoosePlan={onChoosePlan} />}
      {!payment && (billingPlanId || addedBy) && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {addedBy ? t('signIn.referredBy') : t('signIn.planChosen')}
        </Alert>
      )}
      {feeDue ? (
        <RegistrationFee price={settings?.registrationPrice ?? 0} onChoosePlan={onChoosePlan} />
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2.25}
          onSubmit={form.handleSubmit((values) => register.mutate(values))}
          aria-label={t('signIn.registerTitle')}
        >
          <FormTextField
            control={form.control}
            name="fullName"
            label={t('common.fullName')}
            autoComplete="name"
            autoFocus
            testId="register-name"
          />
          <FormTextField
            control={form.control}
            name="email"
            label={t('common.email')}
            type="email"
            autoComplete="email"
            testId="register-email"
          />
          <PasswordField
            control={form.control}
            name="password"
            label={t('common.password')}
            autoComplete="new-password"
            testId="register-password"
            hint={t('signIn.passwordHint')}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={register.isPending}
            data-testid="register-submit"
          >
            {t('signIn.registerSubmit')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
