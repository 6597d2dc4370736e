import { Checkbox } from '@mui/material';

/**
 * Row selection of a DataTable: the caller keeps the selected ids (so a selection survives paging and
 * reloads) and names the checkboxes for screen readers.
 */
export interface DataTableSelection<T> {
  selected: ReadonlySet<string | number>;
  onChange: (next: Set<string | number>) => void;
  /** The accessible name of a row's checkbox, e.g. "Select the result of Ann, Physics". */
  rowLabel: (row: T) => string;
  /** The accessible name of the checkbox that selects every row of the page. */
  allLabel: string;
}

/** The selection with `ids` added (on) or removed (off). */
export function withIds(
  selected: ReadonlySet<string | number>,
  ids: readonly (string | number)[],
  on: boolean,
): Set<string | number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Checked when every row of the page is selected, half-checked when some are; toggles the page's rows. */
export function SelectPageCheckbox<T>({
  selection,
  pageIds,
  testId,
}: {
  selection: DataTableSelection<T>;
  pageIds: (string | number)[];
  testId?: string;
}) {
  const count = pageIds.filter((id) => selection.selected.has(id)).length;
  const all = pageIds.length > 0 && count === pageIds.length;
  return (
    <Checkbox
      checked={all}
      indeterminate={count > 0 && !all}
      disabled={pageIds.length === 0}
      onChange={() => selection.onChange(withIds(selection.selected, pageIds, !all))}
      slotProps={{
        input: {
          'aria-label': selection.allLabel,
          'data-testid': testId ? `${testId}-select-all` : undefined,
        } as object,
      }}
    />
  );
}

export function SelectRowCheckbox<T>({
  selection,
  row,
  id,
  testId,
}: {
  selection: DataTableSelection<T>;
  row: T;
  id: string | number;
  testId?: string;
}) {
  const checked = selection.selected.has(id);
  return (
    <Checkbox
      checked={checked}
      onChange={() => selection.onChange(withIds(selection.selected, [id], !checked))}
      slotProps={{
        input: {
          'aria-label': selection.rowLabel(row),
          'data-testid': testId ? `${testId}-select` : undefined,
        } as object,
      }}
    />
  );
}
