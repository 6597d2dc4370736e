import { QUESTION_CSV_COLUMNS } from '@assessly/shared';
import Papa from 'papaparse';
import { ImportProblem, emptyValues, type TextRow } from './importProblem.js';

/** Counts line breaks up to a position, moving forward only (records arrive in order). */
function lineCounter(text: string) {
  let index = 0;
  let line = 1;
  return (position: number) => {
    for (; index < position; index++) if (text.charCodeAt(index) === 10) line++;
    return line;
  };
}

/** The position of the first character of a record that starts at or after `from` (blank lines skipped). */
function recordStart(text: string, from: number) {
  let i = from;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

interface CsvRecord {
  line: number;
  fields: string[];
}

/** Every record of the file with the line it starts on, or the first malformed one as a problem. */
function readRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const lineAt = lineCounter(text);
  let cursor = 0;
  let problem = null as ImportProblem | null;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step(result, parser) {
      const line = lineAt(recordStart(text, cursor));
      cursor = result.meta.cursor;
      if (result.errors.length > 0) {
        problem = new ImportProblem(line, 'csvMalformed');
        parser.abort();
        return;
      }
      records.push({ line, fields: result.data });
    },
  });
  if (problem) throw problem;
  return records;
}

/**
 * A question CSV as rows of text. The header row names the columns (any order, other columns
 * ignored, a byte-order mark tolerated); a missing column refuses the file at row 1.
 */
export function parseQuestionCsv(content: string): TextRow[] {
  const text = content.replace(/^\uFEFF/, '');
  const [header, ...records] = readRecords(text);
  if (!header) return [];
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const indexes = QUESTION_CSV_COLUMNS.map((column) => {
    const index = names.indexOf(column.toLowerCase());
    if (index < 0) throw new ImportProblem(header.line, 'missingColumn', { column });
    return index;
  });
  return records.map(({ line, fields }) => {
    const values = emptyValues();
    QUESTION_CSV_COLUMNS.forEach((column, i) => (values[column] = fields[indexes[i]!] ?? ''));
    return { row: line, values };
  });
}
