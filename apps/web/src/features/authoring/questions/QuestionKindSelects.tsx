import { QUESTION_TYPE } from '@assessly/shared';
import { Box, Link } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RhfSelect, type SelectOption } from '../../../components/FormFields';
import { typeKeyOf } from './body/bodyForm';
import { useQuestionLookups } from './useQuestionLookups';

const THREE_COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } };

/** The fields both question forms (the question dialog, the AI question window) name alike. */
interface KindValues {
  questionTypeId: unknown;
  questionLavelId: unknown;
  questionCategoryId: unknown;
}

interface Props<T extends FieldValues & KindValues> {
  // Any context and any resolver output, as the Rhf fields take it.
  control: Control<T, any, any>;
  /** Test ids `${testIdPrefix}-type`, `-level` and `-category` (each option `…-option-${value}`). */
  testIdPrefix: string;
  typeLabel: string;
  /** Offer True/False too (the AI window's; the server saves it as an option-based question). */
  trueFalse?: boolean;
  /** The questionTypeIds offered, named by the registry's type names (the question dialog's, issue 22). */
  types?: readonly number[];
  disabled?: boolean;
}

/**
 * The question type (option-based, descriptive and, when asked, True/False; or the types given), level and
 * category selects in three columns (one on a phone). Levels show in the user's language; with no category
 * yet, a link leads to the Categories screen to create one.
 */
export function QuestionKindSelects<T extends FieldValues & KindValues>(props: Props<T>) {
  const { control, testIdPrefix, typeLabel, trueFalse, disabled, types } = props;
  const { t } = useTranslation();
  const { categoryOptions, levelOptions, noCategories } = useQuestionLookups();
  const typeOptions: SelectOption[] = types
    ? types.map((id) => ({ value: id, label: t(`questions.typeNames.${typeKeyOf(id) ?? 'choice'}`) }))
    : [
        { value: QUESTION_TYPE.option, label: t('questions.typeOption') },
        { value: QUESTION_TYPE.descriptive, label: t('questions.typeDescriptive') },
        ...(trueFalse ? [{ value: QUESTION_TYPE.trueFalse, label: t('aiQuestions.typeTrueFalse') }] : []),
      ];
  return (
    <Box sx={THREE_COLUMNS}>
      <RhfSelect
        control={control}
        name={'questionTypeId' as FieldPath<T>}
        label={typeLabel}
        testId={`${testIdPrefix}-type`}
        required
        disabled={disabled}
        options={typeOptions}
      />
      <RhfSelect
        control={control}
        name={'questionLavelId' as FieldPath<T>}
        label={t('questions.level')}
        testId={`${testIdPrefix}-level`}
        required
        disabled={disabled}
        options={levelOptions}
      />
      <RhfSelect
        control={control}
        name={'questionCategoryId' as FieldPath<T>}
        label={t('questions.category')}
        testId={`${testIdPrefix}-category`}
        required
        disabled={disabled}
        options={categoryOptions}
        hint={
          noCategories ? (
            <Link component={RouterLink} to="/question/category">
              {t('questions.noCategoryYet')}
            </Link>
          ) : undefined
        }
      />
    </Box>
  );
}
