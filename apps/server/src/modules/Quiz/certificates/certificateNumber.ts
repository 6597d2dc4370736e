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

/** How a number typed by a person is looked up: spaces dropped, letters upper-cased. */
export const normalizeCertificateNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
