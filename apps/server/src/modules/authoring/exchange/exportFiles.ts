import { posix } from 'node:path';
import type { QuestionDraft } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { findUpload, PUBLIC_PREFIX } from '../../../files/uploadRepository.js';
import { mapTexts } from './draftTexts.js';

/** An upload a text refers to: /upload/<folder>/<uuid>.<ext>, as an import or an image upload stores it. */
const UPLOAD_REFERENCE = new RegExp(`${PUBLIC_PREFIX}[a-z0-9-]{1,40}/[0-9a-f-]{36}\\.[a-z0-9]{1,8}`, 'g');

/** Every upload the draft's texts refer to, once each, in the order they appear. */
function referencedUploads(draft: QuestionDraft): string[] {
  const found = new Set<string>();
  mapTexts(draft, (text) => {
    for (const match of text.matchAll(UPLOAD_REFERENCE)) found.add(match[0]);
    return text;
  });
  return [...found];
}

/**
 * A draft with the images it shows carried along (Moodle XML embeds them in base64, a QTI package holds
 * them next to the item): each stored upload a text refers to becomes a file named after its stored name,
 * and the texts refer to it as the format does (`reference`); the question's own image (its imagePath)
 * becomes a file too, named by `image`. An upload that is gone stays a link, as it was; an image that is
 * gone is left out.
 */
export async function withFiles(
  db: DB,
  draft: QuestionDraft,
  reference: (name: string) => string,
): Promise<QuestionDraft> {
  const { image, ...texts } = draft;
  const files: NonNullable<QuestionDraft['files']> = [];
  const names = new Map<string, string>();
  const carry = async (path: string): Promise<string | undefined> => {
    const name = posix.basename(path);
    if (files.some((f) => f.name === name)) return name;
    const upload = await findUpload(db, path);
    if (!upload) return undefined;
    files.push({ name, mimeType: upload.contentType, data: new Uint8Array(upload.data) });
    return name;
  };
  for (const path of referencedUploads(texts)) {
    const name = await carry(path);
    if (name !== undefined) names.set(path, reference(name));
  }
  const imageName = image?.startsWith(PUBLIC_PREFIX) ? await carry(image) : undefined;
  if (files.length === 0) return texts;
  const pointed = mapTexts({ ...texts, files: undefined }, (text) =>
    text.replace(UPLOAD_REFERENCE, (path) => names.get(path) ?? path),
  );
  return imageName === undefined ? { ...pointed, files } : { ...pointed, files, image: imageName };
}
