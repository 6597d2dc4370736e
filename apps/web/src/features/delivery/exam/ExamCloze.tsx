import { Box, Button, Typography } from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText';
import type { TypedAnswerProps } from './examAnswer';
import { blockClipboard } from './examClipboard';
import { nativeFieldSx } from './examFieldSx';
import { blanksFromWire, blanksToWire, toggleChoice, type BlankValues, type ShownBlank } from './examWire';

/** An inline field sits in the line of text, a little apart from the words around it. */
const INLINE = { mx: 0.5, my: 0.25, minHeight: 40, verticalAlign: 'middle', fontSize: 'inherit' } as const;

const submitOnEnter = (onSubmit: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    onSubmit();
  }
};

interface BlankProps {
  blank: ShownBlank;
  value: string | readonly string[];
  disabled: boolean;
  onChange: (value: string | string[]) => void;
  onSubmit: () => void;
}

/** A blank that takes several choices: its choices as checkboxes in the line, named by the blank. */
function ChoicesBlank({ blank, value, disabled, onChange }: BlankProps) {
  const { t } = useTranslation();
  const chosen = typeof value === 'string' ? [] : value;
  return (
    <Box
      component="span"
      role="group"
      aria-label={t('examTypes.blankLabel', { no: blank.no })}
      data-testid={`exam-blank-${blank.no}`}
      sx={{ ...nativeFieldSx, ...INLINE, display: 'inline-flex', flexWrap: 'wrap', columnGap: 1.5, py: 0.25 }}
    >
      {(blank.choices ?? []).map((choice) => (
        <Box component="label" key={choice.id} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <input
            type="checkbox"
            checked={chosen.includes(choice.id)}
            disabled={disabled}
            onChange={() => onChange(toggleChoice(blank, chosen, choice.id))}
            style={{ width: 20, height: 20 }}
          />
          {choice.text}
        </Box>
      ))}
    </Box>
  );
}

/** One blank: a text field, a number field (the phone's number pad) or a dropdown of its choices. */
function Blank(props: BlankProps) {
  const { blank, value, disabled, onChange, onSubmit } = props;
  const { t } = useTranslation();
  const label = t('examTypes.blankLabel', { no: blank.no });
  const testId = `exam-blank-${blank.no}`;
  const text = typeof value === 'string' ? value : '';
  if (blank.kind === 'choice' && blank.multiple) return <ChoicesBlank {...props} />;
  if (blank.kind === 'choice')
    return (
      <Box
        component="select"
        value={text}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        data-testid={testId}
        sx={{ ...nativeFieldSx, ...INLINE, maxWidth: '100%' }}
      >
        <option value="">{t('examTypes.chooseAnswer')}</option>
        {(blank.choices ?? []).map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.text}
          </option>
        ))}
      </Box>
    );
  const numeric = blank.kind === 'number';
  return (
    <Box
      component="input"
      type="text"
      value={text}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      aria-label={label}
      data-testid={testId}
      inputMode={numeric ? 'decimal' : 'text'}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={200}
      {...blockClipboard}
      onKeyDown={submitOnEnter(onSubmit)}
      sx={{ ...nativeFieldSx, ...INLINE, width: numeric ? '8ch' : '12ch', maxWidth: '100%' }}
    />
  );
}

/**
 * A cloze question (issue 22): its text (ours, or HTML) with each [[n]] replaced by a field where it stands: text and
 * number blanks are typed (paste blocked as in every typed answer), dropdown blanks chosen, a blank that
 * takes several choices ticked. Every field is named "Blank n" for a screen reader and reached with Tab;
 * Enter submits. The values are kept here as typed, and the answer (blankNo=value, examWire.ts) goes to
 * the screen on every change.
 */
export function ExamCloze({ question, value, disabled, labelledBy, onChange, onSubmit }: TypedAnswerProps) {
  const { t } = useTranslation();
  const hintId = `${useId()}-hint`;
  const blanks = question.blanks ?? [];
  const [values, setValues] = useState<BlankValues>(() => blanksFromWire(value, blanks));
  const update = (next: BlankValues) => {
    setValues(next);
    onChange(blanksToWire(next, blanks));
  };
  const filled = blanksToWire(values, blanks) !== '';
  return (
    <Box role="group" aria-labelledby={labelledBy} aria-describedby={hintId} data-testid="exam-cloze">
      <Box
        sx={{ fontSize: { xs: '1.0625rem', sm: '1.125rem' }, lineHeight: 2.4, overflowWrap: 'anywhere' }}
        data-testid="exam-question-text"
      >
        <RichText
          text={question.questionDetail}
          code={question.isCodeSnippet}
          component="span"
          slot={(no) => {
            const blank = blanks.find((b) => b.no === no);
            // A marker without its blank (never sent so by the server) reads as it was written.
            if (!blank) return `[[${no}]]`;
            return (
              <Blank
                blank={blank}
                value={values[blank.no] ?? ''}
                disabled={disabled}
                onChange={(next) => update({ ...values, [blank.no]: next })}
                onSubmit={onSubmit}
              />
            );
          }}
        />
      </Box>
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
          {t('examTypes.clozeHint')}
        </Typography>
        <Button variant="text" disabled={disabled || !filled} onClick={() => update({})} data-testid="exam-cloze-clear">
          {t('examTypes.clearBlanks')}
        </Button>
      </Box>
    </Box>
  );
}
