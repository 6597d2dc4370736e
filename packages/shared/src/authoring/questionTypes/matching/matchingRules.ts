// Matching questions (issue 22 type 6): each stem is matched with one of the choices; the choices are the
// pairs' choices, each text once, then the distractors that are not among them. Stems are told apart by
// their place in the body, not their text: two stems with the same text are two stems, each with its own
// right choice. The fraction is the right pairs over the stems; a wrong or missing pair costs nothing (a
// stem is not a choice of the assessment's negative marking).
import type { AttemptKeys, CandidateBodyView, QuestionBody } from '../model.js';
import type { AnswerPart } from '../common/display.js';
import { finalFraction } from '../common/scoreRules.js';
import { withFlatTexts, type AnswerParse } from '../common/typeRules.js';
import { keptDerived, keptReading } from '../common/kept.js';
import { idIndex, inAttemptOrder, wirePair, wireParts } from '../common/wire.js';

export type MatchingBody = Extract<QuestionBody, { type: 'matching' }>;
/** For each stem (by its place in the body), the index of the choice matched with it, or null. */
export type MatchingAnswer = (number | null)[];

/** The choices a candidate picks from, in the body's order: each pair's choice once, then the distractors. */
export function matchingChoices(body: MatchingBody): string[] {
  const choices: string[] = [];
  for (const text of [...body.pairs.map((p) => p.choice), ...body.distractors])
    if (!choices.includes(text.trim())) choices.push(text.trim());
  return choices;
}

/** The same, kept with a frozen body: every reading of an answer needs them. */
const choicesOf: (body: MatchingBody) => readonly string[] = keptDerived(matchingChoices);

/**
 * `stemId=choiceId` parts read as a choice per stem; an unknown id or a stem matched twice is refused. The
 * last reading of a frozen body is kept (a save checks, scores and writes the same answer).
 */
const readPairs = keptReading((body: MatchingBody, wire: string, keys: AttemptKeys): AnswerParse<MatchingAnswer> => {
  const parts = wireParts(wire);
  if (parts.length === 0) return { ok: false, error: 'emptyAnswer' };
  const stems = idIndex(keys, 'stem', body.pairs.length);
  const choices = idIndex(keys, 'choice', choicesOf(body).length);
  const answer: MatchingAnswer = body.pairs.map(() => null);
  for (const part of parts) {
    const pair = wirePair(part);
    const stem = pair ? stems.get(pair.key) : undefined;
    const choice = pair ? choices.get(pair.value) : undefined;
    if (stem === undefined || choice === undefined || answer[stem] !== null)
      return { ok: false, error: 'invalidOption' };
    answer[stem] = choice;
  }
  return { ok: true, answer };
});

/**
 * Each stem (in the body's order) with the choice matched with it, right when it is the stem's own; every
 * stem once something was matched, none when the answer is empty or unreadable.
 */
function pairParts(body: MatchingBody, wire: string, keys: AttemptKeys): AnswerPart[] {
  const parsed = readPairs(body, wire, keys);
  if (!parsed.ok) return [];
  const choices = choicesOf(body);
  return body.pairs.map((p, i) => {
    const chosen = parsed.answer[i];
    const text = chosen === null || chosen === undefined ? null : (choices[chosen] ?? null);
    return { label: p.stem, text, mark: text !== null && text === p.choice.trim() ? 'right' : 'wrong' };
  });
}

export const matchingRules = withFlatTexts<MatchingBody, MatchingAnswer>({
  layout: 'pairs',
  candidateView(body, keys): CandidateBodyView {
    const stems = inAttemptOrder(keys, 'stem', body.pairs).map(({ item, index }) => ({
      id: keys.idFor('stem', index),
      text: item.stem,
    }));
    const choices = inAttemptOrder(keys, 'choice', matchingChoices(body)).map(({ item, index }) => ({
      id: keys.idFor('choice', index),
      text: item,
    }));
    return { stems, choices };
  },
  parseAnswer: (body, wire, keys) => readPairs(body, wire, keys),
  score(body, wire, keys, marking) {
    const parsed = readPairs(body, wire, keys);
    if (!parsed.ok) return finalFraction(0, marking);
    const choices = choicesOf(body);
    const right = body.pairs.filter((p, i) => {
      const chosen = parsed.answer[i];
      return chosen !== null && chosen !== undefined && choices[chosen] === p.choice.trim();
    }).length;
    return finalFraction(right / body.pairs.length, marking);
  },
  answerParts: pairParts,
  keyLines: (body) => body.pairs.map((p) => ({ label: p.stem, entries: [{ text: p.choice, fraction: 1 }] })),
});
