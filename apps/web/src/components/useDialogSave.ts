/**
 * useDialogSave: the save of a create / edit dialog built on FormDialog and react-hook-form.
 * - the mutation with the standard notices (useApiMutation); the dialog closes when it succeeds;
 * - a 400's field issues go under their fields;
 * - a refusal that is about one field (e.g. a duplicate name) shows on that field too: its notice is
 *   shown, and the dialog stays open with what was typed.
 * Returns FormDialog's onSubmit, submitting and dirty props.
 *
 * Usage:
 *   const save = useDialogSave(form, {
 *     mutationFn: (values: Values) => (editing ? api.update(editing.id, values) : api.create(values)),
 *     invalidate: [keys.list], onClose, fieldRefusals: { categoryExists: 'questionCategoryName' } });
 *   <FormDialog open={open} title={…} onClose={onClose} {...save} testId="category-dialog">…</FormDialog>
 */
import type { QueryKey } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiRefusal } from '../api/client';
import { applyFieldIssues, useApiMutation } from './useApiMutation';

interface Options<TValues extends FieldValues, TOutput> {
  mutationFn: (values: TOutput) => Promise<unknown>;
  invalidate: QueryKey[];
  onClose: () => void;
  /** Refusal codes that are about one field, and that field. */
  fieldRefusals?: Partial<Record<string, Path<TValues>>>;
}

export function useDialogSave<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, any, TOutput>,
  { mutationFn, invalidate, onClose, fieldRefusals = {} }: Options<TValues, TOutput>,
) {
  const { setError } = form;
  const save = useApiMutation({
    mutationFn,
    invalidate,
    onSuccess: onClose,
    onError: (error) => {
      if (applyFieldIssues(error, setError) || !(error instanceof ApiRefusal)) return;
      const field = Object.hasOwn(fieldRefusals, error.code) ? fieldRefusals[error.code] : undefined;
      if (field) setError(field, { type: 'server', message: error.code }, { shouldFocus: true });
    },
  });
  return {
    onSubmit: form.handleSubmit((values) => save.mutate(values)),
    submitting: save.isPending,
    dirty: form.formState.isDirty,
  };
}
