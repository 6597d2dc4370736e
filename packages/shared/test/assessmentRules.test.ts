import { describe, expect, it } from 'vitest';
import {
  isEmailAddress,
  isFieldProblem,
  isOnLive,
  liveStatus,
  lacksCommaSeparation,
  markOptionFields,
  normalizeQuizTopic,
  parseParticipantEmails,
  quizTopicInput,
  quizTopicProblems,
  spreadMarks,
  uniqueKey,
  type QuizTopicFormValues,
} from '../src/index.js';

/** A valid mark-option-1 assessment as the dialog sends it, with the given changes. */
const quiz = (changes: Partial<QuizTopicFormValues> = {}) =>
  quizTopicInput.parse({
    quizTitle: 'Algebra basics',
    quizTime: 30,
    quizMarkOptionId: 1,
    quizParticipantOptionId: 1,
    quizTotalMarks: 10,
    quizPassMarks: 5,
    ...changes,
  });

const codes = (changes: Partial<QuizTopicFormValues>, emailSettingsComplete = true) =>
  quizTopicProblems(quiz(changes), emailSettingsComplete).map((p) => `${p.path}:${p.code}`);

const cents = (marks: number[]) => marks.reduce((sum, m) => sum + Math.round(m * 100), 0);

describe('spreadMarks', () => {
  it.each([
    [10, 3, [3.34, 3.33, 3.33]],
    [100, 7, [14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28]],
    [0.05, 3, [0.02, 0.02, 0.01]],
    [12, 4, [3, 3, 3, 3]],
    [1, 1, [1]],
  ])('spreads %d over %d questions so that the parts add up exactly', (total, count, expected) => {
    const marks = spreadMarks(total, count);
    expect(marks).toEqual(expected);
    expect(cents(marks)).toBe(Math.round(total * 100));
    // No part differs from another by more than one cent.
    expect(Math.max(...marks) - Math.min(...marks)).toBeLessThan(0.015);
  });

  it('sums exactly for many totals and counts, never giving a negative part', () => {
    for (const total of [0.01, 0.99, 7.5, 33.33, 99.99, 250, 1000]) {
      for (let count = 1; count <= 40; count++) {
        const marks = spreadMarks(total, count);
        expect(marks).toHaveLength(count);
        expect(cents(marks), `${total}/${count}`).toBe(Math.round(total * 100));
        expect(marks.every((m) => m >= 0)).toBe(true);
      }
    }
  });

  it('answers nothing for no questions', () => {
    expect(spreadMarks(10, 0)).toEqual([]);
  });
});

describe('isOnLive', () => {
  const now = new Date('2030-06-15T12:00:00Z');
  const on = (isRunning: boolean, start: string | null, end: string | null) =>
    isOnLive({ isRunning, quizscheduleStartTime: start, quizscheduleEndTime: end }, now);

  it('is on-live when running without a schedule, never when stopped', () => {
    expect(on(true, null, null)).toBe(true);
    expect(on(false, null, null)).toBe(false);
    expect(on(false, '2030-06-01T00:00:00Z', '2030-07-01T00:00:00Z')).toBe(false);
  });
  it('is not on-live before the start date', () => {
    expect(on(true, '2030-06-15T12:00:01Z', null)).toBe(false);
    expect(on(true, '2030-06-16', null)).toBe(false);
    expect(on(true, '2030-06-15T12:00:00Z', null)).toBe(true);
  });
  it('is not on-live after the end date; an end given as a date lasts that whole day', () => {
    expect(on(true, '2030-06-01T00:00:00Z', '2030-06-15T11:59:59Z')).toBe(false);
    expect(on(true, '2030-06-01', '2030-06-14')).toBe(false);
    expect(on(true, '2030-06-01', '2030-06-15')).toBe(true);
    expect(on(true, '2030-06-01T00:00:00Z', '2030-06-15T12:00:00Z')).toBe(true);
  });
  it('uses the current time by default', () => {
    expect(isOnLive({ isRunning: true, quizscheduleStartTime: '2000-01-01', quizscheduleEndTime: null })).toBe(true);
    expect(isOnLive({ isRunning: true, quizscheduleStartTime: '2999-01-01', quizscheduleEndTime: null })).toBe(false);
  });
});

describe('liveStatus (the Status column of Manage Assessments)', () => {
  const now = new Date('2030-06-15T12:00:00Z');
  const status = (isRunning: boolean, start: string | null, end: string | null) =>
    liveStatus({ isRunning, quizscheduleStartTime: start, quizscheduleEndTime: end }, now);

  it('says On-live only when running inside the schedule', () => {
    expect(status(true, null, null)).toBe('onLive');
    expect(status(true, '2030-06-01', '2030-06-15')).toBe('onLive');
  });
  it('says Scheduled for a running assessment whose start lies ahead, and nothing for a stopped one', () => {
    expect(status(true, '2030-06-16T08:00:00Z', null)).toBe('scheduled');
    expect(status(true, '2030-06-16', '2030-06-20')).toBe('scheduled');
    expect(status(false, '2030-06-16T08:00:00Z', null)).toBeNull();
  });
  it('is blank when stopped, or running after the end of the schedule', () => {
    expect(status(false, null, null)).toBeNull();
    expect(status(false, '2030-06-01', '2030-07-01')).toBeNull();
    expect(status(true, '2030-06-01', '2030-06-14')).toBeNull();
    expect(status(true, null, '2030-06-15T11:00:00Z')).toBeNull();
  });
});

