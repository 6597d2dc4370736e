import { OPTION_LETTERS, type OptionLetter, type QuestionInput } from '@assessly/shared';
import { Box, Checkbox, FormControl, FormHelperText, FormLabel, Radio } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField, useErrorText } from '../../../components/FormFields';
import type { QuestionFormValues } from './questionForm';

interface Props {
  form: UseFormReturn<QuestionFormValues, unknown, QuestionInput>;
  /** Radio buttons or checkboxes beside the options; none for surveys. */
  correctAnswer: boolean;
  multipleAnswers: boolean;
}

const REQUIRED: readonly OptionLetter[] = ['A', 'B'];

/** The letters with `letter` switched on or off (multiple answers) or only `letter` (single answer). */
function choose(current: OptionLetter[], letter: OptionLetter, on: boolean, multiple: boolean): OptionLetter[] {
  if (!multiple) return [letter];
  const next = on ? [...current, letter] : current.filter((l) => l !== letter);
  return OPTION_LETTERS.filter((l) => next.includes(l));
}

/**
 * Options A–E of an option-based question (A and B required) with their correct-answer control:
 * radio buttons when one answer is correct, checkboxes when the assessment allows several.
 */
export function QuestionOptionsFields({ form, correctAnswer, multipleAnswers }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const control = form.control as unknown as Control<QuestionFormValues>;
  // The correct answer depends on the option texts (emptyCorrectAnswer): re-check it as they change.
  const recheckCorrect = () => {
    if (form.getValues('correctOption').length > 0 || form.formState.errors.correctOption)
      void form.trigger('correctOption');
  };
  const optionField = (letter: OptionLetter) => (
    <RhfTextField
      control={control}
      name={`option${letter}`}
      label={t(REQUIRED.includes(letter) ? 'questions.option' : 'questions.optionOptional', { letter })}
      testId={`question-option-${letter}`}
      required={REQUIRED.includes(letter)}
      onValueChange={recheckCorrect}
      inputProps={{ maxLength: 2000 }}
    />
  );

  if (!correctAnswer)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {OPTION_LETTERS.map((l) => (
          <Box key={l}>{optionField(l)}</Box>
        ))}
      </Box>
    );

  return (
    <Controller
      control={control}
      name="correctOption"
      render={({ field, fieldState }) => {
        const value = field.value ?? [];
        const message = errorText(fieldState.error?.message);
        return (
          <FormControl component="fieldset" error={Boolean(message)} fullWidth data-testid="question-correct">
            <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600 }}>
              {t('questions.correctHeading')}
            </FormLabel>
            <FormHelperText id={`${id}-hint`} sx={{ mx: 0, mt: -0.5, mb: 1.5 }} data-testid="question-correct-message">
              {message ?? t(multipleAnswers ? 'questions.correctMultiple' : 'questions.correctSingle')}
            </FormHelperText>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {OPTION_LETTERS.map((letter) => {
                const input = {
                  checked: value.includes(letter),
                  onBlur: field.onBlur,
                  slotProps: {
                    input: {
                      'aria-label': t('questions.correctAria', { letter }),
                      'aria-describedby': `${id}-hint`,
                      'data-testid': `question-correct-${letter}`,
                    } as object,
                  },
                };
                return (
                  <Box key={letter} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
                    <Box sx={{ pt: 0.5 }}>
                      {multipleAnswers ? (
                        <Checkbox {...input} onChange={(_, on) => field.onChange(choose(value, letter, on, true))} />
                      ) : (
                        <Radio
                          {...input}
                          name={`${id}-correct`}
                          value={letter}
                          onChange={() => field.onChange(choose(value, letter, true, false))}
                        />
                      )}
                    </Box>
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>{optionField(letter)}</Box>
                  </Box>
                );
              })}
            </Box>
          </FormControl>
        );
      }}
    />
  );
}
