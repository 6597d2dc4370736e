import type { Fraction } from '@assessly/shared';
import { invalid, type ReasonNotes } from '../reasons.js';
import { fractionFromPercent } from './moodleValues.js';
import { child, childrenNamed, textOf, type XmlElement } from './xmlTree.js';

/** One `<answer>` of a question, as every Moodle type writes it. */
export interface MoodleAnswer {
  text: string;
  fraction: Fraction;
  feedback?: string;
  el: XmlElement;
}

function readFraction(answer: XmlElement): Fraction {
  const raw = answer.attrs.fraction;
  const fraction = fractionFromPercent(raw);
  if (!Number.isFinite(fraction) || fraction < -1 || fraction > 1) invalid('badFraction', { value: raw ?? '' });
  return fraction;
}

/** The answers in file order, each with its fraction (checked to lie in -100…100) and its feedback. */
export function readAnswers(question: XmlElement): MoodleAnswer[] {
  return childrenNamed(question, 'answer').map((el) => {
    const feedback = textOf(child(el, 'feedback'));
    const answer: MoodleAnswer = { text: textOf(el), fraction: readFraction(el), el };
    if (feedback !== '') answer.feedback = feedback;
    return answer;
  });
}

/** Text and fraction (and feedback when there is one), as the model's option and answer types hold them. */
export function withFeedback<T extends object>(base: T, feedback: string | undefined): T & { feedback?: string } {
  return feedback === undefined ? base : { ...base, feedback };
}

export function requireAnswers(answers: MoodleAnswer[], min: number) {
  if (answers.length < min) invalid('tooFewAnswers', { min });
  if (!answers.some((a) => a.fraction > 0)) invalid('noCredit');
}

const COMBINED_FEEDBACK = ['correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback'];

/** Moodle's feedback by overall outcome has no place in the model: noted when it says something. */
export function noteCombinedFeedback(question: XmlElement, notes: ReasonNotes) {
  if (COMBINED_FEEDBACK.some((name) => textOf(child(question, name)) !== '')) notes.add('noteCombinedFeedback');
}