describe('parseParticipantEmails', () => {
  it('splits by comma, trims, lower-cases and removes repeats', () => {
    expect(parseParticipantEmails(' Ann@Example.com ,bob@example.com,\nann@example.com, ')).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
  });
  it('drops entries of 5 characters or fewer and keeps those of 6', () => {
    expect(parseParticipantEmails('a@b.c, ab@c.d,abcde,  x  ,a@b.co')).toEqual(['ab@c.d', 'a@b.co']);
    expect(parseParticipantEmails('')).toEqual([]);
  });
  it('takes a single address as a one-entry list', () => {
    expect(parseParticipantEmails('solo@example.com')).toEqual(['solo@example.com']);
  });
});

describe('lacksCommaSeparation', () => {
  it.each([
    'a@example.com b@example.com',
    'a@example.com;b@example.com',
    'a@example.com\nb@example.com',
    'a@example.com, b@example.com; c@example.com',
  ])('flags several addresses without commas: %j', (text) => {
    expect(lacksCommaSeparation(text)).toBe(true);
  });
  it.each(['', '   ', 'solo@example.com', ' solo@example.com \n', 'a@example.com, b@example.com', 'a@x.io,\nb@y.io,'])(
    'accepts a comma-separated or single-entry list: %j',
    (text) => {
      expect(lacksCommaSeparation(text)).toBe(false);
    },
  );
});

describe('markOptionFields', () => {
  it('shows the fields of spec 001 §4 for each mark option', () => {
    expect(markOptionFields(1)).toEqual({
      time: true,
      totalMarks: true,
      passMarks: true,
      multipleAnswer: true,
      multipleInput: false,
    });
    expect(markOptionFields(2)).toEqual({
      time: false,
      totalMarks: false,
      passMarks: false,
      multipleAnswer: false,
      multipleInput: true,
    });
    expect(markOptionFields(3)).toEqual({
      time: true,
      totalMarks: false,
      passMarks: true,
      multipleAnswer: true,
      multipleInput: false,
    });
  });
});

describe('quizTopicProblems', () => {
  const invited = { quizParticipantOptionId: 2, participantEmails: 'a@example.com, b@example.com' };

  it('finds nothing wrong with a valid assessment of each option', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ quizMarkOptionId: 2, quizTime: 0, quizTotalMarks: 0, quizPassMarks: 0 })).toEqual([]);
    expect(codes({ quizMarkOptionId: 3, quizTotalMarks: 0, quizPassMarks: 40 })).toEqual([]);
    expect(codes({ ...invited, inviteByEmail: true })).toEqual([]);
  });

  it('gives each save-time check of spec 001 §5 its key', () => {
    expect(codes({ ...invited, inviteByEmail: true }, false)).toEqual(['inviteByEmail:emailSettingsNotDone']);
    expect(codes({ ...invited, inviteByEmail: false }, false)).toEqual([]);
    expect(codes({ quizscheduleEndTime: '2030-01-01' })).toEqual(['quizscheduleStartTime:noScheduleStartDate']);
    expect(codes({ quizscheduleStartTime: '2030-01-02', quizscheduleEndTime: '2030-01-01' })).toEqual([
      'quizscheduleStartTime:scheduleStartDateShouldGreater',
    ]);
    expect(codes({ quizscheduleStartTime: '2030-01-01T10:00', quizscheduleEndTime: '2030-01-01' })).toEqual([]);
    expect(codes({ ...invited, participantEmails: 'a@example.com b@example.com' })).toEqual([
      'participantEmails:noCommaSeperatedEmail',
    ]);
    expect(codes({ quizPassMarks: 11 })).toEqual(['quizPassMarks:passMarksshouldnotgreaterthanAssessmentMarks']);
    expect(codes({ quizPassMarks: 10 })).toEqual([]);
  });

  it('lists the save-time checks in the order of the spec', () => {
    expect(
      codes(
        {
          ...invited,
          inviteByEmail: true,
          participantEmails: 'a@example.com;b@example.com',
          quizscheduleEndTime: '2030-01-01',
          quizPassMarks: 20,
        },
        false,
      ),
    ).toEqual([
      'inviteByEmail:emailSettingsNotDone',
      'quizscheduleStartTime:noScheduleStartDate',
      'participantEmails:noCommaSeperatedEmail',
      'quizPassMarks:passMarksshouldnotgreaterthanAssessmentMarks',
    ]);
    expect(
      codes({ quizscheduleStartTime: '2030-02-01', quizscheduleEndTime: '2030-01-01', quizPassMarks: 20 }),
    ).toEqual([
      'quizscheduleStartTime:scheduleStartDateShouldGreater',
      'quizPassMarks:passMarksshouldnotgreaterthanAssessmentMarks',
    ]);
  });

  it('puts the field problems of shown fields first', () => {
    const problems = quizTopicProblems(quiz({ quizTime: 0, quizTotalMarks: 0, quizscheduleEndTime: '2030-01-01' }));
    expect(problems.map((p) => `${p.path}:${p.code}`)).toEqual([
      'quizTime:mustBeAboveZero',
      'quizTotalMarks:mustBeAboveZero',
      'quizscheduleStartTime:noScheduleStartDate',
      'quizPassMarks:passMarksshouldnotgreaterthanAssessmentMarks',
    ]);
    expect(problems.map(isFieldProblem)).toEqual([true, true, false, false]);
  });

  it('asks for time and total only where the mark option shows them', () => {
    expect(codes({ quizMarkOptionId: 3, quizTime: 0, quizTotalMarks: 0 })).toEqual(['quizTime:mustBeAboveZero']);
    expect(codes({ quizMarkOptionId: 2, quizTime: 0, quizTotalMarks: 0, quizPassMarks: 0 })).toEqual([]);
  });

  it('needs at least one kept address for invited participants, only when that option is chosen', () => {
    expect(codes({ ...invited, participantEmails: '' })).toEqual(['participantEmails:required']);
    expect(codes({ ...invited, participantEmails: 'abc, de' })).toEqual(['participantEmails:required']);
    expect(codes({ ...invited, participantEmails: 'solo@example.com' })).toEqual([]);
    expect(codes({ participantEmails: 'x y z', quizParticipantOptionId: 1 })).toEqual([]);
  });

  it('needs every kept entry of the invited list to be an e-mail address', () => {
    expect(codes({ ...invited, participantEmails: 'ann@example.com, not-an-address' })).toEqual([
      'participantEmails:emailInvalid',
    ]);
    expect(codes({ ...invited, participantEmails: 'ann@example.com, x@y' })).toEqual([]);
    expect(quizTopicProblems(quiz({ ...invited, participantEmails: 'nope-nope' })).map(isFieldProblem)).toEqual([true]);
  });
});

