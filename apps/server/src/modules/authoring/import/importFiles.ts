import { createHash } from 'node:crypto';
import type { QuestionDraft, QuestionInput } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { detectImageType } from '../../../files/imageType.js';
import { storeUpload } from '../../../files/uploadRepository.js';
import { mapTexts, replaceReference } from '../exchange/draftTexts.js';

export type DraftFile = NonNullable<QuestionDraft['files']>[number];

/** The files of a draft that can become uploads (images we serve), and the names of the others. */
export function keptFiles(files: readonly DraftFile[] = []): { kept: DraftFile[]; dropped: string[] } {
  const kept = files.filter((file) => detectImageType(Buffer.from(file.data)));
  const dropped = files.filter((file) => !kept.includes(file)).map((file) => file.name);
  return { kept, dropped };
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
 * The files of an item worth storing: those its question's texts refer to. A file the question does not
 * show (Moodle keeps every file of a text area, used or not) would be an upload nothing points at.
 */
export const shownFiles = (question: QuestionInput, files: readonly DraftFile[]): DraftFile[] =>
  files.filter((file) => refersTo(question, file.name));

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
