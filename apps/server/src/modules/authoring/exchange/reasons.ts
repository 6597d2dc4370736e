import { ANSWER_SEPARATOR, OPTION_LETTERS, type Locale } from '@assessly/shared';
import { translations, type Translation } from '@assessly/shared/i18n';

/**
 * The reasons of the GIFT, Moodle XML and QTI readers' reports (and of a GIFT export), one shape for the
 * three: a key of the `importReasons` namespace with its params, said in the caller's language only when
 * the report line is written. The report's `reason` stays a string (the wire's ImportReportLine).
 */
export type ImportReasonKey = keyof Translation['importReasons'];
export type ReasonParams = Record<string, string | number>;

export interface ExchangeReason {
  key: ImportReasonKey;
  params: ReasonParams;
}

/** What every exchange reader and writer takes: the language of its report's reasons (English when absent). */
export interface ExchangeOptions {
  locale?: Locale;
}

/** Values quoted from the file are cut to keep a report line readable. */
const QUOTE_LENGTH = 60;

function quoted(value: string | number | undefined): string {
  const text = String(value ?? '');
  const chars = Array.from(text);
  return chars.length > QUOTE_LENGTH ? `${chars.slice(0, QUOTE_LENGTH - 3).join('')}…` : text;
}

/** A reason in a language, its placeholders filled in. */
export function reasonText(locale: Locale, reason: ExchangeReason): string {
  const template = translations[locale].importReasons[reason.key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => quoted(reason.params[name]));
}

/** Several reasons (an item's notes) in a language, as one report line's reason. */
export const reasonsText = (locale: Locale, reasons: readonly ExchangeReason[]): string =>
  reasons.map((reason) => reasonText(locale, reason)).join('; ');

/**
 * Thrown by a reader while it reads an item: the item is kept out, its report line gives the status and
 * the reason. Never leaves the reader's parse function.
 */
export class ItemRefused extends Error {
  constructor(
    readonly status: 'unsupported' | 'invalid',
    readonly reason: ExchangeReason,
  ) {
    super(reasonText('en', reason));
    this.name = 'ItemRefused';
  }
}

/** The item breaks its format's or its type's rules. */
export const invalid = (key: ImportReasonKey, params: ReasonParams = {}): never => {
  throw new ItemRefused('invalid', { key, params });
};

/** The item is sound, but nothing here can represent it. */
export const unsupported = (key: ImportReasonKey, params: ReasonParams = {}): never => {
  throw new ItemRefused('unsupported', { key, params });
};

/** A text a candidate answers with or chooses: `#####` would split it when the answer is stored (issue 22). */
export function checkPart(text: string): string {
  if (text.includes(ANSWER_SEPARATOR)) invalid('separator', { text });
  return text;
}

/**
 * A choice question keeps its options in optionA–E, so it holds at most five (the shared choice schema's
 * limit, which validateDraft applies): a question with more can not be represented here.
 */
export const MAX_CHOICE_OPTIONS = OPTION_LETTERS.length;

export function checkOptionCount(count: number) {
  if (count > MAX_CHOICE_OPTIONS) unsupported('tooManyOptions', { count, max: MAX_CHOICE_OPTIONS });
}

/** What a reader notes of an item it imports (what is not kept), each note once, in the order noted. */
export class ReasonNotes {
  private readonly notes = new Map<string, ExchangeReason>();

  add(key: ImportReasonKey, params: ReasonParams = {}) {
    const reason = { key, params };
    this.notes.set(reasonText('en', reason), reason);
  }

  get all(): ExchangeReason[] {
    return [...this.notes.values()];
  }
}
