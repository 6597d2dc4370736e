import { LOCALE_TAG, type Locale, type QuizTopicInput } from '@assessly/shared';
import { Box } from '@mui/material';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect, RhfSwitch, type SelectOption } from '../../../components/FormFields';
import type { QuizTopicForm } from './quizTopicForm';

/**
 * The penalties offered: none, the usual shares of Moodle's and of paper exams (a third for four
 * options, a quarter for five), and the whole mark. 1/3 is stored to 7 places, as every fraction.
 */
export const PENALTIES = [0, 0.1, 0.2, 0.25, 0.3333333, 0.5, 1] as const;

/** The select's options, with a stored penalty that is not among them (set through the API) kept too. */
export function penaltyOptions(
  current: number,
  percent: (n: number) => string,
  none: string,
  share: (p: string) => string,
) {
  const values: number[] = PENALTIES.includes(current as (typeof PENALTIES)[number])
    ? [...PENALTIES]
    : [...PENALTIES, current].sort((a, b) => a - b);
  return values.map<SelectOption>((value) => ({ value, label: value === 0 ? none : share(percent(value)) }));
}

/**
 * Negative marking (issue 22): what a wrong choice costs, and whether a question and the whole attempt
 * may go below 0 (both floored by default). A survey has no marks, so the section is not shown for one.
 */
export function NegativeMarkingFields({ form }: { form: UseFormReturn<QuizTopicForm, unknown, QuizTopicInput> }) {
  const { t, i18n } = useTranslation();
  const { control } = form;
  const current = Number(useWatch({ control, name: 'negativeMarkPenalty' })) || 0;
  const format = new Intl.NumberFormat(LOCALE_TAG[i18n.language as Locale] ?? 'en', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const options = penaltyOptions(
    current,
    (n) => format.format(n),
    t('assessments.penaltyNone'),
    (percent) => t('assessments.penaltyShare', { percent }),
  );
  return (
    <>
      <RhfSelect
        control={control}
        name="negativeMarkPenalty"
        label={t('assessments.negativeMarkPenalty')}
        hint={t('assessments.negativeMarkPenaltyHint')}
        testId="quiz-negative-penalty"
        options={options}
      />
      {/* The select takes one column; the switches start on their own row. */}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      <RhfSwitch
        control={control}
        name="floorQuestionAtZero"
        label={t('assessments.floorQuestionAtZero')}
        hint={t('assessments.floorQuestionAtZeroHint')}
        testId="quiz-floorQuestionAtZero"
      />
      <RhfSwitch
        control={control}
        name="floorAttemptAtZero"
        label={t('assessments.floorAttemptAtZero')}
        hint={t('assessments.floorAttemptAtZeroHint')}
        testId="quiz-floorAttemptAtZero"
      />
    </>
  );
}
