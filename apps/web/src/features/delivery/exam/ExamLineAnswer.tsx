import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypedAnswerProps } from './examAnswer';
import { blockClipboard } from './examClipboard';

/** Long enough for any accepted answer or number with its unit; the server takes up to 20,000 characters. */
const MAX_LENGTH = 500;

/**
 * The one-line answer of a short-answer or a numerical question (issue 22). A number is typed in a text
 * field with inputMode "decimal", so that a phone shows its number pad while "3,5", "-2" or "9.81 m/s²"
 * stay as typed (the server reads them). Paste, copy and cut are blocked as in a descriptive answer
 * (spec 001 §5); Enter submits.
 */
export function ExamLineAnswer({
  value,
  disabled,
  onChange,
  onSubmit,
  numeric,
}: TypedAnswerProps & { numeric: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const label = t(numeric ? 'examTypes.numberLabel' : 'exam.answerLabel');
  return (
    <FormControl fullWidth disabled={disabled} variant="outlined" sx={{ maxWidth: numeric ? 360 : undefined }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        sx={{ bgcolor: 'background.paper', fontSize: '1.0625rem' }}
        inputProps={{
          'data-testid': numeric ? 'exam-answer-number' : 'exam-answer-line',
          'aria-describedby': `${id}-hint`,
          inputMode: numeric ? 'decimal' : 'text',
          spellCheck: false,
          autoCapitalize: 'off',
          maxLength: MAX_LENGTH,
          ...blockClipboard,
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSubmit();
            }
          },
        }}
      />
      <FormHelperText id={`${id}-hint`}>{t('examTypes.lineHint')}</FormHelperText>
    </FormControl>
  );
}
