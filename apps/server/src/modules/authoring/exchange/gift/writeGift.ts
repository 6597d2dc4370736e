import { isDeepStrictEqual } from 'node:util';
import type { QuestionDraft } from '@assessly/shared';
import { reasonText, type ExchangeOptions, type ImportReasonKey, type ReasonParams } from '../reasons.js';
import { categoryFromPath, escapeGift, excerpt, guardMarker, pathOfCategory, withFormat } from './giftText.js';
import { parseGift } from './parseGift.js';
import { BLANK } from './readQuestion.js';
import { writeAnswerBlock } from './writeBodies.js';

/** A question of an export that is left out of the file, or written with something it does not carry. */
export interface GiftExportLine {
  /** The question's 1-based position in the drafts given. */
  item: string;
  title: string;
  reason: string;
}

export interface GiftExport {
  /** The GIFT file (UTF-8 text). */
  gift: string;
  /** Questions GIFT can not express so that they read back the same: not in the file. */
  skipped: GiftExportLine[];
  /** Questions in the file, with what of them the file does not carry (their images, a category name). */
  notes: GiftExportLine[];
}

const OPTIONAL_TEXTS = new Set(['title', 'feedback', 'feedbackTrue', 'feedbackFalse']);

/**
 * The draft as GIFT gives it back: every text trimmed with its line breaks as \n (the reader trims what it
 * reads), empty optional texts left out, -0 as 0. Files are not part of it (GIFT carries none).
 */
function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\r\n|\r/g, '\n').trim();
  if (typeof value === 'number') return Object.is(value, -0) ? 0 : value;
  if (Array.isArray(value)) return value.map((v) => normalise(v));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).flatMap(([k, v]) => {
    const kept = normalise(v);
    return kept === undefined || (OPTIONAL_TEXTS.has(k) && kept === '') ? [] : [[k, kept] as const];
  });
  return Object.fromEntries(entries);
}

function normaliseDraft(draft: QuestionDraft): QuestionDraft {
  const { files: _files, ...rest } = draft;
  return normalise(rest) as QuestionDraft;
}

/** Why GIFT can not write the question, when a rule of the format says so before anything is written. */
function refusal(draft: QuestionDraft): [ImportReasonKey, ReasonParams?] | undefined {
  const { body } = draft;
  switch (body.type) {
    case 'cloze':
      return ['exportCloze'];
    case 'numerical':
      return body.units.length > 0 || body.unitRequired ? ['exportUnits'] : undefined;
    case 'shortAnswer':
      if (body.caseSensitive) return ['exportCaseSensitive'];
      // `=` and `->` in one block make it a matching question; GIFT has no escape for "->".
      return body.answers.some((a) => `${a.text}${a.feedback ?? ''}`.includes('->'))
        ? ['exportArrowShortAnswer']
        : undefined;
    case 'choice':
      return !body.multiple && !body.options.some((o) => o.fraction === 1) ? ['exportSingleWithoutFull'] : undefined;
    case 'matching':
      return body.pairs.some((p) => p.stem.includes('->')) ? ['exportArrowStem'] : undefined;
    default:
      return undefined;
  }
}

/** A missing-word text gets its answer block where its blank is, unless the blank ends the text. */
function placeBlock(text: string, block: string): string {
  const at = text.indexOf(BLANK);
  const after = at < 0 ? '' : text.slice(at + BLANK.length);
  return after.trim() === '' ? `${text}${block}` : `${text.slice(0, at)}${block}${after}`;
}

/**
 * The question's own image: GIFT carries no files, so an export names its address here in a comment (as
 * `// [mark:n]`), which Moodle ignores and parseGift reads back. An address a comment can not hold (white
 * space, `]`) is left out.
 */
const writableImage = (image: string | undefined): image is string => !!image && /^[^\s\]]+$/.test(image);

/**
 * One question: optional mark and image comments, then `::title::[format]text{answers####general feedback}`.
 */
function writeQuestion(draft: QuestionDraft, answers: string): string {
  const image = writableImage(draft.image) ? `// [image:${draft.image}]\n` : '';
  const mark = `${draft.mark === 1 ? '' : `// [mark:${draft.mark}]\n`}${image}`;
  const title = draft.title === undefined ? '' : `::${escapeGift(draft.title)}::`;
  const text = withFormat(escapeGift(draft.text), draft.textFormat, draft.title !== undefined);
  const general = draft.explanation ? `####${guardMarker(escapeGift(draft.explanation), draft.textFormat)}` : '';
  const block = answers.endsWith('\n') && general ? `{${answers}\t${general}\n}` : `{${answers}${general}}`;
  return `${mark}${title}${placeBlock(text, block)}\n`;
}

/** The question read back from what was written is the question, category aside. */
function readsBack(written: string, draft: QuestionDraft): boolean {
  const bank = parseGift(written);
  const { category: _category, ...expected } = draft;
  return bank.report.length === 1 && isDeepStrictEqual(bank.questions[0]?.draft, expected);
}

/**
 * Drafts as a GIFT file, the inverse of parseGift: `$CATEGORY:` lines when the category changes, fractions as
 * %n% to Moodle's 7 places, a `// [mark:n]` comment for a mark other than 1 (Moodle ignores it; parseGift
 * reads it back). Each question is read back before it is kept: one GIFT can not express exactly (cloze,
 * units, case-sensitive short answers…) is listed in `skipped` with its reason (in `locale`, English by
 * default), never written approximately.
 */
export function writeGift(drafts: QuestionDraft[], { locale = 'en' }: ExchangeOptions = {}): GiftExport {
  const result: GiftExport = { gift: '', skipped: [], notes: [] };
  const chunks: string[] = [];
  let category: string | undefined;
  drafts.forEach((original, index) => {
    const draft = normaliseDraft(original);
    const lostImage = draft.image !== undefined && !writableImage(draft.image);
    if (lostImage) delete draft.image;
    const line = (key: ImportReasonKey, params: ReasonParams = {}): GiftExportLine => ({
      item: String(index + 1),
      title: draft.title ?? excerpt(draft.text),
      reason: reasonText(locale, { key, params }),
    });
    const refused = refusal(draft);
    const answers = refused ? undefined : writeAnswerBlock(draft);
    const written = answers === undefined ? undefined : writeQuestion(draft, answers);
    if (refused || written === undefined || !readsBack(written, draft)) {
      result.skipped.push(line(...(refused ?? ['exportNotExpressible'])));
      return;
    }
    if (draft.category !== category) {
      const path = pathOfCategory(draft.category).replace(/\s*\n\s*/g, ' ');
      const back = categoryFromPath(path);
      if (back !== draft.category) {
        result.notes.push(line('exportCategory', { value: draft.category ?? '', back: back ?? '' }));
      }
      chunks.push(`$CATEGORY: ${path}\n`);
      category = draft.category;
    }
    chunks.push(written);
    if (original.files?.length || lostImage) result.notes.push(line('exportFiles'));
    if (draft.image !== undefined) result.notes.push(line('exportImageLink', { path: draft.image }));
  });
  result.gift = chunks.join('\n');
  return result;
}
