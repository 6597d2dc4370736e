// Whether a question as an import read it (or an author wrote it) can be stored and scored: its body against
// its type's schema, a cloze body against its text, and a key that can earn marks. Importers report the
// reason (a message key) of each item they cannot import.
import type { ClozeBlank, QuestionBody, QuestionDraft } from './model.js';
import { parseCloze, writeBlank } from './cloze/clozeSyntax.js';
import { questionBodySchema } from './registry.js';

export type DraftCheck = { ok: true; body: QuestionBody } | { ok: false; reason: string; path: string };

/** The message keys the body schemas give; any other zod issue (a wrong shape) reads as invalidQuestionBody. */
const SCHEMA_KEYS = [
  'required',
  'tooLong',
  'answerSeparatorInText',
  'fractionRange',
  'positiveNumber',
  'mustBeAboveZero',
  'tooFewOptions',
  'tooManyChoiceOptions',
  'duplicateOption',
  'duplicateUnit',
  'unitRequiredWithoutUnits',
  'tooFewPairs',
  'tooFewItems',
  'clozeEmptyAnswer',
  'clozeNoBlanks',
  'clozeBlanksMismatch',
] as const;
const SCHEMA_KEY_SET = new Set<string>(SCHEMA_KEYS);

/** Every reason validateDraft gives (each a message key in the five languages). */
export const DRAFT_REFUSAL_KEYS: readonly string[] = [
  ...SCHEMA_KEYS,
  'invalidQuestionBody',
  'noScoringAnswer',
  'clozeUnclosedBlank',
  'clozeBadNumber',
  'clozeMarkerInText',
];

/** Every blank's fractions, or the question's own: the answers that can earn something. */
function fractionsOf(blank: ClozeBlank): number[] {
  return (blank.kind === 'choice' ? blank.options : blank.answers).map((a) => a.fraction);
}

/**
 * Why a body's key cannot earn marks, or null: a choice, short-answer or numerical question, and every
 * blank of a cloze, needs an answer with a fraction above 0. Not a schema rule, because a survey's choice
 * questions have no right answer: the server applies it to marked assessments, importers to every item.
 */
export function bodyKeyProblem(body: QuestionBody): string | null {
  const earns = (fractions: number[]) => fractions.some((f) => f > 0);
  if (body.type === 'choice' && !earns(body.options.map((o) => o.fraction))) return 'noScoringAnswer';
  if ((body.type === 'shortAnswer' || body.type === 'numerical') && !earns(body.answers.map((a) => a.fraction)))
    return 'noScoringAnswer';
  if (body.type === 'cloze' && !body.blanks.every((blank) => earns(fractionsOf(blank)))) return 'noScoringAnswer';
  return null;
}

/** A cloze body against its text: the text must parse, into the same blanks (compared in their written form). */
function clozeProblem(text: string, blanks: readonly ClozeBlank[]): string | null {
  const parsed = parseCloze(text);
  if ('error' in parsed) return parsed.error;
  const same =
    parsed.blanks.length === blanks.length &&
    parsed.blanks.every((b, i) => writeBlank(b) === writeBlank(blanks[i] as ClozeBlank));
  return same ? null : 'clozeBlanksMismatch';
}

/** A draft checked: ok with its body as stored (texts trimmed), or the first reason it is refused and where. */
export function validateDraft(draft: QuestionDraft): DraftCheck {
  if (!draft.text.trim()) return { ok: false, reason: 'required', path: 'text' };
  if (!Number.isFinite(draft.mark) || draft.mark < 0) return { ok: false, reason: 'positiveNumber', path: 'mark' };
  const parsed = questionBodySchema.safeParse(draft.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const reason = issue && SCHEMA_KEY_SET.has(issue.message) ? issue.message : 'invalidQuestionBody';
    return { ok: false, reason, path: ['body', ...(issue?.path ?? [])].join('.') };
  }
  const body = parsed.data as QuestionBody;
  const cloze = body.type === 'cloze' ? clozeProblem(draft.text, body.blanks) : null;
  if (cloze) return { ok: false, reason: cloze, path: 'text' };
  const key = bodyKeyProblem(body);
  return key ? { ok: false, reason: key, path: 'body' } : { ok: true, body };
}
