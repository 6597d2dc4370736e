import type { OrderingScoring, QuestionBody } from '@assessly/shared';
import { checkPart, invalid, unsupported, type ReasonNotes } from '../reasons.js';
import { noteCombinedFeedback } from './readAnswers.js';
import { childrenNamed, textOf, valueOf, type XmlElement } from './xmlTree.js';

/**
 * qtype_ordering's grading types, by the names its XML export writes and the numbers it stores (older
 * files carry the numbers). Three of its nine are ours; the relative ones score pairs of neighbours,
 * which the model has no rule for.
 */
const GRADING: Record<string, OrderingScoring> = {
  ALL_OR_NOTHING: 'allOrNothing',
  '-1': 'allOrNothing',
  ABSOLUTE_POSITION: 'perPosition',
  ABSOLUTE: 'perPosition',
  ABS: 'perPosition',
  '0': 'perPosition',
  LONGEST_CONTIGUOUS_SUBSET: 'longestRun',
  '6': 'longestRun',
};

export const MOODLE_GRADING: Record<OrderingScoring, string> = {
  allOrNothing: 'ALL_OR_NOTHING',
  perPosition: 'ABSOLUTE_POSITION',
  longestRun: 'LONGEST_CONTIGUOUS_SUBSET',
};

/** Moodle shows at least this many items when it shows a subset (qtype_ordering's MIN_SUBSET_ITEMS). */
const MIN_SUBSET_ITEMS = 2;
/** What qtype_ordering assumes when a file leaves out <selectcount> / <gradingtype>. */
const DEFAULT_SELECT_COUNT = 6;
const DEFAULT_GRADING = 'RELATIVE_NEXT_EXCLUDE_LAST';

/**
 * How many items a candidate is shown: all of them with selecttype ALL (EXACT), otherwise a random or
 * contiguous subset of selectcount items (at least two), which is all of them when there are no more.
 * Older files call the fields <logical> and <studentsee>.
 */
function shownCount(question: XmlElement, total: number): number {
  const selectType = (valueOf(question, 'selecttype') ?? valueOf(question, 'logical') ?? 'RANDOM').toUpperCase();
  if (selectType === 'ALL' || selectType === 'EXACT') return total;
  const raw = Number(valueOf(question, 'selectcount') ?? valueOf(question, 'studentsee') ?? DEFAULT_SELECT_COUNT);
  const count = Number.isInteger(raw) && raw >= MIN_SUBSET_ITEMS ? raw : MIN_SUBSET_ITEMS;
  return Math.min(total, count);
}

/**
 * ordering (qtype_ordering): the `<answer>` elements are the items in their right order (Moodle ignores
 * their fraction attributes on import, and so do we). <layouttype>, <showgrading> and <numberingstyle>
 * are how Moodle draws the list and are not kept.
 */
export function readOrdering(question: XmlElement, notes: ReasonNotes): QuestionBody {
  const grading = (valueOf(question, 'gradingtype') ?? DEFAULT_GRADING).toUpperCase();
  const scoring = GRADING[grading] ?? unsupported('unsupportedOrderingGrading', { grading });
  // The fraction attributes of ordering answers are positions (1, 2, 3…), not fractions: not read.
  const items = childrenNamed(question, 'answer')
    .map((el) => textOf(el))
    .filter((text) => text !== '');
  if (items.length < 2) invalid('tooFewAnswers', { min: 2 });
  const shown = shownCount(question, items.length);
  if (shown < items.length) unsupported('unsupportedOrderingSubset', { count: shown, total: items.length });
  noteCombinedFeedback(question, notes);
  return { type: 'ordering', items: items.map(checkPart), scoring };
}
