import type { ChoiceOption, Fraction, NumericAnswer, QuestionBody, TextAnswer } from '@assessly/shared';
import { parseNumber, rangeToTolerance, readText, restoreEscapes, roundFraction, WEIGHT } from './giftText.js';
import { checkOptionCount, checkPart, invalid, type ReasonNotes } from '../reasons.js';

/**
 * The bodies of GIFT's answer blocks, read as Moodle's qformat_gift reads them. Each reader takes the
 * block's text with its escapes protected and its general feedback removed, and answers the body or throws
 * ItemRefused with its reason.
 */

/** Text before the first `sep` and the rest after it (undefined when there is none). */
function splitOnce(text: string, sep: string): [string, string | undefined] {
  const at = text.indexOf(sep);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + sep.length)];
}

/** The answers of a block split on a marker, an empty first piece (before the first marker) dropped. */
function splitAnswers(text: string, marker: string): string[] {
  const parts = text.split(marker).map((p) => p.trim());
  if (parts[0] === '') parts.shift();
  return parts;
}

/** A leading %n% weight, read off the answer, checked to lie in -100…100. */
function readWeight(answer: string): { fraction: Fraction; rest: string } | undefined {
  const weight = WEIGHT.exec(answer);
  if (!weight) return undefined;
  const percent = Number(weight[1]);
  if (Math.abs(percent) > 100) invalid('badWeight', { value: weight[1]! });
  return { fraction: roundFraction(percent / 100), rest: answer.slice(weight[0].length) };
}

/** An answer's text and its #feedback (format markers stripped), feedback left out when empty. */
function textAndFeedback(answer: string): { text: string; feedback?: string } {
  const [text, feedback] = splitOnce(answer, '#');
  const result: { text: string; feedback?: string } = { text: readText(text).text };
  const feedbackText = feedback === undefined ? '' : readText(feedback).text;
  if (feedbackText !== '') result.feedback = feedbackText;
  return result;
}

function requireCredit(fractions: Fraction[], min: number) {
  if (fractions.length < min) invalid('tooFewAnswers', { min });
  if (!fractions.some((f) => f > 0)) invalid('noCredit');
}

/**
 * Choice: `=right`, `~wrong`, `~%50%partly right`, each with #feedback. With no `=` at all the question is
 * multiple response (Moodle's rule). `=` always means 100%; a weight goes after `~` only.
 */
export function readChoice(answerText: string): QuestionBody {
  const options: ChoiceOption[] = splitAnswers(answerText.replace(/=/g, '~='), '~').map((answer) => {
    const weight = answer.startsWith('=') ? { fraction: 1, rest: answer.slice(1) } : readWeight(answer);
    const { text, feedback } = textAndFeedback(weight ? weight.rest : answer);
    if (text === '') invalid('emptyAnswer');
    const option: ChoiceOption = { text: checkPart(text), fraction: weight ? weight.fraction : 0 };
    if (feedback !== undefined) option.feedback = feedback;
    return option;
  });
  requireCredit(
    options.map((o) => o.fraction),
    2,
  );
  checkOptionCount(options.length);
  return { type: 'choice', options, multiple: !answerText.includes('=') };
}

/** Short answer: every answer `=text`, 100% unless it carries a weight (`=%50%text`); `*` is a wildcard. */
export function readShortAnswer(answerText: string): QuestionBody {
  const answers: TextAnswer[] = splitAnswers(answerText, '=').map((raw) => {
    const weight = readWeight(raw);
    const { text, feedback } = textAndFeedback(weight ? weight.rest : raw);
    if (text === '') invalid('emptyAnswer');
    const answer: TextAnswer = { text: checkPart(text), fraction: weight ? weight.fraction : 1 };
    if (feedback !== undefined) answer.feedback = feedback;
    return answer;
  });
  requireCredit(
    answers.map((a) => a.fraction),
    1,
  );
  return { type: 'shortAnswer', answers, caseSensitive: false };
}

