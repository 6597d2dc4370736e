/**
 * Form fields bound to react-hook-form for the create / edit dialogs. Errors are message keys of the
 * shared zod schemas (or of the server's 400 issues) and show translated from the messages namespace.
 *
 * Usage:
 *   <RhfTextField control={form.control} name="quizTitle" label={t('assessments.quizTitle')} testId="quiz-title" />
 *   <RhfTextField … type="number" />  (the value stays text; the zod schema coerces it)
 *   <RhfTextField … multiline minRows={3} hint={t('…')} />
 *   <RhfTextField … type="date" />  (the label stays above the browser's own date placeholder)
 *   <RhfSelect control={…} name="quizMarkOptionId" options={[{ value: 1, label: '…' }]} testId="mark-option" />
 *   <RhfSwitch control={…} name="allowQuizSkip" label={t('…')} hint={t('…')} testId="allow-skip" />
 *   <RhfCheckbox control={…} name="inviteByEmail" label={t('…')} testId="invite" />
 * Test ids: text fields and toggles put `testId` on the <input> (as inputByTestId expects); a select puts it on
 * its clickable box (role combobox) and each option gets `${testId}-option-${value}`.
 */
import { Checkbox, FormControlLabel, FormHelperText, MenuItem, Switch, TextField, Box } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailSettingsLink } from './EmailSettingsLink';
import { wantsEmailSettingsLink } from './noMailServer';

/** What every Rhf field takes. */
export interface RhfFieldProps<T extends FieldValues> {
  // Any context and any resolver output: forms with a transforming resolver (zod) pass their control too.
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  testId: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Called after the value changed (e.g. to reset dependent fields). */
  onValueChange?: (value: unknown) => void;
}

/** The translated text of an error message key; unknown keys show as they are. */
export function useErrorText() {
  const { t } = useTranslation();
  return (key: string | undefined) => (key ? t(`messages.${key}`, { defaultValue: key }) : undefined);
}

/**
 * The props that bind a MUI TextField (text or select) to a Controller's field: value, change, blur, ref,
 * error, and the helper text (the translated error, else the hint).
 * Usage: <Controller … render={(bound) => (
 *   <TextField id={id} label={label} {...textFieldBinding(bound, errorText, hint)} />)} />
 */
export function textFieldBinding(
  { field, fieldState }: { field: ControllerRenderProps<any, any>; fieldState: ControllerFieldState },
  errorText: (key: string | undefined) => string | undefined,
  hint: ReactNode,
  onValueChange?: (value: unknown) => void,
) {
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      field.onChange(e.target.value);
      onValueChange?.(e.target.value);
    },
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: errorText(fieldState.error?.message) ?? hint,
  };
}

export type RhfTextFieldProps<T extends FieldValues> = RhfFieldProps<T> &
  Pick<TextFieldProps, 'type' | 'multiline' | 'minRows' | 'maxRows' | 'autoFocus' | 'placeholder' | 'required'> & {
    inputProps?: Record<string, unknown>;
    /** Shown at the end of the input, e.g. a unit such as 'min'. */
    endAdornment?: ReactNode;
    /**
     * Drawn after the field, with a setter that changes the value as typing does (then onValueChange runs):
     * the AI text help's dialog (AiTextField of features/ai) hands its generated text in through it.
     */
    renderAfter?: (setValue: (value: string) => void) => ReactNode;
  };

export function RhfTextField<T extends FieldValues>(props: RhfTextFieldProps<T>) {
  const {
    control,
    name,
    label,
    testId,
    hint,
    disabled,
    onValueChange,
    inputProps,
    endAdornment,
    renderAfter,
    ...rest
  } = props;
  const errorText = useErrorText();
  const id = `${useId()}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => {
        const setValue = (value: string) => {
          bound.field.onChange(value);
          onValueChange?.(value);
        };
        return (
          <>
            <TextField
              {...rest}
              id={id}
              label={label}
              fullWidth
              disabled={disabled}
              {...textFieldBinding(bound, errorText, hint, onValueChange)}
              slotProps={{
                input: endAdornment ? { endAdornment } : undefined,
                htmlInput: { 'data-testid': testId, ...inputProps },
                // The browser draws its own date placeholder, which a resting label would cover.
                inputLabel: rest.type === 'datetime-local' || rest.type === 'date' ? { shrink: true } : undefined,
              }}
            />
            {renderAfter?.(setValue)}
          </>
        );
      }}
    />
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

type SelectProps<T extends FieldValues> = RhfFieldProps<T> & { options: SelectOption[]; required?: boolean };

export function RhfSelect<T extends FieldValues>(props: SelectProps<T>) {
  const { control, name, label, testId, hint, disabled, onValueChange, options, required } = props;
  const errorText = useErrorText();
  const hasEmpty = options.some((o) => o.value === '');
  const id = `${useId()}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => (
        <TextField
          select
          id={id}
          label={label}
          fullWidth
          required={required}
          disabled={disabled}
          {...textFieldBinding(bound, errorText, hint, onValueChange)}
          slotProps={{
            // An option with the value '' (e.g. 'None') is a real choice: show it and keep the label up.
            select: { displayEmpty: hasEmpty, SelectDisplayProps: { 'data-testid': testId } as object },
            inputLabel: hasEmpty ? { shrink: true } : undefined,
          }}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value} data-testid={`${testId}-option-${o.value}`}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

type ToggleProps<T extends FieldValues> = RhfFieldProps<T> & { kind?: 'switch' | 'checkbox' };

/** A boolean flag as a switch (or checkbox) with its label and a short helper text under it. */
function RhfToggle<T extends FieldValues>(props: ToggleProps<T>) {
  const { control, name, label, testId, hint, disabled, onValueChange, kind = 'switch' } = props;
  const errorText = useErrorText();
  const hintId = `${useId()}-hint`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const input = {
          checked: Boolean(field.value),
          onChange: (_: unknown, checked: boolean) => {
            field.onChange(checked);
            onValueChange?.(checked);
          },
          onBlur: field.onBlur,
          inputRef: field.ref,
          disabled,
          slotProps: {
            input: { 'data-testid': testId, 'aria-describedby': hint || fieldState.error ? hintId : undefined },
          },
        };
        const message = errorText(fieldState.error?.message) ?? hint;
        // "Email settings not done yet" (e.g. inviting by e-mail) links an admin to the Email panel (issue 20).
        const settingsLink = fieldState.error?.message ? wantsEmailSettingsLink(fieldState.error.message) : false;
        return (
          <Box>
            <FormControlLabel
              control={kind === 'switch' ? <Switch {...(input as object)} /> : <Checkbox {...(input as object)} />}
              label={label}
              sx={{ mr: 0 }}
            />
            {message && (
              <FormHelperText
                id={hintId}
                error={Boolean(fieldState.error)}
                sx={{ mt: -0.5, ml: kind === 'switch' ? 6.5 : 4 }}
              >
                {message}
                {settingsLink && (
                  <>
                    {' '}
                    <EmailSettingsLink />
                  </>
                )}
              </FormHelperText>
            )}
          </Box>
        );
      }}
    />
  );
}

export const RhfSwitch = <T extends FieldValues>(props: RhfFieldProps<T>) => <RhfToggle {...props} kind="switch" />;
export const RhfCheckbox = <T extends FieldValues>(props: RhfFieldProps<T>) => <RhfToggle {...props} kind="checkbox" />;
