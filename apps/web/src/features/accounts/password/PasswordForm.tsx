import { Box, Button, Stack } from '@mui/material';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../signIn/fields';

/** What every new-password form holds (the reset form adds the mailed token). */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface PasswordFormProps<T extends NewPasswordValues> {
  form: UseFormReturn<T>;
  /** The form's accessible name. */
  label: string;
  /** Test ids `${testIdPrefix}-password`, `-confirm` and `-submit`. */
  testIdPrefix: string;
  submitLabel: string;
  busy: boolean;
  /** Submitting is off whatever the fields hold (e.g. the reset link is known to be invalid). */
  disabled?: boolean;
  autoFocus?: boolean;
  /** The button spans the narrow panel of the sign-in pages; in the shell it keeps its own width. */
  fullWidthSubmit?: boolean;
  onSubmit: (password: string) => void;
}

/**
 * The new password and its confirmation with the submit button, as change password and reset password
 * show them (spec 000 §5: at least 8 characters, both the same). The page owns the form, its schema and
 * what a submit does.
 */
export function PasswordForm<T extends NewPasswordValues>(props: PasswordFormProps<T>) {
  const { form, label, testIdPrefix, submitLabel, busy, disabled, autoFocus, fullWidthSubmit, onSubmit } = props;
  const { t } = useTranslation();
  const password = 'password' as FieldPath<T>;
  const confirmPassword = 'confirmPassword' as FieldPath<T>;
  // A new password re-checks a confirmation already typed, so that "not the same" comes and goes at once.
  const recheckConfirm = () => {
    if (form.getFieldState(confirmPassword).isDirty) void form.trigger(confirmPassword);
  };
  const submit = (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth={fullWidthSubmit}
      disabled={!form.formState.isValid || Boolean(disabled)}
      loading={busy}
      data-testid={`${testIdPrefix}-submit`}
    >
      {submitLabel}
    </Button>
  );
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.25}
      onSubmit={form.handleSubmit((values) => onSubmit(values.password))}
      aria-label={label}
    >
      <PasswordField
        control={form.control}
        name={password}
        label={t('common.newPassword')}
        autoComplete="new-password"
        autoFocus={autoFocus}
        testId={`${testIdPrefix}-password`}
        hint={t('signIn.passwordHint')}
        onValueChange={recheckConfirm}
      />
      <PasswordField
        control={form.control}
        name={confirmPassword}
        label={t('common.confirmPassword')}
        autoComplete="new-password"
        testId={`${testIdPrefix}-confirm`}
      />
      {fullWidthSubmit ? submit : <Box>{submit}</Box>}
    </Stack>
  );
}
