import { Box, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from '../../../../components/FormFields';
import { BodySection, FIELD_ROW, type FormControl } from './rowFields';

/** True/False (type 3): which of the two is right, and the feedback each answer gets. */
export function TrueFalseFields({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <BodySection title={t('questions.correctHeading')} titleId={`${id}-tf`} testId="question-truefalse">
      <Controller
        control={control}
        name="body.trueFalse.correct"
        render={({ field }) => (
          <RadioGroup row aria-labelledby={`${id}-tf`} {...field}>
            <FormControlLabel
              value="true"
              control={<Radio slotProps={{ input: { 'data-testid': 'question-tf-true' } as object }} />}
              label={t('questions.answerTrue')}
            />
            <FormControlLabel
              value="false"
              control={<Radio slotProps={{ input: { 'data-testid': 'question-tf-false' } as object }} />}
              label={t('questions.answerFalse')}
            />
          </RadioGroup>
        )}
      />
      <Box sx={{ ...FIELD_ROW, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <RhfTextField
          control={control}
          name="body.trueFalse.feedbackTrue"
          label={t('questions.feedbackTrue')}
          testId="question-tf-feedback-true"
          multiline
          maxRows={4}
        />
        <RhfTextField
          control={control}
          name="body.trueFalse.feedbackFalse"
          label={t('questions.feedbackFalse')}
          testId="question-tf-feedback-false"
          multiline
          maxRows={4}
        />
      </Box>
    </BodySection>
  );
}
