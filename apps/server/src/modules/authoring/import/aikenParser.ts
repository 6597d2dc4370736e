import { OPTION_LETTERS } from '@assessly/shared';
import { ImportProblem, MAX_OPTIONS, type ParsedQuestion } from './importProblem.js';

/**
 * Aiken: a question line, then options lettered 'A. text' or 'A) text' in order (2 to 5 here),
 * then 'ANSWER: X'. Blank lines between questions are optional.
 */

const OPTION = /^([A-Za-z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

interface Pending {
  line: number;
  textLines: string[];
  options: string[];
}

function finish(q: Pending, answer: string, line: number): ParsedQuestion {
  if (q.options.length === 0) throw new ImportProblem(q.line, 'aikenNoOptions');
  if (q.options.length < 2) throw new ImportProblem(q.line, 'tooFewOptions');
  const index = OPTION_LETTERS.indexOf(answer.trim().toUpperCase() as (typeof OPTION_LETTERS)[number]);
  if (index < 0 || index >= q.options.length) throw new ImportProblem(line, 'aikenBadAnswer', { value: answer.trim() });
  return {
    line: q.line,
    text: q.textLines.join('\n'),
    options: q.options,
    correct: [index],
    explanation: '',
    descriptive: false,
  };
}

function addOption(q: Pending, letter: string, text: string, line: number) {
  if (q.options.length >= MAX_OPTIONS) throw new ImportProblem(line, 'tooManyOptions', { max: MAX_OPTIONS });
  const expected = OPTION_LETTERS[q.options.length]!;
  if (letter.toUpperCase() !== expected) throw new ImportProblem(line, 'aikenOptionOrder', { value: expected });
  q.options.push(text.trim());
}

export function parseAiken(content: string): ParsedQuestion[] {
  const questions: ParsedQuestion[] = [];
  let pending: Pending | null = null;
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const text = raw.trim();
    if (!text) return;
    if (!pending) {
      pending = { line, textLines: [text], options: [] };
      return;
    }
    const answer = ANSWER.exec(text);
    if (answer) {
      questions.push(finish(pending, answer[1]!, line));
      pending = null;
      return;
    }
    const option = OPTION.exec(text);
    // Before the first option, a plain line is more question text; after it, only options may follow.
    if (option) addOption(pending, option[1]!, option[2]!, line);
    else if (pending.options.length === 0) pending.textLines.push(text);
    else throw new ImportProblem(pending.line, 'aikenMissingAnswer');
  });
  const last = pending as Pending | null;
  if (last) throw new ImportProblem(last.line, 'aikenMissingAnswer');
  return questions;
}
