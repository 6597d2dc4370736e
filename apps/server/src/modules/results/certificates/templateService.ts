import { IMAGE_TYPES, type CertificateTemplate, type CertificateTemplateInput } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { notFound, refuse } from '../../../errors/AppError.js';
import { PUBLIC_PREFIX } from '../../../files/uploadRepository.js';
import * as templates from './templateRepository.js';

const IMAGE_FIELDS = [
  'topLeftImagePath',
  'topRightImagePath',
  'bottomMiddleImagePath',
  'backgroundImagePath',
  'leftSignatureImagePath',
  'rightSignatureImagePath',
] as const;

/**
 * Every image of a template must be a public image upload of this site: the certificate page shows
 * them as images, so a path to anything else (an outside URL, a private import file, a CSV) is
 * refused with onlyImageFile and the field named in params.
 */
async function checkImages(db: DB, input: CertificateTemplateInput) {
  const given = IMAGE_FIELDS.flatMap((field) => (input[field] ? [{ field, path: input[field] }] : []));
  const types = await templates.uploadTypes(
    db,
    given.map((g) => g.path),
  );
  for (const { field, path } of given) {
    const type = path.startsWith(PUBLIC_PREFIX) ? types.get(path) : undefined;
    if (!type || !(IMAGE_TYPES as readonly string[]).includes(type)) refuse('onlyImageFile', { field });
  }
}

export async function getTemplate(db: DB, certificateTemplateId: number): Promise<CertificateTemplate> {
  return (await templates.findTemplate(db, certificateTemplateId)) ?? notFound();
}

export async function createTemplate(db: DB, input: CertificateTemplateInput, userId: number): Promise<number> {
  await checkImages(db, input);
  return templates.insertTemplate(db, input, userId);
}

export async function updateTemplate(db: DB, id: number, input: CertificateTemplateInput, userId: number) {
  await checkImages(db, input);
  if (!(await templates.updateTemplate(db, id, input, userId))) notFound();
}

export async function deleteTemplate(db: DB, id: number) {
  if (!(await templates.deleteTemplate(db, id))) notFound();
}
