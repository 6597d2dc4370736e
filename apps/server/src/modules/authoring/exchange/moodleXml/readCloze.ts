import { parseCloze, writeCloze, type ClozeBlank, type QuestionBody, type QuestionDraft } from '@assessly/shared';
import { checkPart, invalid, type ReasonNotes } from '../reasons.js';
import type { XmlElement } from './xmlTree.js';

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
export function readCloze(_question: XmlElement, _notes: ReasonNotes, text: string): QuestionBody {
  const parsed = parseCloze(text);
  // parseCloze's refusals have reasons of the same names, the ones about one blank naming it.
  if ('error' in parsed) return invalid(parsed.error, parsed.blank === undefined ? {} : { blank: parsed.blank });
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
