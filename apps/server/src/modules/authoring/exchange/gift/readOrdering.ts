import type { OrderingScoring, QuestionBody } from '@assessly/shared';
import { restoreEscapes } from './giftText.js';
import { checkPart, invalid, unsupported } from '../reasons.js';

/**
 * Ordering, in the GIFT form of Moodle's qtype_ordering: `{>count [select] [layout] [grading] [show]` on the
 * first line, then the items in their right order, one per line. The keywords are optional and come in
 * that order; what follows them on the first line is the first item (as the plugin reads it).
 */

const SELECT = ['ALL', 'EXACT', 'RANDOM', 'REL', 'CONTIGUOUS', 'CONTIG'];
const LAYOUT = ['HORIZONTAL', 'HORI', 'H', '1', 'VERTICAL', 'VERT', 'V', '0'];
const SHOW = ['SHOW', 'TRUE', 'YES', '1', 'HIDE', 'FALSE', 'NO', '0'];
/** Three of qtype_ordering's nine grading types are ours; the relative ones score pairs of neighbours. */
const GRADING: Record<string, OrderingScoring | null> = {
  ALL_OR_NOTHING: 'allOrNothing',
  ABSOLUTE_POSITION: 'perPosition',
  ABSOLUTE: 'perPosition',
  ABS: 'perPosition',
  LONGEST_CONTIGUOUS_SUBSET: 'longestRun',
  LONGEST_ORDERED_SUBSET: null,
  RELATIVE_NEXT_EXCLUDE_LAST: null,
  RELATIVE_NEXT_INCLUDE_LAST: null,
  RELATIVE_ONE_PREVIOUS_AND_NEXT: null,
  RELATIVE_ALL_PREVIOUS_AND_NEXT: null,
  RELATIVE_TO_CORRECT: null,
  RELATIVE: null,
  REL: null,
};

/** The names the writer gives our three scorings. */
export const GIFT_GRADING: Record<OrderingScoring, string> = {
  allOrNothing: 'ALL_OR_NOTHING',
  perPosition: 'ABSOLUTE_POSITION',
  longestRun: 'LONGEST_CONTIGUOUS_SUBSET',
};

/** What qtype_ordering assumes when the first line leaves them out. */
const DEFAULT_SELECT = 'RANDOM';
const DEFAULT_GRADING = 'RELATIVE_NEXT_EXCLUDE_LAST';
const DEFAULT_SHOWN = 6;

/** `{>` followed by a count: the only answer block that is an ordering question. */
export const isOrdering = (answerText: string): boolean => /^>\s*\d/.test(answerText);

interface Header {
  count: number;
  select: string;
  grading: string;
  /** The rest of the first line: the first item, when there is one. */
  rest: string;
}

function readHeader(firstLine: string): Header {
  let rest = firstLine.replace(/^>\s*/, '');
  const count = /^\d+/.exec(rest)?.[0] ?? '';
  rest = rest.slice(count.length).trimStart();
  const take = (names: string[]) => {
    const token = /^\S+/.exec(rest)?.[0];
    if (token === undefined || !names.includes(token.toUpperCase())) return undefined;
    rest = rest.slice(token.length).trimStart();
    return token.toUpperCase();
  };
  const select = take(SELECT) ?? DEFAULT_SELECT;
  take(LAYOUT);
  const grading = take(Object.keys(GRADING)) ?? DEFAULT_GRADING;
  take(SHOW);
  return { count: Number(count), select, grading, rest };
}

/**
 * How many items a candidate is shown: all with select ALL (EXACT); otherwise the count when it lies in
 * 3…lines, else six (the plugin's rule), which is all of them when there are no more.
 */
function shownCount(header: Header, lines: number, total: number): number {
  if (header.select === 'ALL' || header.select === 'EXACT') return total;
  const count = header.count > 2 && header.count <= lines ? header.count : Math.min(DEFAULT_SHOWN, lines);
  return Math.min(count, total);
}

export function readOrdering(answerText: string): QuestionBody {
  const [firstLine = '', ...others] = answerText.split('\n');
  const header = readHeader(firstLine);
  const scoring = GRADING[header.grading];
  if (!scoring) return unsupported('unsupportedOrderingGrading', { grading: header.grading });
  // The plugin counts the lines after the keywords, blank ones included, for its rule on the count.
  const lines = header.rest === '' ? others : [header.rest, ...others];
  const items = lines.map((line) => restoreEscapes(line).trim()).filter((item) => item !== '');
  if (items.length < 2) invalid('tooFewAnswers', { min: 2 });
  const shown = shownCount(header, lines.length, items.length);
  if (shown < items.length) unsupported('unsupportedOrderingSubset', { count: shown, total: items.length });
  return { type: 'ordering', items: items.map(checkPart), scoring };
}