/** Matching: `=stem -> choice`; an entry without a stem (`= -> choice`) is an extra choice, a distractor. */
export function readMatching(answerText: string): QuestionBody {
  const entries = splitAnswers(answerText, '=');
  if (entries.length < 2) invalid('tooFewAnswers', { min: 2 });
  const pairs: { stem: string; choice: string }[] = [];
  const distractors: string[] = [];
  for (const entry of entries) {
    const [stemRaw, choiceRaw] = splitOnce(entry, '->');
    if (choiceRaw === undefined) invalid('matchFormat', { value: restoreEscapes(entry) });
    const stem = readText(stemRaw).text;
    // Moodle reads a choice as it is: no format marker.
    const choice = restoreEscapes(choiceRaw ?? '').trim();
    if (choice === '') invalid(stem === '' ? 'emptyAnswer' : 'pairWithoutChoice', { stem });
    if (stem === '') distractors.push(checkPart(choice));
    else pairs.push({ stem: checkPart(stem), choice: checkPart(choice) });
  }
  if (pairs.length === 0) invalid('noPairs');
  return { type: 'matching', pairs, distractors };
}

const TRUE_WORDS = ['T', 'TRUE'];
export const TRUE_FALSE_WORDS = [...TRUE_WORDS, 'F', 'FALSE'];

/**
 * True/false: `{T}`, `{TRUE}`, `{F}`, `{FALSE}`, then #feedback for a wrong answer and #feedback for a right
 * one. feedbackTrue is what a candidate who answers true is shown, whichever is right.
 */
export function readTrueFalse(answerText: string): QuestionBody {
  const [word, feedbacks] = splitOnce(answerText, '#');
  const [wrongRaw, rightRaw] = feedbacks === undefined ? ['', undefined] : splitOnce(feedbacks, '#');
  const correct = TRUE_WORDS.includes(word.trim());
  const wrong = readText(wrongRaw).text;
  const right = readText(rightRaw ?? '').text;
  const body: QuestionBody = { type: 'trueFalse', correct };
  const [onTrue, onFalse] = correct ? [right, wrong] : [wrong, right];
  if (onTrue !== '') body.feedbackTrue = onTrue;
  if (onFalse !== '') body.feedbackFalse = onFalse;
  return body;
}

/** `3.14:0.01`, `1..5` or `1822`: a value and its tolerance. */
function readValue(text: string): { value: number; tolerance: number } {
  const rangeAt = text.indexOf('..');
  if (rangeAt > 0) {
    const [minRaw, maxRaw] = [text.slice(0, rangeAt), text.slice(rangeAt + 2)];
    const [min, max] = [parseNumber(minRaw), parseNumber(maxRaw)];
    if (min === undefined || max === undefined || max < min) return invalid('badRange', { value: text });
    return rangeToTolerance(minRaw, maxRaw, min, max);
  }
  const colonAt = text.indexOf(':');
  const [valueRaw, toleranceRaw] = colonAt > 0 ? [text.slice(0, colonAt), text.slice(colonAt + 1)] : [text, '0'];
  const value = parseNumber(valueRaw);
  if (value === undefined) return invalid('badNumber', { value: valueRaw.trim() });
  const tolerance = parseNumber(toleranceRaw);
  if (tolerance === undefined || tolerance < 0) return invalid('badTolerance', { value: toleranceRaw.trim() });
  return { value, tolerance };
}

/**
 * Numerical: `{#value:tolerance}`, `{#min..max}`, or several `=%n%value:tolerance#feedback` answers. `~#text`
 * is Moodle's feedback for any other answer (its "*" answer, worth 0): the model has no place for it, so it
 * is noted, as the Moodle XML importer does.
 */
export function readNumerical(answerText: string, notes: ReasonNotes): QuestionBody {
  const [answersText, otherText] = splitOnce(answerText.slice(1), '~');
  if (otherText !== undefined) {
    const [before, feedback] = splitOnce(otherText, '#');
    if (before.trim() !== '') invalid('otherNumber', { value: restoreEscapes(before.trim()) });
    const feedbackText = readText(feedback ?? '').text;
    if (feedbackText !== '') notes.add('noteOtherNumberFeedback', { value: feedbackText });
  }
  const answers: NumericAnswer[] = splitAnswers(answersText, '=').map((raw) => {
    const weight = readWeight(raw);
    const { text, feedback } = textAndFeedback(weight ? weight.rest : raw);
    const answer: NumericAnswer = { ...readValue(text), fraction: weight ? weight.fraction : 1 };
    if (feedback !== undefined) answer.feedback = feedback;
    return answer;
  });
  requireCredit(
    answers.map((a) => a.fraction),
    1,
  );
  return { type: 'numerical', answers, units: [], unitRequired: false };
}
