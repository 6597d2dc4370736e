import { TextField } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorText } from '../../components/FormFields';

interface Props<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  testId: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * A calendar date (YYYY-MM-DD, the browser's date picker) bound to react-hook-form. The label always sits
 * above the field: the browser draws its own "dd/mm/yyyy" placeholder, which a resting label would cover.
 */
export function RhfDateField<T extends FieldValues>({ control, name, label, testId, hint, disabled }: Props<T>) {
  const errorText = useErrorText();
  const id = `${useId()}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          type="date"
          label={label}
          fullWidth
          disabled={disabled}
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message) ?? hint}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId, max: '9999-12-31' } }}
        />
      )}
    />
  );
}
