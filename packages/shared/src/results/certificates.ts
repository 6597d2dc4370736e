// Certificate templates, issued certificates and their public verification (spec 001 §3, §5, §6).
import { z } from 'zod';
import { idParam, requiredText } from '../common/schemas.js';

/** The logo of a certificate whose template has none (spec 001 §9: under /upload; issue 20). */
export const DEFAULT_CERTIFICATE_LOGO_PATH = '/upload/default-certificate-logo.png';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .nullable()
    .optional()
    .transform((v) => v || null);
const imagePath = () =>
  z
    .string()
    .trim()
    .max(500)
    .nullable()
    .optional()
    .transform((v) => v || null);

/** A certificate template as the New template dialog edits it (spec 001 §3, §5). */
export const certificateTemplateInput = z.object({
  certificateTemplateId: idParam().optional(),
  title: requiredText().max(200, { error: 'max200characters' }),
  heading: requiredText().max(500, { error: 'tooLong' }),
  mainText: requiredText().max(5000, { error: 'tooLong' }),
  /** Cut to 10 characters (YYYY-MM-DD). */
  publishDate: z
    .string()
    .trim()
    .max(40)
    .nullable()
    .optional()
    .transform((v) => (v ? v.slice(0, 10) : null)),
  topLeftImagePath: imagePath(),
  topRightImagePath: imagePath(),
  bottomMiddleImagePath: imagePath(),
  backgroundImagePath: imagePath(),
  backgroundColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalidColor' })
    .default('#FFFFFF'),
  leftSignatureImagePath: imagePath(),
  leftSignatureText: optionalText(200),
  rightSignatureImagePath: imagePath(),
  rightSignatureText: optionalText(200),
});
export type CertificateTemplateInput = z.output<typeof certificateTemplateInput>;

export const certificateTemplateSchema = z.object({
  certificateTemplateId: z.number(),
  title: z.string(),
  heading: z.string(),
  mainText: z.string(),
  publishDate: z.string().nullable(),
  topLeftImagePath: z.string().nullable(),
  topRightImagePath: z.string().nullable(),
  bottomMiddleImagePath: z.string().nullable(),
  backgroundImagePath: z.string().nullable(),
  backgroundColor: z.string(),
  leftSignatureImagePath: z.string().nullable(),
  leftSignatureText: z.string().nullable(),
  rightSignatureImagePath: z.string().nullable(),
  rightSignatureText: z.string().nullable(),
});
export type CertificateTemplate = z.infer<typeof certificateTemplateSchema>;
export const certificateTemplateList = z.array(certificateTemplateSchema);

/** UpdateCertificateTemplate: the template's fields and which template it is. */
export const certificateTemplateUpdateInput = certificateTemplateInput.extend({ certificateTemplateId: idParam() });

/** CreateCertificate/{templateId}: the admin's preview of a template. */
export const certificatePreviewParams = z.object({ templateId: idParam() });

/** ShowCertificate/{templateId}/{userId}/{quizResponseInitialId}: a candidate's certificate of an attempt. */
export const showCertificateParams = z.object({
  templateId: idParam(),
  userId: idParam(),
  quizResponseInitialId: idParam(),
});

/**
 * CreateCertificate (preview, raw template) and ShowCertificate (a candidate's certificate): the
 * template with its placeholders replaced for the candidate, the certificate number and the date.
 */
export const certificateViewSchema = z.object({
  template: certificateTemplateSchema,
  /** Heading and main text after substitution (the raw template for a preview). */
  heading: z.string(),
  mainText: z.string(),
  /** The spec's certificate number: the fixed prefix and the template id in two digits (CERT-07). */
  certificateNumber: z.string().nullable(),
  /** The issued certificate's own code, shown beside the number and checked by VerifyCertificate (null for a preview). */
  verificationCode: z.string().nullable(),
  publishedOn: z.string(),
  /** Public page that confirms the certificate (null for a preview). */
  verifyUrl: z.string().nullable(),
});
export type CertificateView = z.infer<typeof certificateViewSchema>;

/** Verifications one address may make per rate-limit window: plenty for people, too few to harvest names. */
export const VERIFY_LIMIT_PER_IP = 60;

/** VerifyCertificate/{certificateNumber}: the whole number (CERT-07-K7M2Q9XH4P) or the code alone. */
export const verifyCertificateParams = z.object({ certificateNumber: z.string().min(1).max(60) });

/** The public verification page shows this and nothing else. */
export const certificateVerificationSchema = z.object({
  certificateNumber: z.string(),
  fullName: z.string(),
  quizTitle: z.string(),
  issuedOn: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** CreateCertificateTemplate / UpdateCertificateTemplate answer. */
export const certificateTemplateSavedResponse = z.object({
  responseMsg: z.string(),
  certificateTemplateId: z.number(),
});

/**
 * The placeholders a template's heading and main text may hold, written [name] (issue 5): the
 * fields of the certificate substitution data (spec 001 §3).
 */
export const CERTIFICATE_PLACEHOLDERS = [
  'fullName',
  'email',
  'mobile',
  'address',
  'dateOfBirth',
  'quizTitle',
  'quizTime',
  'timeTaken',
  'quizMark',
  'userObtainedQuizMark',
  'attemptCount',
] as const;
export type CertificatePlaceholder = (typeof CERTIFICATE_PLACEHOLDERS)[number];
