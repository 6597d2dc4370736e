import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/FormFields';
import { questionApi, questionKeys } from '../api/questionApi';

const LEVEL_KEYS: Record<string, string> = { easy: 'easy', medium: 'medium', hard: 'hard' };

/** Categories and levels as select options; the seeded level names show in the user's language. */
export function useQuestionLookups() {
  const { t } = useTranslation();
  const categories = useQuery({ queryKey: questionKeys.categories, queryFn: questionApi.categories });
  const levels = useQuery({ queryKey: questionKeys.levels, queryFn: questionApi.questionLevels, staleTime: 600_000 });
  const categoryOptions = useMemo<SelectOption[]>(
    () => (categories.data ?? []).map((c) => ({ value: c.questionCategoryId, label: c.questionCategoryName })),
    [categories.data],
  );
  const levelOptions = useMemo<SelectOption[]>(
    () =>
      (levels.data ?? []).map((l) => {
        const key = LEVEL_KEYS[l.questionLavelName.trim().toLowerCase()];
        return { value: l.questionLavelId, label: key ? t(`questions.levels.${key}`) : l.questionLavelName };
      }),
    [levels.data, t],
  );
  return {
    categoryOptions,
    levelOptions,
    /** Loaded and empty: the author must create a category first. */
    noCategories: categories.isSuccess && categoryOptions.length === 0,
  };
}
