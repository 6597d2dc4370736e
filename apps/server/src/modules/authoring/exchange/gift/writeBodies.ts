import type { ChoiceOption, QuestionBody, QuestionDraft, TextFormat } from '@assessly/shared';
import { escapeGift, guardMarker, LOOKS_LIKE_WEIGHT, percentOf } from './giftText.js';
import { GIFT_GRADING } from './readOrdering.js';

/**
 * The answer blocks of the types GIFT can write, each the inverse of its reader in readBodies.ts: what is
 * written here reads back as the same body. Lists are written one answer a line, as Moodle exports them.
 */

type Body<T extends QuestionBody['type']> = Extract<QuestionBody, { type: T }>;

/** A text where the reader strips a format marker: escaped, and guarded when it starts like one. */
const part = (text: string, format: TextFormat) => guardMarker(escapeGift(text), format);

const feedbackOf = (feedback: string | undefined, format: TextFormat) => (feedback ? `#${part(feedback, format)}` : '');

/** An answer's weight, written whenever it is not the marker's own (and before a text that looks like one). */
function weighted(marker: '=' | '~', fraction: number, text: string, implied: number): string {
  const explicit = fraction !== implied || LOOKS_LIKE_WEIGHT.test(text);
  return explicit ? `${marker}%${percentOf(fraction)}%` : marker;
}

/** `=` for a right single answer; the others after `~`, with their weight unless it is 0. */
function choiceMarker(option: ChoiceOption, index: number, body: Body<'choice'>, firstFull: number): string {
  if (!body.multiple && option.fraction === 1) {
    // Every option right: only the first gets `=`, so that a `~` keeps the block a choice question.
    const allFull = body.options.every((o) => o.fraction === 1);
    if (!allFull || index === firstFull) return '=';
  }
  return weighted('~', option.fraction, option.text, 0);
}

function list(lines: string[]): string {
  return `\n${lines.map((line) => `\t${line}\n`).join('')}`;
}

function writeChoice(body: Body<'choice'>, format: TextFormat): string {
  const firstFull = body.options.findIndex((o) => o.fraction === 1);
  return list(
    body.options.map(
      (o, i) => `${choiceMarker(o, i, body, firstFull)}${part(o.text, format)}${feedbackOf(o.feedback, format)}`,
    ),
  );
}

function writeShortAnswer(body: Body<'shortAnswer'>, format: TextFormat): string {
  return list(
    body.answers.map(
      (a) => `${weighted('=', a.fraction, a.text, 1)}${part(a.text, format)}${feedbackOf(a.feedback, format)}`,
    ),
  );
}

function writeNumerical(body: Body<'numerical'>, format: TextFormat): string {
  const answers = body.answers.map(
    (a) => `${weighted('=', a.fraction, '', 1)}${a.value}:${a.tolerance}${feedbackOf(a.feedback, format)}`,
  );
  return `#${list(answers)}`;
}

function writeMatching(body: Body<'matching'>, format: TextFormat): string {
  // The choice after -> is read as it is (no format marker), the stem like any text.
  const pairs = body.pairs.map((p) => `=${part(p.stem, format)} -> ${escapeGift(p.choice)}`);
  const distractors = body.distractors.map((d) => `= -> ${escapeGift(d)}`);
  return list([...pairs, ...distractors]);
}

/** The right answer and, as Moodle writes them, the feedback for a wrong answer, then for a right one. */
function writeTrueFalse(body: Body<'trueFalse'>, format: TextFormat): string {
  const [right, wrong] = body.correct
    ? [body.feedbackTrue, body.feedbackFalse]
    : [body.feedbackFalse, body.feedbackTrue];
  const wrongPart = wrong ? `#${part(wrong, format)}` : right ? '#' : '';
  return `${body.correct ? 'TRUE' : 'FALSE'}${wrongPart}${feedbackOf(right, format)}`;
}

/** qtype_ordering's form: all items shown, in a vertical list, with the grading details shown. */
function writeOrdering(body: Body<'ordering'>): string {
  const header = `>${body.items.length} ALL VERTICAL ${GIFT_GRADING[body.scoring]} SHOW`;
  return `${header}\n${body.items.map((item) => `${escapeGift(item)}\n`).join('')}`;
}

/** The inside of the answer block, without the general feedback; undefined for cloze (no GIFT form). */
export function writeAnswerBlock(draft: QuestionDraft): string | undefined {
  const { body, textFormat } = draft;
  switch (body.type) {
    case 'choice':
      return writeChoice(body, textFormat);
    case 'shortAnswer':
      return writeShortAnswer(body, textFormat);
    case 'numerical':
      return writeNumerical(body, textFormat);
    case 'matching':
      return writeMatching(body, textFormat);
    case 'trueFalse':
      return writeTrueFalse(body, textFormat);
    case 'ordering':
      return writeOrdering(body);
    case 'descriptive':
      return '';
    case 'cloze':
      return undefined;
  }
}
