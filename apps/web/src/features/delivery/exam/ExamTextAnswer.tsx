import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { blockClipboard } from './examClipboard';

interface ExamTextAnswerProps {
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
  onSubmit: () => void;
}

/**
 * The descriptive answer: paste, copy, cut and dropping text are blocked (spec 001 §5), and it says so.
 * Built from FormControl and OutlinedInput rather than TextField, which would bring MUI's Select (and
 * its menu) into this screen's bundle.
 */
export function ExamTextAnswer({ value, disabled, onChange, onSubmit }: ExamTextAnswerProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = t('exam.answerLabel');
  return (
    <FormControl fullWidth disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={5}
        maxRows={16}
        sx={{ bgcolor: 'background.paper' }}
        inputProps={{
          'data-testid': 'exam-answer-text',
          'aria-describedby': `${id}-hint`,
          maxLength: 20_000,
          ...blockClipboard,
          onKeyDown: (event: KeyboardEvent) => {
            // Enter makes a new line in an answer; Ctrl+Enter (⌘+Enter) submits it.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              onSubmit();
            }
          },
        }}
      />
      <FormHelperText id={`${id}-hint`}>{t('exam.noPasteHint')}</FormHelperText>
    </FormControl>
  );
}
