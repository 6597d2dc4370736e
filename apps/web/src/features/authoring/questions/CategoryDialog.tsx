import { categoryInput, type Category } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { RhfTextField } from '../../../components/FormFields';
import { useDialogSave } from '../../../components/useDialogSave';
import { questionApi, questionKeys } from '../api/questionApi';

interface Props {
  open: boolean;
  /** The category being renamed; null = a new one. */
  editing: Category | null;
  onClose: () => void;
}

type Values = { questionCategoryName: string };

/** New / edit category (spec 001 §5 "Category": required, unique, at most 100 characters). */
export function CategoryDialog({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(categoryInput.pick({ questionCategoryName: true })),
    mode: 'onChange',
    defaultValues: { questionCategoryName: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (open) reset({ questionCategoryName: editing?.questionCategoryName ?? '' });
  }, [open, editing, reset]);

  const save = useDialogSave(form, {
    mutationFn: ({ questionCategoryName }: Values) =>
      editing
        ? questionApi.updateCategory(editing.questionCategoryId, questionCategoryName)
        : questionApi.createCategory(questionCategoryName),
    invalidate: [questionKeys.categories],
    onClose,
    fieldRefusals: { categoryExists: 'questionCategoryName' },
  });

  return (
    <FormDialog
      open={open}
      title={editing ? t('categories.editCategory') : t('categories.newCategory')}
      onClose={onClose}
      {...save}
      maxWidth="xs"
      testId="category-dialog"
    >
      <RhfTextField
        control={form.control}
        name="questionCategoryName"
        label={t('categories.name')}
        hint={t('categories.nameHint')}
        testId="category-name"
        autoFocus
        required
        inputProps={{ maxLength: 100 }}
      />
    </FormDialog>
  );
}
