import { Visibility, VisibilityOff } from '@mui/icons-material';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  testId: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Called after the value changed, e.g. to re-check a dependent field. */
  onValueChange?: (value: string) => void;
  endAdornment?: React.ReactNode;
  /** Helper text shown while the field has no error. */
  hint?: string;
}

/**
 * A labelled text field bound to react-hook-form. Its error is a message key of the shared zod
 * schemas, shown translated (spec 000 §5).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  testId,
  type = 'text',
  autoComplete,
  autoFocus,
  onValueChange,
  endAdornment,
  hint,
}: FieldProps<T>) {
  const { t } = useTranslation();
  const id = `${useId()}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          label={label}
          type={type}
          fullWidth
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => {
            field.onChange(e.target.value);
            onValueChange?.(e.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(`messages.${fieldState.error.message}`) : hint}
          slotProps={{
            input: endAdornment ? { endAdornment } : undefined,
            htmlInput: { 'data-testid': testId },
          }}
        />
      )}
    />
  );
}

/** A password field with a show / hide toggle. */
export function PasswordField<T extends FieldValues>(props: Omit<FieldProps<T>, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? t('signIn.hidePassword') : t('signIn.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(e) => e.preventDefault()}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
