import type { EXPORT_FORMATS } from '@assessly/shared';

/** The formats of the route table's export entries (exportFormatParams). */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type Cell = string | number | null | undefined;
export type TableRow = Record<string, Cell>;

export interface ExportColumn {
  key: string;
  header: string;
  /** Width in characters in Excel, and the column's share of the page width in PDF. */
  width?: number;
  /**
   * Question or answer text (issue 20): the PDF prints fenced code as monospace lines and formulas as
   * readable text, as the screens render them; CSV and Excel keep the text as it was written.
   */
  rich?: boolean;
  /** With `rich`: the row field that says the question is a code snippet (its text is code as a whole). */
  codeKey?: string;
}
