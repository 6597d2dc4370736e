import { ImportProblem, MAX_OPTIONS, type ParsedQuestion } from './importProblem.js';

/**
 * Moodle GIFT: questions separated by blank lines, comments (//), an optional ::title::, and an
 * answer block {…}. Supported: multiple choice (=right ~wrong, or weighted ~%50%right), true/false
 * ({T} {F} {TRUE} {FALSE}) and essay ({}); matching, numeric and short answer are refused.
 */

// Escaped special characters are swapped for private-use placeholders while parsing, then restored.
const ESCAPABLE = ['~', '=', '#', '{', '}', ':', '\\'];
const PLACEHOLDER_BASE = 0xe000;

function protectEscapes(text: string): string {
  return text
    .replace(/\\n/g, '\n')
    .replace(/\\([~=#{}:\\])/g, (_, c: string) => String.fromCharCode(PLACEHOLDER_BASE + ESCAPABLE.indexOf(c)));
}

function restore(text: string): string {
  return text.replace(/[\ue000-\ue006]/g, (c) => ESCAPABLE[c.charCodeAt(0) - PLACEHOLDER_BASE]!).trim();
}

interface Block {
  line: number;
  text: string;
}

/** Blank lines separate questions; comment and $CATEGORY lines are skipped. */
function splitBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  content.split(/\r?\n/).forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('$CATEGORY:')) return;
    if (!trimmed) {
      current = null;
      return;
    }
    if (!current) {
      current = { line: i + 1, text: raw };
      blocks.push(current);
    } else current.text += `\n${raw}`;
  });
  return blocks;
}

/** Text before the answer block, with its title and format marker removed. */
function stem(text: string): string {
  return text
    .replace(/^\s*::[\s\S]*?::/, '')
    .replace(/^\s*\[(html|moodle|plain|markdown)\]/i, '')
    .trim();
}

/** One answer of a choice block: its text, whether it counts as correct, without its feedback. */
function readAnswer(marker: string, body: string) {
  const weight = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
  const rest = weight ? body.slice(weight[0].length) : body;
  const text = rest.split('#')[0]!;
  const correct = marker === '=' || (weight !== null && Number(weight[1]) > 0);
  return { text: restore(text), correct };
}

type AnswerBlock = Pick<ParsedQuestion, 'options' | 'correct' | 'descriptive' | 'explanation'>;

function parseChoices(answer: string, line: number): AnswerBlock {
  const feedbackAt = answer.indexOf('####');
  const explanation = feedbackAt >= 0 ? restore(answer.slice(feedbackAt + 4)) : '';
  const body = feedbackAt >= 0 ? answer.slice(0, feedbackAt) : answer;
  const answers = [...body.matchAll(/([=~])([^=~]*)/g)].map((m) => ({ marker: m[1]!, ...readAnswer(m[1]!, m[2]!) }));
  if (!answers.some((a) => a.marker === '~')) throw new ImportProblem(line, 'giftShortAnswer');
  if (answers.length > MAX_OPTIONS) throw new ImportProblem(line, 'tooManyOptions', { max: MAX_OPTIONS });
  if (answers.length < 2) throw new ImportProblem(line, 'tooFewOptions');
  return {
    options: answers.map((a) => a.text),
    correct: answers.flatMap((a, i) => (a.correct ? [i] : [])),
    descriptive: false,
    explanation,
  };
}

function parseAnswerBlock(answer: string, line: number): AnswerBlock {
  const trimmed = answer.trim();
  if (!trimmed) return { options: [], correct: [], descriptive: true, explanation: '' };
  const trueFalse = /^(T|TRUE|F|FALSE)(#.*)?$/is.exec(trimmed);
  if (trueFalse) {
    const isTrue = trueFalse[1]!.toUpperCase().startsWith('T');
    return { options: ['True', 'False'], correct: [isTrue ? 0 : 1], descriptive: false, explanation: '' };
  }
  if (trimmed.startsWith('#')) throw new ImportProblem(line, 'giftNumeric');
  if (trimmed.includes('->')) throw new ImportProblem(line, 'giftMatching');
  return parseChoices(trimmed, line);
}

function parseQuestion(block: Block): ParsedQuestion {
  const text = protectEscapes(block.text);
  const open = text.indexOf('{');
  if (open < 0) throw new ImportProblem(block.line, 'giftNoAnswerBlock');
  const close = text.indexOf('}', open);
  if (close < 0) throw new ImportProblem(block.line, 'giftUnclosedBlock');
  const before = restore(stem(text.slice(0, open)));
  const after = restore(text.slice(close + 1));
  // "Missing word" questions keep a blank where the answer block stood.
  const question = after ? `${before} _____ ${after}` : before;
  return { line: block.line, text: question, ...parseAnswerBlock(text.slice(open + 1, close), block.line) };
}

export function parseGift(content: string): ParsedQuestion[] {
  return splitBlocks(content.replace(/^\uFEFF/, '')).map(parseQuestion);
}
