import { createHash } from 'node:crypto';
import { IMAGE_TYPES, type Locale, type QuestionDraft, type QuestionInput } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { detectImageType } from '../../../files/imageType.js';
import { PUBLIC_PREFIX, storeUpload } from '../../../files/uploadRepository.js';
import { mapTexts, replaceReference } from '../exchange/draftTexts.js';
import { reasonText } from '../exchange/reasons.js';
import { uploadedContentType } from '../questions/questionRepository.js';
import type { ImportItem } from './importItems.js';

export type DraftFile = NonNullable<QuestionDraft['files']>[number];

/** The files of a draft that can become uploads (images we serve), and the names of the others. */
export function keptFiles(files: readonly DraftFile[] = []): { kept: DraftFile[]; dropped: string[] } {
  const kept = files.filter((file) => detectImageType(Buffer.from(file.data)));
  const dropped = files.filter((file) => !kept.includes(file)).map((file) => file.name);
  return { kept, dropped };
}

/**
 * Where the question's own image of a draft comes from: one of its kept files, or (GIFT, which carries no
 * files) the address of an upload on this site. Undefined for none, or for a file that is not kept (its
 * note says so).
 */
export function imageOf(draft: QuestionDraft, kept: readonly DraftFile[]): ImportItem['image'] {
  const { image } = draft;
  if (image === undefined) return undefined;
  if (kept.some((f) => f.name === image)) return { file: image };
  if (draft.files?.some((f) => f.name === image)) return undefined;
  return image.startsWith(PUBLIC_PREFIX) ? { address: image } : undefined;
}

/**
 * The questions' own images given by an address on this site (a GIFT export's comment) become their
 * imagePath when that upload is here and is an image, as the question dialog requires; otherwise the
 * report line says the image is left out.
 */
export async function siteImages(db: DB, items: ImportItem[], locale: Locale) {
  for (const item of items) {
    const address = item.question && item.image && 'address' in item.image ? item.image.address : undefined;
    if (address === undefined) continue;
    const type = await uploadedContentType(db, address);
    if (type && (IMAGE_TYPES as readonly string[]).includes(type)) {
      item.question = { ...item.question!, imagePath: address };
      continue;
    }
    const note = reasonText(locale, { key: 'noteImageNotFound', params: { file: address } });
    item.line = { ...item.line, reason: [item.line.reason, note].filter(Boolean).join('; ') };
    delete item.image;
  }
}

/** Whether a text of the question refers to the file (as replaceReference finds references). */
function refersTo(question: QuestionInput, name: string): boolean {
  let found = false;
  mapTexts(question, (text) => {
    found ||= replaceReference(text, name, '\u0000') !== text;
    return text;
  });
  return found;
}

/**
 * The files of an item worth storing: those its question's texts refer to, and its own image. A file the
 * question does not show (Moodle keeps every file of a text area, used or not) would be an upload nothing
 * points at.
 */
export const shownFiles = (question: QuestionInput, files: readonly DraftFile[], image?: string): DraftFile[] =>
  files.filter((file) => file.name === image || refersTo(question, file.name));

/**
 * The images of an import stored as uploads (public, under /upload/questions/, with a fresh name and the
 * type their bytes show), each distinct image once per import however many questions carry it; answers
 * the address of each file name. Called inside the import's transaction: nothing stays if it fails.
 */
export class ImportUploads {
  private readonly byContent = new Map<string, string>();

  constructor(
    private readonly db: DB,
    private readonly userId: number,
  ) {}

  async store(files: readonly DraftFile[]): Promise<Map<string, string>> {
    const urls = new Map<string, string>();
    for (const file of files) {
      const data = Buffer.from(file.data);
      const type = detectImageType(data);
      if (!type) continue;
      const hash = createHash('sha256').update(data).digest('hex');
      let url = this.byContent.get(hash);
      if (!url) {
        url = await storeUpload(this.db, {
          data,
          contentType: type.contentType,
          folder: 'questions',
          extension: type.extension,
          userId: this.userId,
        });
        this.byContent.set(hash, url);
      }
      urls.set(file.name, url);
    }
    return urls;
  }
}

/** The question with every reference to its files pointing at their uploads. */
export function pointAtUploads(question: QuestionInput, urls: Map<string, string>): QuestionInput {
  if (urls.size === 0) return question;
  // Longer names first, so that "a.png" never rewrites part of "images/a.png".
  const names = [...urls.keys()].sort((a, b) => b.length - a.length);
  return mapTexts(question, (text) => names.reduce((out, name) => replaceReference(out, name, urls.get(name)!), text));
}
