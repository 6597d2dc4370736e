/**
 * useEditDeleteState: the state of a list page with a create / edit dialog and a delete question.
 *
 * Usage:
 *   const list = useEditDeleteState({
 *     remove: (row: Category) => questionApi.deleteCategory(row.questionCategoryId),
 *     invalidate: [questionKeys.categories],
 *   });
 *   <RowActionButton … onClick={() => list.openEdit(row)} />  <RowActionButton … onClick={() => list.askDelete(row)} />
 *   <CategoryDialog {...list.dialogProps} />
 *   <ConfirmDialog {...list.confirmProps} title={…} message={…} confirmLabel={…} testId="category-delete" />
 */
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from './useApiMutation';

interface Options<T> {
  /** The delete call of one row. */
  remove: (row: T) => Promise<unknown>;
  /** Query keys refetched after a delete. */
  invalidate: QueryKey[];
}

export function useEditDeleteState<T>({ remove, invalidate }: Options<T>) {
  // The dialog keeps the row it edits while it closes, so that its content does not change as it fades.
  const [dialog, setDialog] = useState<{ open: boolean; editing: T | null }>({ open: false, editing: null });
  const [toDelete, setToDelete] = useState<T | null>(null);
  const removal = useApiMutation({
    mutationFn: remove,
    invalidate,
    // Refused (e.g. still in use) or done: the question is answered either way.
    onSuccess: () => setToDelete(null),
    onError: () => setToDelete(null),
  });

  return {
    openNew: () => setDialog({ open: true, editing: null }),
    openEdit: (row: T) => setDialog({ open: true, editing: row }),
    /** The props of the create / edit dialog (editing null = new). */
    dialogProps: {
      open: dialog.open,
      editing: dialog.editing,
      onClose: () => setDialog((d) => ({ ...d, open: false })),
    },
    /** The row whose delete is being asked, or null. */
    toDelete,
    askDelete: (row: T) => setToDelete(row),
    /** The delete ConfirmDialog's state; the page adds its title, message, confirmLabel and testId. */
    confirmProps: {
      open: Boolean(toDelete),
      destructive: true,
      busy: removal.isPending,
      onConfirm: () => {
        if (toDelete) removal.mutate(toDelete);
      },
      onClose: () => setToDelete(null),
    },
  };
}
