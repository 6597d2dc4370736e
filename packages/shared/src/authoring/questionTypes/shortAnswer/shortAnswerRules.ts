// Short-answer questions (issue 22 type 4): the text typed scores the best fraction among the accepted
// answers it matches (comparableText: NFC, white space collapsed, case folded unless case sensitive; `*` a
// wildcard), 0 when it matches none. A wrong text is not a wrong choice: no penalty.
import type { QuestionBody, TextAnswer } from '../model.js';
import { comparableText, matchesAccepted } from '../common/answerText.js';
import { markOf, type AnswerPart, type KeyEntry } from '../common/display.js';
import { bestFraction, finalFraction } from '../common/scoreRules.js';
import { withFlatTexts, type AnswerParse } from '../common/typeRules.js';

export type ShortAnswerBody = Extract<QuestionBody, { type: 'shortAnswer' }>;

/** The text typed, in its compared form; nothing typed is refused as empty. */
export function readTyped(wire: string): AnswerParse<string> {
  const text = comparableText(wire, true);
  return text ? { ok: true, answer: text } : { ok: false, error: 'emptyAnswer' };
}

/** The raw fraction a typed text earns against some accepted answers: the best one it matches, else 0. */
export const typedFraction = (answers: readonly TextAnswer[], typed: string, caseSensitive: boolean): number =>
  typed.trim() === ''
    ? 0
    : bestFraction(answers.filter((a) => matchesAccepted(typed, a.text, caseSensitive)).map((a) => a.fraction));

/** The accepted answers that earn something, as key entries. */
export const acceptedEntries = (answers: readonly TextAnswer[]): KeyEntry[] =>
  answers.filter((a) => a.fraction > 0).map((a) => ({ text: a.text, fraction: a.fraction }));

/** A typed answer as its one part (none when nothing was typed), marked by the fraction it earns. */
export function typedPart(wire: string, fraction: (typed: string) => number): AnswerPart[] {
  const text = comparableText(wire, true);
  return text ? [{ text, mark: markOf(fraction(wire)) }] : [];
}

export const shortAnswerRules = withFlatTexts<ShortAnswerBody, string>({
  layout: 'typed',
  candidateView: () => ({}),
  parseAnswer: (_body, wire) => readTyped(wire),
  score: (body, wire, _keys, marking) => finalFraction(typedFraction(body.answers, wire, body.caseSensitive), marking),
  answerParts: (body, wire) => typedPart(wire, (typed) => typedFraction(body.answers, typed, body.caseSensitive)),
  keyLines: (body) => [{ entries: acceptedEntries(body.answers) }],
});
