// How typed answers are compared (issue 22): Unicode NFC, white space collapsed and trimmed, and case folded
// unless the question is case sensitive. Folding uses the root locale ('und'), so that no reader's language
// changes the result: Latin (with es/it accents) folds, Devanagari and Bengali have no case and stay as they are.

/** A typed or an accepted text in the form it is compared in. */
export function comparableText(text: string, caseSensitive: boolean): string {
  const normal = text.normalize('NFC').replace(/\s+/gu, ' ').trim();
  return caseSensitive ? normal : normal.toLocaleLowerCase('und');
}

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * An accepted answer as a pattern: `*` matches any run of characters (none included), `\*` is a star
 * itself (as in Moodle); everything else matches itself. Both sides are compared in comparableText form.
 */
export function acceptedPattern(accepted: string, caseSensitive: boolean): RegExp {
  const parts = comparableText(accepted, caseSensitive).split(/(\\\*|\*)/);
  const source = parts
    .map((part) => (part === '*' ? '.*' : part === '\\*' ? '\\*' : part.replace(REGEX_SPECIAL, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'su');
}

/** Whether a typed text matches an accepted answer. */
export const matchesAccepted = (typed: string, accepted: string, caseSensitive: boolean): boolean =>
  acceptedPattern(accepted, caseSensitive).test(comparableText(typed, caseSensitive));
