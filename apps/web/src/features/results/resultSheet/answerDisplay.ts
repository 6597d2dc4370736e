// Each question type's answer and key on the result sheet, the report details, Result.pdf, the grading
// dialog and item analysis (issue 22). The server sends every answer's display (ResultDetail.display:
// AnswerDisplay of the question engine in packages/shared: the parts as texts, each marked as it scored,
// and the key in lines where the reader may see it); this file only reads it for the screens.
import {
  clozePieces,
  QUESTION_TYPE_ID,
  storedAnswerDisplay,
  type AnswerDisplay,
  type ClozePiece,
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

/** A piece of a cloze text with what its blank holds: the part given and the blank's key line. */
export type FilledPiece = { text: string } | { blank: number; part?: AnswerDisplay['parts'][number]; key?: KeyEntry[] };

/** A cloze text cut at its blanks, each blank with its part of the answer and its key (when shown). */
export function filledCloze(text: string, display: AnswerDisplay): FilledPiece[] {
  return clozePieces(text).map((piece: ClozePiece): FilledPiece => {
    if ('text' in piece) return piece;
    const label = String(piece.blank);
    return {
      blank: piece.blank,
      part: display.parts.find((p) => p.label === label),
      key: display.key?.find((line) => line.label === label)?.entries,
    };
  });
}

/** Every text a display shows, for the PDF to load what they need (math, code) before its picture. */
export const displayTexts = (display: AnswerDisplay): string[] => [
  ...display.parts.flatMap((p) => [p.label ?? '', p.text ?? '']),
  ...(display.key ?? []).flatMap((line) => [line.label ?? '', ...line.entries.map((e) => e.text)]),
];
