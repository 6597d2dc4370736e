import { AI_TEXT_MAX } from '@assessly/shared';
import { Box, TextField } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface Props<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  placeholder?: string;
  testId: string;
  /** While generating: the text stays readable (a disabled field's grey fails the contrast rule). */
  readOnly?: boolean;
  /** For a window that disables all its fields while generating (it keeps the helper text readable). */
  disabled?: boolean;
  autoFocus?: boolean;
  /** False for an optional extra instruction (the AI question window's); required by default. */
  required?: boolean;
  minRows?: number;
}

/**
 * The instruction an admin gives the AI (at most AI_TEXT_MAX = 250 characters: max250characters), with a
 * counter that stays in view beside the hint or the error.
 * Test ids: `testId` on the textarea, `${testId}-count` on the counter, `${testId}-error` on the error.
 */
export function AiInstructionField<T extends FieldValues>(props: Props<T>) {
  const { control, name, label, hint, placeholder, testId, readOnly, disabled, autoFocus } = props;
  const { required = true, minRows = 3 } = props;
  const { t } = useTranslation();
  const id = `${useId()}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = String(field.value ?? '');
        const error = fieldState.error?.message;
        const over = value.length > AI_TEXT_MAX;
        return (
          <TextField
            id={id}
            label={label}
            placeholder={placeholder}
            name={field.name}
            value={value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(error)}
            required={required}
            disabled={disabled}
            fullWidth
            multiline
            minRows={minRows}
            maxRows={8}
            autoFocus={autoFocus}
            helperText={
              <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
                {error ? (
                  <span data-testid={`${testId}-error`}>{t(`messages.${error}`, { defaultValue: error })}</span>
                ) : (
                  <span>{hint}</span>
                )}
                <Box
                  component="span"
                  data-testid={`${testId}-count`}
                  sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: over ? 'error.main' : undefined }}
                >
                  {value.length}/{AI_TEXT_MAX}
                </Box>
              </Box>
            }
            slotProps={{ htmlInput: { 'data-testid': testId, readOnly } }}
          />
        );
      }}
    />
  );
}
