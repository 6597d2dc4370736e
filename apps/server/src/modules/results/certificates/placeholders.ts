import {
  CERTIFICATE_PLACEHOLDERS,
  cutDate,
  round2,
  shownObtainedMarks,
  type CertificatePlaceholder,
} from '@assessly/shared';

/** What the certificate substitution data (spec 001 §3) is built from. */
export interface SubstitutionSource {
  fullName: string;
  email: string;
  mobile: string | null;
  address: string | null;
  dateOfBirth: string | null;
  quizTitle: string;
  quizTime: number;
  timeTaken: number;
  quizMark: number;
  userObtainedQuizMark: number;
  attemptCount: number;
}

/** The substitution data as text: marks to 2 decimals (obtained capped at the total), dates cut to 10. */
export function substitutionData(s: SubstitutionSource): Record<CertificatePlaceholder, string> {
  return {
    fullName: s.fullName,
    email: s.email,
    mobile: s.mobile ?? '',
    address: s.address ?? '',
    dateOfBirth: cutDate(s.dateOfBirth),
    quizTitle: s.quizTitle,
    quizTime: String(s.quizTime),
    timeTaken: String(round2(s.timeTaken)),
    quizMark: String(round2(s.quizMark)),
    userObtainedQuizMark: String(shownObtainedMarks(s.userObtainedQuizMark, s.quizMark)),
    attemptCount: String(s.attemptCount),
  };
}

const PLACEHOLDER = new RegExp(`\\[(${CERTIFICATE_PLACEHOLDERS.join('|')})\\]`, 'g');

/**
 * Replaces every [name] of the known placeholders in one pass, so a value that itself looks like a
 * placeholder (a candidate named "[email]") is never replaced again. Unknown [words] stay as written.
 */
export const fillPlaceholders = (text: string, data: Record<CertificatePlaceholder, string>): string =>
  text.replace(PLACEHOLDER, (_match, name: CertificatePlaceholder) => data[name]);
