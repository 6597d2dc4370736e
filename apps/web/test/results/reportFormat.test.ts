// The report screens' pure rules (spec 001 §4 "Result status", §5 "Manual grading", "Result e-mail dialog",
// "Display rules", §6 certificate action).
import { ROLE, type ResultRow } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import {
  certificateLink,
  checkMark,
  emailRecipients,
  nextSelection,
  showCertificate,
  shownMarks,
} from '../../src/features/results/reports/reportFormat';

const row = (over: Partial<ResultRow> = {}): ResultRow => ({
  quizResponseInitialId: 7,
  userId: 3,
  fullName: 'Cara Candidate',
  email: 'candidate@example.com',
  quizTopicId: 2,
  quizTitle: 'Physics',
  timeTaken: 4.5,
  quizMark: 10,
  userObtainedQuizMark: 6,
  quizPassMarks: 5,
  quizTime: 10,
  quizMarkOptionId: 1,
  isExamined: true,
  attemptCount: 1,
  dateAdded: '2025-05-05T09:30:12.345Z',
  certificateTemplateId: 4,
  pointerLeaveCountSum: 0,
  visibilitychangeCountSum: 0,
  allowCorrectOption: false,
  allowAnswerExplation: false,
  ...over,
});

describe('checkMark (manual grading)', () => {
  it('refuses an empty or negative mark with markCanNotBeLessZero', () => {
    for (const raw of ['', '  ', '-1', '-0.01']) expect(checkMark(raw, 5)).toEqual({ error: 'markCanNotBeLessZero' });
  });

  it('refuses anything but a plain decimal with marksMustBeNumber (issue 20: 0x2 was read as 2)', () => {
    for (const raw of ['abc', '0x2', '1e0', 'Infinity', '+2', '.5', '2.', '2 5', '1_0'])
      expect(checkMark(raw, 5), raw).toEqual({ error: 'marksMustBeNumber' });
  });

  it('refuses a mark above the question mark', () => {
    expect(checkMark('5.01', 5)).toEqual({ error: 'marksObtaincannotgreaterthanQuestionMarks' });
  });

  it('gives numbers from 0 to the question mark and the text to send, also written with a decimal comma', () => {
    expect(checkMark('0', 5)).toEqual({ value: 0, text: '0' });
    expect(checkMark('5', 5)).toEqual({ value: 5, text: '5' });
    expect(checkMark(' 2,5 ', 5)).toEqual({ value: 2.5, text: '2.5' });
    expect(checkMark('0.0000001', 5)).toEqual({ value: 1e-7, text: '0.0000001' });
  });
});

describe('emailRecipients', () => {
  it('keeps addresses longer than 3 characters, trimmed and once each', () => {
    const rows = [{ email: 'a@b.c' }, { email: ' a@b.c ' }, { email: 'x@y' }, { email: '' }, { email: 'z@q.io' }];
    expect(emailRecipients(rows)).toEqual(['a@b.c', 'z@q.io']);
  });
});

describe('shownMarks', () => {
  it('caps the obtained marks at the total and rounds them to 2 decimals', () => {
    expect(shownMarks({ quizMark: 10, userObtainedQuizMark: 12 })).toEqual({ total: 10, obtained: 10 });
    expect(shownMarks({ quizMark: 10, userObtainedQuizMark: 6.666 })).toEqual({ total: 10, obtained: 6.67 });
  });

  it('gives n/a (null) for an assessment without marks', () => {
    expect(shownMarks({ quizMark: 0, userObtainedQuizMark: 0 })).toEqual({ total: null, obtained: null });
  });
});

describe('showCertificate', () => {
  it('shows it to a candidate for an examined result with a template that reached the pass mark', () => {
    expect(showCertificate(row(), ROLE.Student)).toBe(true);
    expect(showCertificate(row({ quizPassMarks: 0, userObtainedQuizMark: 0 }), ROLE.Student)).toBe(true);
  });

  it('hides it without a template, below the pass mark, while pending, and always for admins', () => {
    expect(showCertificate(row({ certificateTemplateId: null }), ROLE.Student)).toBe(false);
    expect(showCertificate(row({ userObtainedQuizMark: 4 }), ROLE.Student)).toBe(false);
    expect(showCertificate(row({ isExamined: false }), ROLE.Student)).toBe(false);
    expect(showCertificate(row(), ROLE.Admin)).toBe(false);
    expect(showCertificate(row(), ROLE.SuperAdmin)).toBe(false);
    expect(showCertificate(row(), undefined)).toBe(false);
  });

  it('leads to the certificate screen with the template, the candidate and the attempt', () => {
    expect(certificateLink(row())).toBe('/report/certificates?templateId=4&userId=3&attemptId=7');
  });
});

describe('nextSelection', () => {
  it('keeps rows of other pages and adds the rows of this page that were checked', () => {
    const a = row({ quizResponseInitialId: 1 });
    const b = row({ quizResponseInitialId: 2 });
    const c = row({ quizResponseInitialId: 3, email: 'other@example.com' });
    const before = new Map([[1, a]]);
    const after = nextSelection(before, new Set([1, 3]), [b, c]);
    expect([...after.keys()]).toEqual([1, 3]);
    expect(after.get(3)?.email).toBe('other@example.com');
    expect([...nextSelection(after, new Set([3]), [b, c]).keys()]).toEqual([3]);
  });
});
