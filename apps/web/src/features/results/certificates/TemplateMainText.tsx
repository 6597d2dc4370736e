import { CERTIFICATE_PLACEHOLDERS } from '@assessly/shared';
import { Box, Chip, TextField, Tooltip, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { Controller, type Control, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/FormFields';
import { insertAtSelection, placeholderToken, type TemplateFormValues } from './certificateTemplateForm';

interface Props {
  control: Control<TemplateFormValues, any, any>;
  getValues: UseFormGetValues<TemplateFormValues>;
  setValue: UseFormSetValue<TemplateFormValues>;
  disabled?: boolean;
}

/**
 * The template's main text (multiline) with the placeholders under it as chips: a click puts the
 * placeholder where the cursor was (or at the end before the field was used). Test ids:
 * `template-main-text` (the textarea) and `template-placeholder-<name>`.
 */
export function TemplateMainText({ control, getValues, setValue, disabled }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // Where the last chip put the cursor, until the field shows it (a second quick click goes after the first).
  const pendingCaret = useRef<number | null>(null);

  const insert = (token: string) => {
    const element = textarea.current;
    const current = getValues('mainText') ?? '';
    // A textarea keeps its selection when a chip takes the focus; one never touched has it at the end.
    const start = pendingCaret.current ?? element?.selectionStart;
    const end = pendingCaret.current ?? element?.selectionEnd;
    const { text, caret } = insertAtSelection(current, start, end, token);
    setValue('mainText', text, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
    pendingCaret.current = caret;
    // After React has written the new value (which moves the cursor to the end): the cursor goes just
    // after the placeholder.
    requestAnimationFrame(() => {
      if (pendingCaret.current !== caret) return;
      pendingCaret.current = null;
      textarea.current?.focus();
      textarea.current?.setSelectionRange(caret, caret);
    });
  };

  return (
    <Box>
      <Controller
        control={control}
        name="mainText"
        render={({ field, fieldState }) => (
          <TextField
            id={`${id}-main`}
            label={t('certificates.mainText')}
            required
            fullWidth
            multiline
            minRows={4}
            maxRows={12}
            disabled={disabled}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={(element: HTMLTextAreaElement | null) => {
              textarea.current = element;
              field.ref(element);
            }}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error?.message) ?? t('certificates.mainTextHint')}
            slotProps={{ htmlInput: { 'data-testid': 'template-main-text', maxLength: 5000 } }}
          />
        )}
      />
      <Typography id={`${id}-chips`} variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 1 }}>
        {t('certificates.placeholdersHelp')}
      </Typography>
      <Box role="group" aria-labelledby={`${id}-chips`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {CERTIFICATE_PLACEHOLDERS.map((name) => {
          const token = placeholderToken(name);
          const meaning = t(`certificates.placeholders.${name}`);
          return (
            <Tooltip key={name} title={meaning}>
              <Chip
                label={token}
                size="small"
                variant="outlined"
                color="primary"
                clickable
                disabled={disabled}
                onClick={() => insert(token)}
                aria-label={t('certificates.insertPlaceholder', { token, meaning })}
                data-testid={`template-placeholder-${name}`}
                sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
              />
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
}
