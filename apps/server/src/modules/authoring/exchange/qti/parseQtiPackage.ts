import {
  QUESTION_TYPE_ID,
  type ImportReportLine,
  type Locale,
  type ParsedBank,
  type QuestionDraft,
} from '@assessly/shared';
import { ImportProblem } from '../../import/importProblem.js';
import { imageMime } from './bodyText.js';
import { readManifest, readTest, type ItemPlace, type ItemResource } from './manifest.js';
import { readItem, type ItemRead } from './readItem.js';
import {
  ItemRefused,
  reasonsText,
  reasonText,
  type ExchangeOptions,
  type ExchangeReason,
  type ImportReasonKey,
  type ReasonParams,
} from '../reasons.js';
import { parseXml, XmlSyntaxError } from './xmlDom.js';
import { folderOf, openPackage, packagePath, ZipReadError, type PackageZip } from './zipReader.js';

/**
 * The package as a whole can not be read (not a zip, no or broken imsmanifest.xml, a damaged entry):
 * nothing of it is imported. An ImportProblem, so that the import flow refuses the file with a 202 and
 * the message `invalidQtiPackage` ({{detail}}), never a 500. The detail is a reason of `importReasons`,
 * said in the caller's language (`detail` is its English text).
 */
export class QtiPackageError extends ImportProblem {
  readonly detail: string;

  constructor(reason: ExchangeReason) {
    const detail = reasonText('en', reason);
    super(1, 'invalidQtiPackage', { detail, value: detail });
    this.detail = detail;
    this.detailReason = reason;
    this.name = 'QtiPackageError';
  }
}

const packageError = (key: ImportReasonKey, params: ReasonParams = {}) => new QtiPackageError({ key, params });

/** An item file larger than this is refused as invalid (real items are a few kilobytes). */
const MAX_ITEM_BYTES = 8 * 1024 * 1024;

async function readXmlEntry(zip: PackageZip, path: string, limit?: number) {
  try {
    return parseXml(await zip.read(path, limit));
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      throw packageError('packageNotXml', { file: path, line: error.line, column: error.column, detail: error.detail });
    throw error;
  }
}

/** The tests' order and categories, by item path. */
async function placesOf(zip: PackageZip, tests: string[]): Promise<Map<string, ItemPlace>> {
  const places = new Map<string, ItemPlace>();
  for (const test of tests) {
    if (!zip.has(test)) throw packageError('missingFile', { file: test });
    readTest(await readXmlEntry(zip, test), test, places);
  }
  return places;
}

/** Items listed by a test first, in its order; then the others in the manifest's order. */
function ordered(items: ItemResource[], places: Map<string, ItemPlace>): ItemResource[] {
  const position = (r: ItemResource): number =>
    (r.path === undefined ? undefined : places.get(r.path)?.position) ?? places.size + items.indexOf(r);
  return [...items].sort((a, b) => position(a) - position(b));
}

