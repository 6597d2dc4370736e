import { randomUUID } from 'node:crypto';
import type { DB } from '../db/database.js';
import { nowIso } from '../db/dialect.js';

/** Public files are served at /upload/…; private ones (import files) are never served over HTTP. */
export const PUBLIC_PREFIX = '/upload/';
export const PRIVATE_IMPORTS_PREFIX = '/private/imports/';

export interface UploadToStore {
  data: Buffer;
  contentType: string;
  /** A folder name such as 'questions' or 'imports'. */
  folder: string;
  /** Without the dot: 'png', 'csv'. */
  extension: string;
  userId: number | null;
  /** Private files are only read by the server itself (imports). */
  isPrivate?: boolean;
}

/**
 * Stores a file in the database (so that any number of instances can serve it) under a fresh
 * random name: what the sender called the file never becomes part of a path.
 */
export async function storeUpload(db: DB, file: UploadToStore): Promise<string> {
  if (!/^[a-z0-9-]{1,40}$/.test(file.folder)) throw new Error(`invalid upload folder ${file.folder}`);
  if (!/^[a-z0-9]{1,8}$/.test(file.extension)) throw new Error(`invalid upload extension ${file.extension}`);
  const root = file.isPrivate ? '/private/' : PUBLIC_PREFIX;
  const path = `${root}${file.folder}/${randomUUID()}.${file.extension}`;
  await db
    .insertInto('uploaded_file')
    .values({
      path,
      contentType: file.contentType,
      size: file.data.length,
      data: file.data,
      addedBy: file.userId,
      dateAdded: nowIso(),
    })
    .execute();
  return path;
}

export async function findUpload(db: DB, path: string) {
  const row = await db
    .selectFrom('uploaded_file')
    .select(['contentType', 'size', 'data'])
    .where('path', '=', path)
    .executeTakeFirst();
  return row ? { ...row, data: Buffer.from(row.data), size: Number(row.size) } : null;
}

export async function deleteUpload(db: DB, path: string) {
  await db.deleteFrom('uploaded_file').where('path', '=', path).execute();
}
