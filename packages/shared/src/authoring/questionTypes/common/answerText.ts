// How typed answers are compared (issue 22): Unicode NFC, white space collapsed and trimmed, and case folded
// unless the question is case sensitive. Folding is the Unicode default lower-case mapping, the root locale's
// ('und'), so that no reader's language changes the result: Latin (with es/it accents) folds, Devanagari and
// Bengali have no case and stay as they are.
//
// Every answer save of a short-answer question, and of a cloze text blank, compares the text typed with each
// accepted answer, so the accepted answers' patterns are compiled once and kept (bounded, below), and the text
// typed is brought to its compared form once for all the accepted answers it is compared with.

/**
 * A typed or an accepted text in the form it is compared in. toLowerCase() is the root locale's folding:
 * toLocaleLowerCase('und') gives the same text (no language has its own mapping there; warmCaches.test.ts
 * checks every code point) but reads its locale argument on every call, at 35–55 times the cost (3–5 µs).
 */
export function comparableText(text: string, caseSensitive: boolean): string {
  const normal = text.normalize('NFC').replace(/\s+/gu, ' ').trim();
  return caseSensitive ? normal : normal.toLowerCase();
}

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * An accepted answer as a pattern: `*` matches any run of characters (none included), `\*` is a star
 * itself (as in Moodle); everything else matches itself. Both sides are compared in comparableText form.
 * A new RegExp on every call; matchesAccepted uses kept ones.
 */
export function acceptedPattern(accepted: string, caseSensitive: boolean): RegExp {
  const parts = comparableText(accepted, caseSensitive).split(/(\\\*|\*)/);
  const source = parts
    .map((part) => (part === '*' ? '.*' : part === '\\*' ? '\\*' : part.replace(REGEX_SPECIAL, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'su');
}

/**
 * The compiled patterns of the accepted answers met lately, by case sensitivity and text. An assessment's
 * accepted answers are few and every candidate's answer is compared with the same ones; the least recently
 * used goes first when full. A pattern without the g or y flag keeps no state between tests, so sharing one
 * cannot change a result.
 */
export const KEPT_PATTERNS_LIMIT = 2_000;
const keptPatterns = new Map<string, RegExp>();

function keptPattern(accepted: string, caseSensitive: boolean): RegExp {
  const key = (caseSensitive ? 'c' : 'i') + accepted;
  let pattern = keptPatterns.get(key);
  if (pattern === undefined) {
    if (keptPatterns.size >= KEPT_PATTERNS_LIMIT) keptPatterns.delete(keptPatterns.keys().next().value!);
    pattern = acceptedPattern(accepted, caseSensitive);
  } else keptPatterns.delete(key);
  keptPatterns.set(key, pattern);
  return pattern;
}

/** How many compiled patterns are kept (for tests). */
export const keptPatternCount = (): number => keptPatterns.size;
/** Forgets every kept pattern and typed text (for tests: a cold start). */
export function forgetKeptPatterns(): void {
  keptPatterns.clear();
  lastTyped = null;
}

/** The last typed text brought to its compared form: a score compares it with every accepted answer in turn. */
let lastTyped: { text: string; caseSensitive: boolean; comparable: string } | null = null;

function comparableTyped(text: string, caseSensitive: boolean): string {
  if (lastTyped?.text !== text || lastTyped.caseSensitive !== caseSensitive)
    lastTyped = { text, caseSensitive, comparable: comparableText(text, caseSensitive) };
  return lastTyped.comparable;
}

/** Whether a typed text matches an accepted answer. */
export const matchesAccepted = (typed: string, accepted: string, caseSensitive: boolean): boolean =>
  keptPattern(accepted, caseSensitive).test(comparableTyped(typed, caseSensitive));
