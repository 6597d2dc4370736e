import { resetPasswordForm } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Link } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiRefusal } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';
import { useNotify } from '../../../lib/Notifier';
import { AuthLayout } from '../signIn/AuthLayout';
import { PanelHeading } from '../signIn/PanelHeading';
import { usePublicFailure } from '../signIn/usePublicFailure';
import { PasswordForm } from './PasswordForm';

const TOKEN_MIN = 20;

/** Reset password from the mailed single-use link (/resetPassword?token=…). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const fail = usePublicFailure();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [invalidLink, setInvalidLink] = useState(token.length < TOKEN_MIN);
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { token, password: '', confirmPassword: '' },
    mode: 'onChange',
  });

  const reset = useMutation({
    mutationFn: (password: string) => endpoints.resetPassword(token, password),
    onSuccess: (result) => {
      notify({ key: String(result.responseMsg || 'passwordResetDone') });
      navigate('/signIn', { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiRefusal && error.code === 'invalidResetLink') setInvalidLink(true);
      else fail(error);
    },
  });

  return (
    <AuthLayout>
      <PanelHeading title={t('signIn.resetTitle')} subtitle={t('signIn.resetHint')} />
      {invalidLink && (
        <Alert severity="warning" sx={{ mb: 2.5 }} data-testid="reset-invalid">
          {t('messages.invalidResetLink')}
          <Box sx={{ mt: 0.5 }}>
            <Link component={RouterLink} to="/signIn" state={{ panel: 'forgot' }} sx={{ fontWeight: 600 }}>
              {t('signIn.forgotPassword')}
            </Link>
          </Box>
        </Alert>
      )}
      <PasswordForm
        form={form}
        label={t('signIn.resetTitle')}
        testIdPrefix="reset"
        submitLabel={t('signIn.resetSubmit')}
        busy={reset.isPending}
        disabled={invalidLink}
        autoFocus={!invalidLink}
        fullWidthSubmit
        onSubmit={(password) => reset.mutate(password)}
      />
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/signIn" variant="body2">
          {t('signIn.backToSignIn')}
        </Link>
      </Box>
    </AuthLayout>
  );
}
