import { randomInt } from 'node:crypto';

/** The fixed prefix of certificate numbers (spec 001 §9 does not show it; this is ours). */
export const CERTIFICATE_PREFIX = 'CERT-';

/** Upper-case letters and digits without the look-alikes 0/O and 1/I: easy to read out and type. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 10;

/** The number of a template (spec 001 §9): the prefix plus the template id padded to two digits, e.g. CERT-07. */
export const templateNumber = (certificateTemplateId: number): string =>
  `${CERTIFICATE_PREFIX}${String(certificateTemplateId).padStart(2, '0')}`;

/**
 * A new number for an issued certificate: the template's number plus a random suffix, e.g.
 * CERT-07-K7M2Q9XH4P. Random rather than sequential because the verification page is public: counting
 * through sequential numbers would list every holder's name. 32^10 values make guessing hopeless.
 */
export function newCertificateNumber(certificateTemplateId: number): string {
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${templateNumber(certificateTemplateId)}-${suffix}`;
}

/**
 * An issued number as the certificate shows it (issue 20, spec 001 §9): the certificate number proper, the
 * prefix and the two-digit template id (CERT-07), and beside it the verification code, the random part
 * (K7M2Q9XH4P). A number of another shape is shown whole, without a code.
 */
export function splitIssuedNumber(issued: string): { certificateNumber: string; verificationCode: string | null } {
  const match = /^(CERT-\d+)-([A-Z0-9]+)$/.exec(issued);
  return match
    ? { certificateNumber: match[1]!, verificationCode: match[2]! }
    : { certificateNumber: issued, verificationCode: null };
}

/**
 * How a number typed by a person is looked up: letters upper-cased, the number and the code joined by a
 * hyphen however they were separated (CERT-07 K7M2Q9XH4P), other spaces dropped.
 */
export const normalizeCertificateNumber = (value: string): string =>
  value
    .trim()
    .toUpperCase()
    .replace(/^(CERT-\d+)[\s-]+(?=[A-Z0-9])/, '$1-')
    .replace(/\s+/g, '');

/** A verification code on its own, as printed beside the certificate number. */
export const isVerificationCode = (value: string): boolean =>
  new RegExp(`^[${ALPHABET}]{${SUFFIX_LENGTH}}$`).test(value);
