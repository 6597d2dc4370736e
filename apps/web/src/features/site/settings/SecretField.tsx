import { CheckCircleOutlined, RemoveCircleOutlined, Visibility, VisibilityOff } from '@mui/icons-material';
import { Box, Button, Chip, IconButton, InputAdornment, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textFieldBinding, useErrorText } from '../../../components/FormFields';

interface Props<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  testId: string;
  /** Whether the server holds a value (never the value itself). */
  isSet: boolean;
  setText: string;
  notSetText: string;
  hint?: string;
  disabled?: boolean;
  /** Remove action (payment secret key): the removal happens when the panel is saved. */
  removal?: { pending: boolean; onRemove: () => void; onUndo: () => void; pendingText: string; label: string };
}

/**
 * A write-only secret: never prefilled; a chip says whether one is stored. Typing replaces it on save,
 * leaving it empty keeps it. Test ids: `<testId>` (the input), `<testId>-status`, `<testId>-remove`,
 * `<testId>-undo`.
 */
export function SecretField<T extends FieldValues>(props: Props<T>) {
  const { control, name, label, testId, isSet, setText, notSetText, hint, disabled, removal } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [shown, setShown] = useState(false);
  const removing = Boolean(removal?.pending);
  return (
    <Box>
      <Controller
        control={control}
        name={name}
        render={(bound) => (
          <TextField
            id={`${id}-input`}
            label={label}
            type={shown ? 'text' : 'password'}
            fullWidth
            disabled={disabled || removing}
            {...textFieldBinding(bound, errorText, removing ? undefined : hint)}
            slotProps={{
              htmlInput: { 'data-testid': testId, autoComplete: 'new-password', spellCheck: false },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      onClick={() => setShown((v) => !v)}
                      aria-label={shown ? t('siteSettings.hidePassword') : t('siteSettings.showPassword')}
                      aria-pressed={shown}
                      disabled={disabled || removing}
                    >
                      {shown ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Chip
          size="small"
          variant="outlined"
          color={isSet && !removing ? 'success' : 'default'}
          icon={isSet && !removing ? <CheckCircleOutlined /> : <RemoveCircleOutlined />}
          label={removing ? removal?.pendingText : isSet ? setText : notSetText}
          data-testid={`${testId}-status`}
        />
        {removal && isSet && !removing && (
          <Button
            size="small"
            color="error"
            onClick={removal.onRemove}
            disabled={disabled}
            data-testid={`${testId}-remove`}
          >
            {removal.label}
          </Button>
        )}
        {removal && removing && (
          <Button size="small" onClick={removal.onUndo} data-testid={`${testId}-undo`}>
            {t('siteSettings.undo')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
