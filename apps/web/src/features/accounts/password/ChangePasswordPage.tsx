import { changePasswordForm } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockReset } from '@mui/icons-material';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpoints } from '../../../api/endpoints';
import { useNotify } from '../../../lib/Notifier';
import { SETTINGS_QUERY_KEY } from '../../../lib/settings';
import { useApiError } from '../../../lib/useApiError';
import { session } from '../../../session/session';
import { PasswordForm } from './PasswordForm';

/**
 * Change password (spec 000 §5): new and confirm, at least 8 characters, must match. The server ends every
 * session of the user, so a success leads to SignIn. Demo users get demoOperationNotAllowed.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const onError = useApiError();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onChange',
  });

  const change = useMutation({
    mutationFn: (password: string) => endpoints.changePassword(password),
    onSuccess: (result) => {
      notify({ key: String(result.responseMsg || 'passwordChanged') });
      session.clear();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SETTINGS_QUERY_KEY[0] });
      navigate('/signIn', { replace: true });
    },
    onError,
  });

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              flexShrink: 0,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(21,101,192,0.08)',
              color: 'primary.main',
            }}
          >
            <LockReset />
          </Box>
          <Typography variant="h5" component="h1">
            {t('pages.password')}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('common.changePasswordHint')}
        </Typography>
        <PasswordForm
          form={form}
          label={t('pages.password')}
          testIdPrefix="change"
          submitLabel={t('common.changePasswordSubmit')}
          busy={change.isPending}
          onSubmit={(password) => change.mutate(password)}
        />
      </Paper>
    </Box>
  );
}
