import { registrationForm, type LoginResponse } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../api/endpoints';
import { useNotify } from '../../app/Notifier';
import { session } from '../../session/session';
import { completeSignIn, signOutQuietly } from '../../session/signIn';
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

interface Props {
  defaultEmail: string;
  /** The referring admin (?ad=). */
  addedBy: number | null;
  onBack: (email: string) => void;
  onSignedIn: (result: LoginResponse) => void;
}

/** Candidate registration (spec 000 §4): on success the candidate is signed in at once. */
export function RegisterPanel({ defaultEmail, addedBy, onBack, onSignedIn }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const fail = usePublicFailure();
  const billingPlanId = positiveInt(sessionStorage.getItem(CHOSEN_PLAN_KEY));
  const form = useForm({
    resolver: zodResolver(registrationForm),
    defaultValues: { fullName: '', email: defaultEmail, password: '' },
    mode: 'onTouched',
  });

  const register = useMutation({
    mutationFn: async (values: { fullName: string; email: string; password: string }) => {
      if (session.token()) await signOutQuietly();
      const result = await endpoints.register({
        ...values,
        billingPlanId,
        addedBy,
        stripeSessionId: sessionStorage.getItem(STRIPE_SESSION_KEY),
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
    onError: fail,
  });

  return (
    <Box>
      <PanelHeading
        title={t('signIn.registerTitle')}
        subtitle={t('signIn.registerHint')}
        onBack={() => onBack(form.getValues('email'))}
      />
      {(billingPlanId || addedBy) && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {addedBy ? t('signIn.referredBy') : t('signIn.planChosen')}
        </Alert>
      )}
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
    </Box>
  );
}