/** The images the item's texts show, read from the package; a missing one is noted, a URL stays a link. */
async function filesOf(zip: PackageZip, resource: ItemResource, read: ItemRead): Promise<QuestionDraft['files']> {
  const files: NonNullable<QuestionDraft['files']> = [];
  const pathOf = (src: string) => packagePath(src, folderOf(resource.path ?? ''));
  // In the order the manifest lists them (as they were written), then in the order the texts show them.
  const listed = (src: string) => {
    const at = resource.files.indexOf(pathOf(src) ?? '');
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  for (const src of [...read.images].sort((a, b) => listed(a) - listed(b))) {
    const path = pathOf(src);
    if (path === undefined) {
      if (/^https?:/i.test(src)) read.notes.add('noteExternalImage', { file: src });
      continue;
    }
    if (!zip.has(path)) {
      read.notes.add('noteMissingImage', { file: src });
      continue;
    }
    const mimeType = imageMime(src);
    const data = new Uint8Array(await zip.read(path));
    files.push(mimeType ? { name: src, mimeType, data } : { name: src, data });
  }
  return files.length > 0 ? files : undefined;
}

function draftOf(read: ItemRead, place: ItemPlace | undefined, files: QuestionDraft['files']): QuestionDraft {
  const draft: QuestionDraft = {
    text: read.text,
    textFormat: read.textFormat,
    mark: read.mark,
    body: read.body,
    explanation: read.explanation,
  };
  if (read.title) draft.title = read.title;
  if (place?.category) draft.category = place.category;
  if (files) draft.files = files;
  // The question's own image, when its file is in the package (a missing one is noted by filesOf).
  if (read.image !== undefined && files?.some((f) => f.name === read.image)) draft.image = read.image;
  return draft;
}

/** The report line of an item kept out, its reason in the report's language. */
function refusedLine(locale: Locale, item: string, title: string, refused: ItemRefused): ImportReportLine {
  return { item, title, status: refused.status, reason: reasonText(locale, refused.reason), questionTypeId: null };
}

const broken = (key: ImportReasonKey, params: ReasonParams = {}) => new ItemRefused('invalid', { key, params });

/** One item resource: its report line, and its draft when it is importable. */
async function readResource(
  zip: PackageZip,
  resource: ItemResource,
  place: ItemPlace | undefined,
  locale: Locale,
): Promise<{ line: ImportReportLine; draft?: QuestionDraft }> {
  const { path } = resource;
  if (!path) return { line: refusedLine(locale, resource.identifier, '', broken('noHref')) };
  if (!zip.has(path))
    return { line: refusedLine(locale, resource.identifier, '', broken('missingFile', { file: path })) };
  let root;
  try {
    root = parseXml(await zip.read(path, MAX_ITEM_BYTES));
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    return { line: refusedLine(locale, resource.identifier, '', broken('notXml', { detail: error.message })) };
  }
  const item = root.attrs.identifier || resource.identifier;
  const title = root.attrs.title ?? '';
  try {
    const read = readItem(root);
    const draft = draftOf(read, place, await filesOf(zip, resource, read));
    const line: ImportReportLine = {
      item,
      title,
      status: 'ok',
      reason: reasonsText(locale, read.notes.all),
      questionTypeId: QUESTION_TYPE_ID[read.body.type],
    };
    return { line, draft };
  } catch (error) {
    if (!(error instanceof ItemRefused)) throw error;
    return { line: refusedLine(locale, item, title, error) };
  }
}

/**
 * Reads a QTI 2.2 or 3.0 content package (QTI 2.1 items too, which share 2.2's vocabulary): the manifest,
 * the tests when there are any (their order and sections), and every item resource, one at a time,
 * streamed from the zip. Every item gets a report line: `ok` with notes on what is not kept, or
 * `unsupported` / `invalid` with its reason; nothing is dropped without one. item is the item's
 * identifier (the resource's when the file can not be read). The drafts' images are read from the
 * package and named as the text names them. Throws QtiPackageError when the package itself is broken.
 * The report's reasons are in `locale` (English by default).
 */
export async function parseQtiPackage(zipPath: string, { locale = 'en' }: ExchangeOptions = {}): Promise<ParsedBank> {
  let zip: PackageZip;
  try {
    zip = await openPackage(zipPath);
  } catch (error) {
    throw error instanceof ZipReadError ? new QtiPackageError(error.reason) : error;
  }
  try {
    if (!zip.has('imsmanifest.xml')) throw packageError('packageNoManifest');
    const manifest = readManifest(await readXmlEntry(zip, 'imsmanifest.xml'));
    const places = await placesOf(zip, manifest.tests);
    const bank: ParsedBank = { questions: [], report: [] };
    for (const resource of ordered(manifest.items, places)) {
      const place = resource.path ? places.get(resource.path) : undefined;
      const { line, draft } = await readResource(zip, resource, place, locale);
      bank.report.push(line);
      if (draft) bank.questions.push({ item: line.item, draft });
    }
    for (const other of manifest.others) {
      const refused = new ItemRefused('unsupported', { key: 'unsupportedResource', params: { type: other.type } });
      bank.report.push(refusedLine(locale, other.identifier, '', refused));
    }
    return bank;
  } catch (error) {
    throw error instanceof ZipReadError ? new QtiPackageError(error.reason) : error;
  } finally {
    zip.close();
  }
}
