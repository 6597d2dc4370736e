import { HEX_COLOR } from '@assessly/shared';
import { Check } from '@mui/icons-material';
import { Box, ButtonBase, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/FormFields';

interface Props<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  /** Ready-made choices (spec 000 §9 palettes); the custom input is always there. */
  palette?: readonly string[];
  /** What the colour is used for, under the label. */
  hint?: string;
  disabled?: boolean;
}

/** A tick that stays visible on light and dark swatches. */
const tickColor = (hex: string) => (getContrastRatio(hex, '#fff') >= 3 ? '#fff' : '#000');

/**
 * A colour: optional palette swatches (a radio group) and a custom #RRGGBB text input with the
 * browser's colour picker beside it. Test ids: `color-<name>` (the text input), `color-<name>-picker`,
 * `color-<name>-swatch-<RRGGBB>`.
 */
export function ColorField<T extends FieldValues>({ control, name, label, palette, hint, disabled }: Props<T>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = String(field.value ?? '');
        const valid = HEX_COLOR.test(value);
        const set = (color: string) => field.onChange(color.toUpperCase());
        return (
          <Box>
            {palette && (
              <Typography id={`${id}-label`} variant="subtitle2" component="h3" sx={{ mb: hint ? 0 : 1 }}>
                {label}
              </Typography>
            )}
            {palette && hint && (
              <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {hint}
              </Typography>
            )}
            {palette && (
              <Box
                role="radiogroup"
                aria-labelledby={`${id}-label`}
                aria-describedby={hint ? `${id}-hint` : undefined}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
              >
                {palette.map((color) => {
                  const selected = value.toUpperCase() === color.toUpperCase();
                  return (
                    <Tooltip key={color} title={color}>
                      <ButtonBase
                        role="radio"
                        aria-checked={selected}
                        aria-label={t('siteSettings.swatch', { name: label, color })}
                        disabled={disabled}
                        onClick={() => set(color)}
                        data-testid={`color-${name}-swatch-${color.slice(1)}`}
                        sx={{
                          width: 40,
                          height: 40,
                          borderRadius: '50%',
                          bgcolor: color,
                          border: 2,
                          borderColor: selected ? 'primary.main' : 'divider',
                          boxShadow: selected ? (theme) => `0 0 0 2px ${theme.palette.background.paper} inset` : 'none',
                        }}
                      >
                        {selected && <Check fontSize="small" sx={{ color: tickColor(color) }} />}
                      </ButtonBase>
                    </Tooltip>
                  );
                })}
              </Box>
            )}
            <TextField
              id={`${id}-input`}
              label={palette ? t('siteSettings.customColor') : label}
              size="small"
              value={value}
              disabled={disabled}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error?.message) ?? (palette ? undefined : hint)}
              sx={{ maxWidth: 220 }}
              slotProps={{
                htmlInput: {
                  'data-testid': `color-${name}`,
                  maxLength: 7,
                  spellCheck: false,
                  // Several "Custom colour" inputs: the name says which colour (the visible label comes first).
                  'aria-label': palette ? `${t('siteSettings.customColor')} (${label})` : undefined,
                },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Box
                        component="input"
                        type="color"
                        value={valid ? value.toLowerCase() : '#000000'}
                        disabled={disabled}
                        onChange={(event: React.ChangeEvent<HTMLInputElement>) => set(event.target.value)}
                        aria-label={t('siteSettings.pickColor', { name: label })}
                        data-testid={`color-${name}-picker`}
                        sx={{
                          width: 28,
                          height: 28,
                          p: 0,
                          border: 1,
                          borderColor: 'divider',
                          borderRadius: 1,
                          bgcolor: 'transparent',
                          cursor: 'pointer',
                        }}
                      />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
        );
      }}
    />
  );
}
