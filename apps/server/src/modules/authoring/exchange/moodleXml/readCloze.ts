import { parseCloze, writeCloze, type ClozeBlank, type QuestionBody, type QuestionDraft } from '@assessly/shared';
import { checkPart, type ReadNotes } from './readAnswers.js';
import { invalid } from './reasons.js';
import type { XmlElement } from './xmlTree.js';

/** parseCloze's refusals, as the report says them. */
const CLOZE_ERRORS: Record<string, string> = {
  clozeNoBlanks: 'it has no blank such as {1:SHORTANSWER:=answer}',
  clozeUnclosedBlank: 'a blank is not closed with }',
  clozeEmptyAnswer: 'a blank has an empty answer',
  clozeBadNumber: 'a NUMERICAL blank needs a number and a tolerance, such as =3.14:0.01',
  clozeMarkerInText: 'it holds [[n]] outside a blank',
};

function partsOf(blank: ClozeBlank): string[] {
  if (blank.kind === 'text') return blank.answers.map((a) => a.text);
  if (blank.kind === 'choice') return blank.options.map((o) => o.text);
  return [];
}

/**
 * cloze (Moodle's multianswer, written `type="cloze"`): the question text holds the blanks in Moodle's
 * syntax and stays as it is in the draft; the body's blanks are that text read by the shared parseCloze.
 * The mark is the sum of the blanks' weights unless the file gives a <defaultgrade> (Moodle writes none).
 */
export function readCloze(_question: XmlElement, _notes: ReadNotes, text: string): QuestionBody {
  const parsed = parseCloze(text);
  if ('error' in parsed) {
    const where = parsed.blank === undefined ? '' : ` (blank ${parsed.blank})`;
    return invalid('clozeInvalid', { detail: `${CLOZE_ERRORS[parsed.error] ?? parsed.error}${where}` });
  }
  parsed.blanks.flatMap(partsOf).forEach(checkPart);
  return { type: 'cloze', blanks: parsed.blanks };
}

/**
 * The text a cloze question is written with: its own text when that holds the blanks in Moodle's syntax,
 * as a draft does; a text with `[[n]]` markers in their place is written out with its blanks.
 */
export function clozeText(draft: QuestionDraft, blanks: readonly ClozeBlank[]): string {
  return 'error' in parseCloze(draft.text) ? writeCloze(draft.text, blanks) : draft.text;
}
