import { forgotPasswordForm } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from '@mui/icons-material';
import { Box, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../api/endpoints';
import { useNotify } from '../../../lib/Notifier';
import { FormTextField } from './fields';
import { PanelHeading } from './PanelHeading';
import { usePublicFailure } from './usePublicFailure';

interface Props {
  defaultEmail: string;
  onBack: (email: string) => void;
}

/**
 * Forgot password: first checks that an account exists (202 noUserForEmail otherwise), then asks the server
 * to mail a single-use reset link (pleaseCheckyouremail, or a refusal such as emailSettingsNotDoneYet).
 */
export function ForgotPasswordPanel({ defaultEmail, onBack }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const fail = usePublicFailure();
  const form = useForm({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  });

  const send = useMutation({
    mutationFn: async (email: string) => {
      await endpoints.forgotLookup(email);
      return endpoints.sendPasswordMail(email);
    },
    onSuccess: (result, email) => {
      notify({ key: String(result.responseMsg || 'pleaseCheckyouremail') });
      onBack(email);
    },
    onError: fail,
  });

  return (
    <Box>
      <PanelHeading
        title={t('signIn.forgotTitle')}
        subtitle={t('signIn.forgotHint')}
        onBack={() => onBack(form.getValues('email'))}
      />
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={form.handleSubmit((values) => send.mutate(values.email))}
        aria-label={t('signIn.forgotTitle')}
      >
        <FormTextField
          control={form.control}
          name="email"
          label={t('common.email')}
          type="email"
          autoComplete="email"
          autoFocus
          testId="forgot-email"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          endIcon={<Send />}
          loading={send.isPending}
          loadingPosition="end"
          data-testid="forgot-submit"
        >
          {t('signIn.sendPassword')}
        </Button>
      </Stack>
    </Box>
  );
}
