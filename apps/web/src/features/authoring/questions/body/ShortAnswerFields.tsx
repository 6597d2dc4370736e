import { Box } from '@mui/material';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSwitch, RhfTextField } from '../../../../components/FormFields';
import { emptyTextAnswer } from './bodyForm';
import {
  AddRowButton,
  BodySection,
  EditRow,
  FIELD_ROW,
  FractionField,
  ListMessage,
  RemoveRowButton,
  type FormControl,
} from './rowFields';

/** Short answer (type 4): the accepted answers, each with its credit and feedback; case sensitivity. */
export function ShortAnswerFields({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const answers = useFieldArray({ control, name: 'body.shortAnswer.answers' });
  return (
    <BodySection
      title={t('questions.acceptedAnswers')}
      hint={t('questions.acceptedAnswersHint')}
      testId="question-shortanswer"
    >
      {answers.fields.map((field, index) => {
        const number = index + 1;
        return (
          <EditRow
            key={field.id}
            label={t('questions.answerNumber', { number })}
            actions={
              <RemoveRowButton
                label={t('questions.removeAnswer', { number })}
                onClick={() => answers.remove(index)}
                disabled={answers.fields.length === 1}
                testId={`question-answer-remove-${index}`}
                focusAfter="question-answer-add"
              />
            }
          >
            <Box sx={FIELD_ROW}>
              <RhfTextField
                control={control}
                name={`body.shortAnswer.answers.${index}.text`}
                label={t('questions.answerNumber', { number })}
                testId={`question-answer-text-${index}`}
                required
                inputProps={{ maxLength: 2000 }}
              />
              <FractionField
                control={control}
                name={`body.shortAnswer.answers.${index}.fraction`}
                label={t('questions.credit')}
                testId={`question-answer-fraction-${index}`}
              />
            </Box>
            <RhfTextField
              control={control}
              name={`body.shortAnswer.answers.${index}.feedback`}
              label={t('questions.feedback')}
              testId={`question-answer-feedback-${index}`}
            />
          </EditRow>
        );
      })}
      <ListMessage control={control} name="body.shortAnswer.answers" testId="question-answers-message" />
      <AddRowButton
        label={t('questions.addAnswer')}
        onClick={() => answers.append(emptyTextAnswer())}
        testId="question-answer-add"
        focusAfter={`question-answer-text-${answers.fields.length}`}
      />
      <RhfSwitch
        control={control}
        name="body.shortAnswer.caseSensitive"
        label={t('questions.caseSensitive')}
        hint={t('questions.caseSensitiveHint')}
        testId="question-case-sensitive"
      />
    </BodySection>
  );
}
