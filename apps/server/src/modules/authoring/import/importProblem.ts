import { QUESTION_CSV_COLUMNS } from '@assessly/shared';
import type { ExchangeReason } from '../exchange/reasons.js';

export type QuestionColumn = (typeof QUESTION_CSV_COLUMNS)[number];

/** One question of an import file as text, whatever the format, with the line it starts on (1-based). */
export interface TextRow {
  row: number;
  values: Record<QuestionColumn, string>;
}

/** A question read from a GIFT or Aiken file, before it becomes a TextRow. */
export interface ParsedQuestion {
  /** The line the question starts on (1-based). */
  line: number;
  text: string;
  options: string[];
  /** Indexes into options of the correct ones. */
  correct: number[];
  explanation: string;
  descriptive: boolean;
}

/**
 * Why an import file is refused: the row (line) of the file, a message key of the `messages`
 * namespace with its parameters, and the column it concerns when the message does not name it.
 */
export class ImportProblem extends Error {
  /**
   * Why a whole file can not be read (a QTI package, a Moodle XML file), a key of `importReasons`: said in
   * the caller's language as the message's {{detail}}, in place of the English one of params.
   */
  detailReason?: ExchangeReason;

  constructor(
    readonly row: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly column?: string,
  ) {
    super(`row ${row}: ${key}${column ? ` (${column})` : ''}`);
  }
}

export const MAX_OPTIONS = 5;

/** Every column empty: the starting point of a row built from a GIFT or Aiken question. */
export const emptyValues = (): Record<QuestionColumn, string> =>
  Object.fromEntries(QUESTION_CSV_COLUMNS.map((c) => [c, ''])) as Record<QuestionColumn, string>;
