export type ExportFormat = 'csv' | 'xlsx' | 'pdf';
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;

export type Cell = string | number | null | undefined;
export type TableRow = Record<string, Cell>;

export interface ExportColumn {
  key: string;
  header: string;
  /** Width in characters in Excel, and the column's share of the page width in PDF. */
  width?: number;
}
