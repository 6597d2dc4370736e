// Each question type's answer and key on the result sheet, the report details, Result.pdf, the grading
// dialog and item analysis (issue 22). The server sends every answer's display (ResultDetail.display:
// AnswerDisplay of the question engine in packages/shared: the parts as texts, each marked as it scored,
// and the key in lines where the reader may see it); this file only reads it for the screens.
import {
  QUESTION_TYPE_ID,
  storedAnswerDisplay,
  type AnswerDisplay,
  type KeyEntry,
  type QuestionTypeKey,
  type ResultDetail,
} from '@assessly/shared';

export type { AnswerDisplay, AnswerPart, KeyEntry, KeyLine, PartMark } from '@assessly/shared';

/** A row's display as the server sent it; from the texts stored with the row when it sent none. */
export const displayOf = (d: ResultDetail): AnswerDisplay => d.display ?? storedAnswerDisplay(d);

/** Is the row a cloze question's, whose text holds its blanks as [[n]]? */
export const isCloze = (d: Pick<ResultDetail, 'questionTypeId'>): boolean =>
  d.questionTypeId === QUESTION_TYPE_ID.cloze;

/** The key of a questionTypeId (questions.typeNames.<key> names it); null for an id no type has. */
export const typeKeyOf = (questionTypeId: number): QuestionTypeKey | null =>
  (Object.keys(QUESTION_TYPE_ID) as QuestionTypeKey[]).find((key) => QUESTION_TYPE_ID[key] === questionTypeId) ?? null;

/** What a cloze blank holds: the part given and the blank's key line (when shown). */
export interface FilledBlank {
  part?: AnswerDisplay['parts'][number];
  keyEntries?: KeyEntry[];
}

/**
 * A cloze blank's part of the answer and of the key, by the blank's number. The text itself is drawn by
 * RichText, which puts each blank where its `[[n]]` marker stands, also inside an imported HTML text.
 */
export function filledBlank(no: number, display: AnswerDisplay): FilledBlank {
  const label = String(no);
  return {
    part: display.parts.find((p) => p.label === label),
    keyEntries: display.key?.find((line) => line.label === label)?.entries,
  };
}

/** Every text a display shows, for the PDF to load what they need (math, code) before its picture. */
export const displayTexts = (display: AnswerDisplay): string[] => [
  ...display.parts.flatMap((p) => [p.label ?? '', p.text ?? '']),
  ...(display.key ?? []).flatMap((line) => [line.label ?? '', ...line.entries.map((e) => e.text)]),
];