describe('normalizeQuizTopic', () => {
  it('resets time, marks, pass marks and multiple answers of a survey (option 2), keeping the flags it shows', () => {
    const out = normalizeQuizTopic(
      quiz({
        quizMarkOptionId: 2,
        allowMultipleAnswer: true,
        allowMultipleInputByUser: true,
        allowCorrectOption: true,
        allowQuizSkip: true,
      }),
    );
    expect(out).toMatchObject({
      quizTime: 0,
      quizTotalMarks: 0,
      quizPassMarks: 0,
      allowMultipleAnswer: false,
      allowCorrectOption: true,
      allowMultipleInputByUser: true,
      allowQuizSkip: true,
    });
  });

  it('resets multiple input for mark options 1 and 3 and keeps their time and marks', () => {
    for (const quizMarkOptionId of [1, 3]) {
      const out = normalizeQuizTopic(
        quiz({ quizMarkOptionId, allowMultipleInputByUser: true, allowMultipleAnswer: true }),
      );
      expect(out).toMatchObject({
        quizTime: 30,
        quizPassMarks: 5,
        allowMultipleInputByUser: false,
        allowMultipleAnswer: true,
      });
    }
  });

  it('trims the title, rounds marks to 2 decimals and drops the invited fields of option 1', () => {
    const out = normalizeQuizTopic(
      quiz({
        quizTitle: '  Spaced title  ',
        quizTotalMarks: 10.006,
        quizPassMarks: 4.994,
        participantEmails: 'x@y.zz',
      }),
    );
    expect(out).toMatchObject({ quizTitle: 'Spaced title', quizTotalMarks: 10.01, quizPassMarks: 4.99 });
    expect(out.participantEmails).toBe('');
    expect(out.inviteByEmail).toBe(false);
    const kept = normalizeQuizTopic(
      quiz({ quizParticipantOptionId: 2, participantEmails: 'x@y.zz', inviteByEmail: true }),
    );
    expect(kept).toMatchObject({ participantEmails: 'x@y.zz', inviteByEmail: true });
  });

  it('turns empty pass marks and price into 0 (through the schema)', () => {
    const out = normalizeQuizTopic(
      quiz({ quizPassMarks: '' as unknown as number, quizPrice: null as unknown as number }),
    );
    expect(out.quizPassMarks).toBe(0);
    expect(out.quizPrice).toBe(0);
  });
});

describe('isEmailAddress', () => {
  it('accepts addresses and refuses other text', () => {
    expect(isEmailAddress('ann@example.com')).toBe(true);
    expect(isEmailAddress('Ann.Lee+tag@sub.example.org')).toBe(true);
    for (const text of ['not-an-address', 'ann@', '@example.com', 'ann @example.com', ''])
      expect(isEmailAddress(text), text).toBe(false);
  });
});

describe('uniqueKey', () => {
  it('ignores case, surrounding spaces and runs of inner spaces', () => {
    expect(uniqueKey('  General   Knowledge ')).toBe(uniqueKey('general knowledge'));
    expect(uniqueKey('General Knowledge')).not.toBe(uniqueKey('General Knowledge 2'));
  });
});
