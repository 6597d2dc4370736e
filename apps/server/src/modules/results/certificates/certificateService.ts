import {
  certificateEligible,
  cutDate,
  isAdminRole,
  ROLE,
  type CertificateTemplate,
  type CertificateVerification,
  type CertificateView,
} from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../db/dialect.js';
import { forbidden, notFound, refuse } from '../../../errors/AppError.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { siteUrl } from '../../site/index.js';
import { loadSettings } from '../../site/index.js';
import {
  isVerificationCode,
  normalizeCertificateNumber,
  splitIssuedNumber,
  templateNumber,
} from './certificateNumber.js';
import * as issued from './issuedRepository.js';
import { fillPlaceholders, substitutionData } from './placeholders.js';
import { getTemplate } from './templateService.js';

/** CreateCertificate: the raw template as a preview, with the template's number and today's date when it has none. */
export async function previewCertificate(app: FastifyInstance, templateId: number): Promise<CertificateView> {
  const template = await getTemplate(app.db, templateId);
  return {
    template,
    heading: template.heading,
    mainText: template.mainText,
    certificateNumber: templateNumber(template.certificateTemplateId),
    verificationCode: null,
    publishedOn: template.publishDate ?? cutDate(nowIso()),
    verifyUrl: null,
  };
}

/**
 * The certificate rule of spec 001 §6, checked on the server against the attempt's own snapshot: the
 * attempt is finished and examined (a pending result has no final mark yet), was taken with this
 * template, and either the pass mark is 0 or the obtained marks reach it.
 */
function earned(attempt: issued.CertificateAttempt, templateId: number): boolean {
  return (
    attempt.finishedAt !== null &&
    attempt.isExamined === 1 &&
    attempt.certificateTemplateId === templateId &&
    certificateEligible(attempt)
  );
}

export interface ShowCertificateParams {
  templateId: number;
  userId: number;
  quizResponseInitialId: number;
}

/**
 * ShowCertificate: only the candidate who owns the attempt, or an admin. The first successful view
 * issues the certificate (its own number and verification link); placeholders are filled only for
 * the candidate (spec 001 §6), an admin sees the raw template with the issued number.
 */
export async function showCertificate(
  app: FastifyInstance,
  caller: AuthUser,
  params: ShowCertificateParams,
): Promise<CertificateView> {
  const attempt = (await issued.findAttemptForCertificate(app.db, params.quizResponseInitialId)) ?? notFound();
  if (!isAdminRole(caller.roleId) && attempt.userId !== caller.userId) forbidden();
  if (attempt.userId !== params.userId) notFound();
  if (!earned(attempt, params.templateId)) refuse('certificateNotEarned');
  const template = await getTemplate(app.db, params.templateId);
  const certificate = await issued.issueCertificate(app.db, {
    attemptId: attempt.quizResponseInitialId,
    userId: attempt.userId,
    templateId: template.certificateTemplateId,
    fullName: attempt.fullName,
    quizTitle: attempt.quizTitle,
  });
  const settings = await loadSettings(app.db);
  return {
    template,
    ...shownTexts(template, caller.roleId === ROLE.Student ? { attempt, certificate } : null),
    ...splitIssuedNumber(certificate.certificateNumber),
    publishedOn: template.publishDate ?? cutDate(certificate.issuedOn),
    verifyUrl: `${siteUrl(app, settings)}/verify/${encodeURIComponent(certificate.certificateNumber)}`,
  };
}

/**
 * Heading and main text as shown: raw without a candidate, else filled with the candidate's data. The
 * name and title come from the issued snapshot, so the certificate says what its verification page says.
 */
function shownTexts(
  template: CertificateTemplate,
  candidate: { attempt: issued.CertificateAttempt; certificate: issued.IssuedCertificate } | null,
) {
  if (!candidate) return { heading: template.heading, mainText: template.mainText };
  const data = substitutionData({
    ...candidate.attempt,
    fullName: candidate.certificate.fullName,
    quizTitle: candidate.certificate.quizTitle,
  });
  return { heading: fillPlaceholders(template.heading, data), mainText: fillPlaceholders(template.mainText, data) };
}

/**
 * VerifyCertificate: the name, assessment and date of an issued certificate, and nothing else; found by
 * its whole number or by its verification code alone.
 */
export async function verifyCertificate(
  app: FastifyInstance,
  certificateNumber: string,
): Promise<CertificateVerification> {
  const typed = normalizeCertificateNumber(certificateNumber);
  // The whole number of the verification link, or the verification code printed beside the number.
  const found =
    (await issued.findByNumber(app.db, typed)) ??
    (isVerificationCode(typed) ? await issued.findByVerificationCode(app.db, typed) : null) ??
    notFound();
  return {
    certificateNumber: found.certificateNumber,
    fullName: found.fullName,
    quizTitle: found.quizTitle,
    issuedOn: cutDate(found.issuedOn),
  };
}
