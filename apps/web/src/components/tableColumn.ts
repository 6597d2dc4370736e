import type { ReactNode } from 'react';

/** One column of a DataTable: a header, and how a row shows in it. */
export interface DataTableColumn<T> {
  key: string;
  header: string;
  /** Without a renderer the cell shows `row[key]`. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Pixels, or any CSS width such as '40%'. */
  width?: number | string;
  /**
   * The phone cards leave the column out of a row it is true for: a column that says nothing of that row
   * (a question type without options has no Option-A), where a table still needs the empty cell.
   */
  cardHidden?: (row: T) => boolean;
}

/** The value a column shows: its renderer, or the row's field of the same name. */
export function cellValue<T>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : (value as ReactNode);
}
