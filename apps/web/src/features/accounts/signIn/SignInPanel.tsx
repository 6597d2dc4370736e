import { DEMO_ACCOUNTS, signInForm, type LoginResponse } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminPanelSettings, School } from '@mui/icons-material';
import { Alert, Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { endpoints } from '../../../api/endpoints';
import { useDismissNotice, useNotify } from '../../../lib/Notifier';
import { useSiteSettings } from '../../../lib/settings';
import { session } from '../../../session/session';
import { completeSignIn, signOutQuietly } from '../../../session/signIn';
import { DemoExplained } from './DemoExplained';
import { FormTextField, PasswordField } from './fields';
import { PanelHeading } from './PanelHeading';
import { usePublicFailure } from './usePublicFailure';

interface Props {
  defaultEmail: string;
  autoFocus: boolean;
  referred: boolean;
  onForgot: (email: string) => void;
  onRegister: (email: string) => void;
  onRegisterWithPlan: () => void;
  onSignedIn: (result: LoginResponse) => void;
}

/** The seeded welcome text (spec 000 §9): while an admin has not changed it, it is shown translated. */
const DEFAULT_WELCOME = 'Hello there,Sign in to start your task!';
/** "Hello there,Sign in…" reads better with a space after the comma. */
const tidy = (text: string) => text.replace(/,(?=\p{Lu})/gu, ', ');

export function SignInPanel({
  defaultEmail,
  autoFocus,
  referred,
  onForgot,
  onRegister,
  onRegisterWithPlan,
  onSignedIn,
}: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dismissNotice = useDismissNotice();
  const fail = usePublicFailure();
  const { data: settings } = useSiteSettings();
  const signedInAs = session.user();
  // Spec 000 §5: the password's 8-character minimum is checked as the user types (signInForm).
  const form = useForm({
    resolver: zodResolver(signInForm),
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onChange',
  });

  const login = useMutation({
    mutationFn: async (values: { email: string; password: string }) => {
      // Switching accounts: the previous session is closed first (a failed login clears it anyway, §4).
      if (session.token()) await signOutQuietly();
      const result = await endpoints.login(values.email, values.password);
      if (result) {
        dismissNotice();
        await completeSignIn(result);
      }
      return result;
    },
    onSuccess: (result) => {
      if (!result) {
        // 204: wrong credentials (spec 000 §4, §8).
        session.clear();
        notify({ key: 'incorrectEmailPassword', long: true, severity: 'error' });
        return;
      }
      onSignedIn(result);
    },
    onError: fail,
  });

  const fillDemo = (account: { email: string; password: string }) => {
    const opts = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;
    form.setValue('email', account.email, opts);
    form.setValue('password', account.password, opts);
  };

  const stored = settings?.welComeMessage?.trim();
  const welcome = !stored
    ? t('signIn.subtitle')
    : stored === DEFAULT_WELCOME
      ? t('signIn.defaultWelcome')
      : tidy(stored);

  return (
    <Box>
      <PanelHeading title={t('signIn.title')} subtitle={welcome} />

      {signedInAs && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t('signIn.alreadySignedIn', { name: signedInAs.fullName })}{' '}
          <Link component={RouterLink} to="/dashboard" sx={{ fontWeight: 600 }}>
            {t('signIn.goToDashboard')}
          </Link>
        </Alert>
      )}
      {referred && (
        <Alert
          severity="info"
          sx={{ mb: 2.5 }}
          action={
            <Button
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => onRegister(form.getValues('email'))}
            >
              {t('signIn.registerSubmit')}
            </Button>
          }
        >
          {t('signIn.referredBy')}
        </Alert>
      )}

      <Stack
        component="form"
        noValidate
        spacing={2.25}
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
        aria-label={t('signIn.title')}
      >
        <FormTextField
          control={form.control}
          name="email"
          label={t('common.email')}
          type="email"
          autoComplete="username"
          autoFocus={autoFocus}
          testId="signin-email"
        />
        <Box>
          <PasswordField
            control={form.control}
            name="password"
            label={t('common.password')}
            autoComplete="current-password"
            testId="signin-password"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.75 }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => onForgot(form.getValues('email'))}
              data-testid="forgot-link"
              sx={{ fontWeight: 500 }}
            >
              {t('signIn.forgotPassword')}
            </Link>
          </Box>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={login.isPending}
          data-testid="signin-submit"
        >
          {t('signIn.signIn')}
        </Button>
      </Stack>

      <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 14 }}>{t('common.or')}</Divider>

      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.25 }}>
        {t('signIn.demoAccounts')}
      </Typography>
      {/* Each button as wide as its label: when both labels do not fit on one line (Spanish, Italian), the
          second wraps below instead of overflowing, and each then fills its line. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, '& > *': { flex: '1 1 auto', whiteSpace: 'nowrap' } }}>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<AdminPanelSettings />}
          onClick={() => fillDemo(DEMO_ACCOUNTS.admin)}
          data-testid="demo-admin"
        >
          {t('signIn.demoAdmin')}
        </Button>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<School />}
          onClick={() => fillDemo(DEMO_ACCOUNTS.candidate)}
          data-testid="demo-candidate"
        >
          {t('signIn.demoCandidate')}
        </Button>
      </Box>
      <DemoExplained />

      <Box
        sx={{
          mt: 3.5,
          pt: 3,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('signIn.noAccount')}
          </Typography>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => onRegister(form.getValues('email'))}
            data-testid="register-link"
          >
            {t('signIn.createAccount')}
          </Link>
        </Box>
        <Button variant="contained" color="secondary" onClick={onRegisterWithPlan} data-testid="register-pricing">
          {t('signIn.register')}
        </Button>
      </Box>
    </Box>
  );
}
