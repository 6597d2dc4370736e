import { OPTION_LETTERS, type OptionLetter, type QuestionInput } from '@assessly/shared';
import { Box, Typography } from '@mui/material';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSwitch, RhfTextField } from '../../../../components/FormFields';
import type { QuestionFormValues } from '../questionForm';
import { percentText } from './bodyForm';
import { EditRow, FIELD_ROW, FractionField, ListMessage, type FormControl } from './rowFields';

/**
 * The credits that the correct answer implies, as a start when the author turns per-option credit on:
 * the one correct option 100 %, or several sharing 100 % equally; the others 0.
 */
export function impliedCredits(correct: OptionLetter[]): string[] {
  const share = correct.length ? percentText(1 / correct.length) : '0';
  return OPTION_LETTERS.map((letter) => (correct.includes(letter) ? share : '0'));
}

interface Props {
  form: UseFormReturn<QuestionFormValues, unknown, QuestionInput>;
}

/** Choice (type 1): per-option credit (multiple response, %50% / %-100%) and feedback, when asked for. */
export function ChoiceExtrasFields({ form }: Props) {
  const { t } = useTranslation();
  const control = form.control as unknown as FormControl;
  const extras = useWatch({ control, name: 'body.choice.extras' });
  const options = useWatch({ control, name: ['optionA', 'optionB', 'optionC', 'optionD', 'optionE'] });

  const turnedOn = (on: unknown) => {
    if (!on) return;
    const untouched = form.getValues('body.choice.options').every((row) => Number(row.fraction) === 0);
    if (!untouched) return;
    impliedCredits(form.getValues('correctOption')).forEach((fraction, index) =>
      form.setValue(`body.choice.options.${index}.fraction`, fraction, { shouldDirty: true }),
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="question-choice-extras">
      <RhfSwitch
        control={control}
        name="body.choice.extras"
        label={t('questions.partialCredit')}
        hint={t('questions.partialCreditHint')}
        testId="question-partial-credit"
        onValueChange={turnedOn}
      />
      {extras &&
        OPTION_LETTERS.map((letter, index) => {
          const text = options[index]?.trim();
          if (!text) return null;
          return (
            <EditRow key={letter} label={t('questions.option', { letter })} actions={null}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {t('questions.option', { letter })}: {text}
              </Typography>
              <Box sx={FIELD_ROW}>
                <RhfTextField
                  control={control}
                  name={`body.choice.options.${index}.feedback`}
                  label={t('questions.feedback')}
                  testId={`question-option-feedback-${letter}`}
                />
                <FractionField
                  control={control}
                  name={`body.choice.options.${index}.fraction`}
                  label={t('questions.credit')}
                  testId={`question-option-fraction-${letter}`}
                />
              </Box>
            </EditRow>
          );
        })}
      <ListMessage control={control} name="body.choice.options" testId="question-choice-message" />
      <ListMessage control={control} name="body.choice" testId="question-choice-body-message" />
    </Box>
  );
}
