// The certificate screens' pure rules: the template dialog's values and placeholder insertion, the
// /report/certificates link, dates in the user's language and the PDF page placement (spec 001 §2, §3,
// §5, §9).
import { CERTIFICATE_PLACEHOLDERS, certificateTemplateInput, type CertificateTemplate } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_PDF,
  formatCertificateDate,
  parseCertificateTarget,
  pdfPlacement,
  pdfWritable,
} from '../../src/features/results/certificates/certificateFormat';
import {
  emptyTemplateValues,
  insertAtSelection,
  templateToValues,
  textColorOn,
} from '../../src/features/results/certificates/certificateTemplateForm';

const stored: CertificateTemplate = {
  certificateTemplateId: 4,
  title: 'Certificate of Achievement',
  heading: 'Presented to [fullName]',
  mainText: 'For passing [quizTitle]\nwith [userObtainedQuizMark] of [quizMark] marks.',
  publishDate: '2025-05-05T00:00:00.000Z',
  topLeftImagePath: 'upload/certificates/a.png',
  topRightImagePath: null,
  bottomMiddleImagePath: null,
  backgroundImagePath: 'upload/certificates/bg.png',
  backgroundColor: '#F5F0E1',
  leftSignatureImagePath: null,
  leftSignatureText: null,
  rightSignatureImagePath: null,
  rightSignatureText: 'Dean',
};

describe('template dialog values', () => {
  it('start empty with a white background, and need title, heading and main text (spec 001 §5)', () => {
    const values = emptyTemplateValues();
    expect(values.backgroundColor).toBe('#FFFFFF');
    const result = certificateTemplateInput.safeParse(values);
    expect(result.success).toBe(false);
    const problems = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(problems).toEqual({ title: 'required', heading: 'required', mainText: 'required' });
  });

  it('edit a stored template: nulls become empty texts, the date its first 10 characters', () => {
    const values = templateToValues(stored);
    expect(values).toMatchObject({
      certificateTemplateId: 4,
      publishDate: '2025-05-05',
      leftSignatureText: '',
      rightSignatureText: 'Dean',
      backgroundImagePath: 'upload/certificates/bg.png',
    });
    // Saved as it was: empty texts go back as null, the other text fields trimmed.
    const output = certificateTemplateInput.parse({ ...values, title: '  Certificate of Achievement ' });
    expect(output).toMatchObject({
      title: 'Certificate of Achievement',
      leftSignatureText: null,
      topRightImagePath: null,
    });
  });

  it('a stored colour that is not #RRGGBB is edited as white', () => {
    expect(templateToValues({ ...stored, backgroundColor: 'white' }).backgroundColor).toBe('#FFFFFF');
  });

  it('the chips offer the eleven placeholders of the spec', () => {
    expect(CERTIFICATE_PLACEHOLDERS).toEqual([
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
    ]);
  });
});

describe('insertAtSelection', () => {
  it('inserts at the caret and puts the caret after the token', () => {
    expect(insertAtSelection('Well done !', 10, 10, '[fullName]')).toEqual({
      text: 'Well done [fullName]!',
      caret: 20,
    });
  });
  it('replaces a selection', () => {
    expect(insertAtSelection('Dear NAME,', 5, 9, '[fullName]')).toEqual({ text: 'Dear [fullName],', caret: 15 });
  });
  it('appends when the field never had a caret, and keeps out-of-range positions inside the text', () => {
    expect(insertAtSelection('Score: ', null, null, '[quizMark]')).toEqual({ text: 'Score: [quizMark]', caret: 17 });
    expect(insertAtSelection('ab', 9, 12, '[x]')).toEqual({ text: 'ab[x]', caret: 5 });
    expect(insertAtSelection('ab', 2, 0, '[x]')).toEqual({ text: 'ab[x]', caret: 5 });
  });
});

describe('textColorOn', () => {
  it('writes dark on light colours and white on dark ones', () => {
    expect(textColorOn('#FFFFFF')).toBe('#1f2328');
    expect(textColorOn('#F5F0E1')).toBe('#1f2328');
    expect(textColorOn('#0B3D91')).toBe('#ffffff');
    expect(textColorOn('#000000')).toBe('#ffffff');
    expect(textColorOn('not a colour')).toBe('#1f2328');
  });
});

describe('parseCertificateTarget', () => {
  const parse = (query: string) => parseCertificateTarget(new URLSearchParams(query));
  it('reads a candidate certificate and the admin preview', () => {
    expect(parse('templateId=3&userId=7&attemptId=42')).toEqual({ templateId: 3, userId: 7, attemptId: 42 });
    expect(parse('templateId=3')).toEqual({ templateId: 3 });
  });
  it('is the preview when only one of userId and attemptId is there', () => {
    expect(parse('templateId=3&userId=7')).toEqual({ templateId: 3 });
    expect(parse('templateId=3&attemptId=abc&userId=7')).toEqual({ templateId: 3 });
  });
  it('refuses a missing or malformed template id', () => {
    expect(parse('')).toBeNull();
    expect(parse('templateId=0')).toBeNull();
    expect(parse('templateId=-2')).toBeNull();
    expect(parse('templateId=2.5')).toBeNull();
    expect(parse('templateId=1e3')).toBeNull();
  });
});

describe('formatCertificateDate', () => {
  it('writes the day in the user language, whatever the time zone', () => {
    expect(formatCertificateDate('2025-05-05', 'en')).toBe('May 5, 2025');
    expect(formatCertificateDate('2025-05-05T23:30:00.000Z', 'en')).toBe('May 5, 2025');
    expect(formatCertificateDate('2025-05-05', 'es')).toBe('5 de mayo de 2025');
    expect(formatCertificateDate('2025-05-05', 'bn')).toBe(
      new Intl.DateTimeFormat('bn', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2025-05-05T00:00:00Z')),
    );
  });
  it('keeps a text that is not a date, and empty stays empty', () => {
    expect(formatCertificateDate('soon', 'en')).toBe('soon');
    expect(formatCertificateDate(null, 'en')).toBe('');
  });
});

describe('pdfPlacement', () => {
  it('puts a 297:210 certificate 250 mm wide in the middle of a landscape A4 page', () => {
    const place = pdfPlacement(2970, 2100);
    expect(place.width).toBe(CERTIFICATE_PDF.imageWidth);
    expect(place.height).toBeCloseTo(176.77, 2);
    expect(place.x).toBeCloseTo(23.5, 5);
    expect(place.y).toBeCloseTo((210 - 176.77) / 2, 2);
  });
  it('makes a taller certificate smaller so that it keeps a 10 mm margin', () => {
    const place = pdfPlacement(1000, 900);
    expect(place.height).toBe(190);
    expect(place.width).toBeCloseTo(211.11, 2);
    expect(place.y).toBe(10);
    expect(place.x + place.width / 2).toBeCloseTo(297 / 2, 5);
  });
});

describe('pdfWritable', () => {
  it('accepts Latin-1 texts only', () => {
    expect(pdfWritable('Cara Candidate — ')).toBe(false);
    expect(pdfWritable('José Müller, 5 mai\nÉté')).toBe(true);
    expect(pdfWritable('प्रमाणपत्र')).toBe(false);
  });
});
