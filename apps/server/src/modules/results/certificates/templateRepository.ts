import type { CertificateTemplate, CertificateTemplateInput } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

/** The template columns the API answers (the audit columns stay in the database). */
const TEMPLATE_COLUMNS = [
  'certificateTemplateId',
  'title',
  'heading',
  'mainText',
  'publishDate',
  'topLeftImagePath',
  'topRightImagePath',
  'bottomMiddleImagePath',
  'backgroundImagePath',
  'backgroundColor',
  'leftSignatureImagePath',
  'leftSignatureText',
  'rightSignatureImagePath',
  'rightSignatureText',
] as const;

/** The editable fields of an input, as stored (the id travels separately). */
function templateFields(input: CertificateTemplateInput) {
  return {
    title: input.title,
    heading: input.heading,
    mainText: input.mainText,
    publishDate: input.publishDate,
    topLeftImagePath: input.topLeftImagePath,
    topRightImagePath: input.topRightImagePath,
    bottomMiddleImagePath: input.bottomMiddleImagePath,
    backgroundImagePath: input.backgroundImagePath,
    backgroundColor: input.backgroundColor,
    leftSignatureImagePath: input.leftSignatureImagePath,
    leftSignatureText: input.leftSignatureText,
    rightSignatureImagePath: input.rightSignatureImagePath,
    rightSignatureText: input.rightSignatureText,
  };
}

export function listTemplates(db: DB): Promise<CertificateTemplate[]> {
  return db
    .selectFrom('certificate_template')
    .select(TEMPLATE_COLUMNS)
    .orderBy('title')
    .orderBy('certificateTemplateId')
    .execute();
}

export async function findTemplate(db: DB, certificateTemplateId: number): Promise<CertificateTemplate | null> {
  const row = await db
    .selectFrom('certificate_template')
    .select(TEMPLATE_COLUMNS)
    .where('certificateTemplateId', '=', certificateTemplateId)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertTemplate(db: DB, input: CertificateTemplateInput, userId: number): Promise<number> {
  const row = await db
    .insertInto('certificate_template')
    .values({ ...templateFields(input), addedBy: userId, dateAdded: nowIso(), lastUpdatedBy: null, lastUpdated: null })
    .returning('certificateTemplateId')
    .executeTakeFirstOrThrow();
  return row.certificateTemplateId;
}

/** Answers whether the template existed. */
export async function updateTemplate(
  db: DB,
  certificateTemplateId: number,
  input: CertificateTemplateInput,
  userId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('certificate_template')
    .set({ ...templateFields(input), lastUpdatedBy: userId, lastUpdated: nowIso() })
    .where('certificateTemplateId', '=', certificateTemplateId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Answers whether the template existed. Assessments using it lose it (the foreign key sets null);
 * attempts keep their snapshot id and issued certificates their snapshot.
 */
export async function deleteTemplate(db: DB, certificateTemplateId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('certificate_template')
    .where('certificateTemplateId', '=', certificateTemplateId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Content types of the given upload paths that exist (paths missing from the answer do not). */
export async function uploadTypes(db: DB, paths: string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .selectFrom('uploaded_file')
    .select(['path', 'contentType'])
    .where('path', 'in', paths)
    .execute();
  return new Map(rows.map((r) => [r.path, r.contentType]));
}
