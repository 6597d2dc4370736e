import { Box, TextField } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textFieldBinding, useErrorText } from '../../../components/FormFields';
import { DEFAULT_BACKGROUND_COLOR, type TemplateFormValues } from './certificateTemplateForm';

interface FieldProps {
  control: Control<TemplateFormValues, any, any>;
  disabled?: boolean;
}

/** The publish date (a calendar date; the server keeps its first 10 characters). */
export function TemplatePublishDate({ control, disabled }: FieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  return (
    <Controller
      control={control}
      name="publishDate"
      render={(bound) => (
        <TextField
          id={id}
          type="date"
          label={t('certificates.publishDate')}
          fullWidth
          disabled={disabled}
          {...textFieldBinding(bound, errorText, t('certificates.publishDateHint'))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'template-publish-date' } }}
        />
      )}
    />
  );
}

/** The background colour: a colour picker next to its #RRGGBB text, either one edits it (default white). */
export function TemplateBackgroundColor({ control, disabled }: FieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  return (
    <Controller
      control={control}
      name="backgroundColor"
      render={(bound) => {
        const { field } = bound;
        const value = field.value ?? DEFAULT_BACKGROUND_COLOR;
        const valid = /^#[0-9a-f]{6}$/i.test(value);
        return (
          <TextField
            id={id}
            label={t('certificates.backgroundColor')}
            fullWidth
            disabled={disabled}
            {...textFieldBinding(bound, errorText, t('certificates.backgroundColorHint'))}
            value={value}
            slotProps={{
              htmlInput: { 'data-testid': 'template-background-color', maxLength: 7, spellCheck: false },
              input: {
                startAdornment: (
                  <Box
                    component="input"
                    type="color"
                    value={valid ? value.toLowerCase() : '#ffffff'}
                    disabled={disabled}
                    onChange={(event) => field.onChange((event.target as HTMLInputElement).value.toUpperCase())}
                    aria-label={t('certificates.pickColor')}
                    data-testid="template-background-picker"
                    sx={{
                      width: 36,
                      height: 28,
                      p: 0,
                      mr: 1,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      bgcolor: 'transparent',
                      cursor: 'pointer',
                      flexShrink: 0,
                    }}
                  />
                ),
              },
            }}
          />
        );
      }}
    />
  );
}
