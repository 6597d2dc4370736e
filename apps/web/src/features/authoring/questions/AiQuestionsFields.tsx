import {
  AI_QUESTION_TYPE_IDS,
  AI_SURVEY_QUESTION_TYPE_IDS,
  MARK_OPTION,
  QUESTION_TYPE,
  type AiProvider,
} from '@assessly/shared';
import { Alert, Box } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfCheckbox, RhfTextField } from '../../../components/FormFields';
import { AiInstructionField } from '../../ai';
import { QuestionKindSelects } from './QuestionKindSelects';

/** What the parameter window holds while the admin fills it in (the shared aiQuestionsForm checks it). */
export interface AiQuestionsValues {
  questionTypeId: number | '';
  questionLavelId: number | '';
  questionCategoryId: number | '';
  numOfQuestions: string;
  additionalInstruction: string;
  isDeletePreviousQuestions: boolean;
}

export const emptyAiQuestions = (): AiQuestionsValues => ({
  questionTypeId: QUESTION_TYPE.option,
  questionLavelId: '',
  questionCategoryId: '',
  numOfQuestions: '5',
  additionalInstruction: '',
  isDeletePreviousQuestions: false,
});

/** While the provider writes, the fields are disabled but their hints and the counter stay readable. */
const FIELDS = { display: 'grid', gap: 2.5, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } };

interface Props {
  control: Control<AiQuestionsValues>;
  provider: AiProvider;
  max: number;
  quiz: { quizTitle: string; questionsCount: number; quizMarkOptionId: number };
  disabled: boolean;
}

/** The "Delete the previous questions" choice, with a clear warning once it is ticked. */
function DeletePreviousField({ control, quiz, disabled }: Pick<Props, 'control' | 'quiz' | 'disabled'>) {
  const { t } = useTranslation();
  const ticked = useWatch({ control, name: 'isDeletePreviousQuestions' });
  const count = quiz.questionsCount;
  return (
    <Box>
      <RhfCheckbox
        control={control}
        name="isDeletePreviousQuestions"
        label={count > 0 ? t('aiQuestions.deletePrevious', { count }) : t('aiQuestions.deletePreviousNone')}
        hint={count > 0 && !ticked ? t('aiQuestions.deletePreviousHint') : undefined}
        disabled={disabled || count === 0}
        testId="ai-questions-delete-previous"
      />
      {ticked && count > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="ai-questions-delete-warning">
          {t('aiQuestions.deleteWarning', { count, title: quiz.quizTitle })}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The questionTypeIds the window offers: the client's True/False beside the spec's two types, and the
 * question engine's short answer, numerical, matching and ordering (issue 22), which a survey (no right
 * answers) does not offer, as the question dialog does not.
 */
export const aiTypesFor = (quizMarkOptionId: number): readonly number[] =>
  quizMarkOptionId === MARK_OPTION.survey ? AI_SURVEY_QUESTION_TYPE_IDS : AI_QUESTION_TYPE_IDS;

/**
 * The fields of the AI question parameter window (spec 001 §2 / §5): type (with the client's True/False and
 * the question engine's types), level, category, the number of questions up to the provider's maximum, the
 * extra instruction and the deletion of the previous questions.
 */
export function AiQuestionsFields({ control, provider, max, quiz, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={FIELDS}>
      <QuestionKindSelects
        control={control}
        testIdPrefix="ai-questions"
        typeLabel={t('aiQuestions.type')}
        types={aiTypesFor(quiz.quizMarkOptionId)}
        disabled={disabled}
      />
      <Box sx={{ maxWidth: { sm: 'calc((100% - 32px) / 3)' } }}>
        <RhfTextField
          control={control}
          name="numOfQuestions"
          label={t('aiQuestions.count')}
          hint={t('aiQuestions.countHint', { max, provider })}
          testId="ai-questions-count"
          type="number"
          required
          disabled={disabled}
          inputProps={{ min: 1, max, step: 1, inputMode: 'numeric' }}
        />
      </Box>
      <AiInstructionField
        control={control}
        name="additionalInstruction"
        label={t('aiQuestions.instruction')}
        placeholder={t('aiQuestions.instructionPlaceholder')}
        testId="ai-questions-instruction"
        required={false}
        disabled={disabled}
        minRows={2}
      />
      <DeletePreviousField control={control} quiz={quiz} disabled={disabled} />
    </Box>
  );
}
