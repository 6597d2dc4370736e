import { describe, expect, it } from 'vitest';
import {
  attemptDeadline,
  certificateEligible,
  gradeAnswer,
  minutesBetween,
  resultStatus,
  shownObtainedMarks,
  splitAnswer,
  type GradeInput,
} from '../src/index.js';

const choice = (changes: Partial<GradeInput>): GradeInput => ({
  quizMarkOptionId: 1,
  questionTypeId: 1,
  questionMark: 2.5,
  correctAnswer: 'Paris',
  userAnswer: 'Paris',
  isAnswerSkipped: false,
  ...changes,
});

describe('splitAnswer', () => {
  it('splits on five hashes, trims and drops empty parts', () => {
    expect(splitAnswer(' Red #####Blue##### ')).toEqual(['Red', 'Blue']);
    expect(splitAnswer('')).toEqual([]);
    expect(splitAnswer('a####b')).toEqual(['a####b']);
  });
});

describe('gradeAnswer', () => {
  it('gives a single answer its marks only on an exact (trimmed, case-insensitive) match', () => {
    expect(gradeAnswer(choice({}))).toEqual({ userObtainedQuestionMark: 2.5, isExamined: true });
    expect(gradeAnswer(choice({ userAnswer: ' paris ' }))).toEqual({ userObtainedQuestionMark: 2.5, isExamined: true });
    expect(gradeAnswer(choice({ userAnswer: 'Rome' }))).toEqual({ userObtainedQuestionMark: 0, isExamined: true });
    expect(gradeAnswer(choice({ userAnswer: 'Paris#####Rome' })).userObtainedQuestionMark).toBe(0);
  });

  it('gives a multiple answer its marks only when the chosen set equals the correct set', () => {
    const multi = (userAnswer: string) =>
      gradeAnswer(choice({ correctAnswer: 'A#####C', userAnswer })).userObtainedQuestionMark;
    expect(multi('C#####A')).toBe(2.5);
    expect(multi('A#####C#####A')).toBe(2.5);
    expect(multi('A')).toBe(0);
    expect(multi('A#####B#####C')).toBe(0);
    expect(multi('B#####D')).toBe(0);
  });

  it('gives skipped answers nothing, examined', () => {
    expect(gradeAnswer(choice({ isAnswerSkipped: true }))).toEqual({ userObtainedQuestionMark: 0, isExamined: true });
    expect(gradeAnswer(choice({ questionTypeId: 2, isAnswerSkipped: true, correctAnswer: '' }))).toEqual({
      userObtainedQuestionMark: 0,
      isExamined: true,
    });
  });

  it('leaves descriptive answers of marked assessments for manual grading', () => {
    expect(gradeAnswer(choice({ questionTypeId: 2, correctAnswer: '', userAnswer: 'An essay' }))).toEqual({
      userObtainedQuestionMark: 0,
      isExamined: false,
    });
  });

  it('gives surveys no marks and nothing to grade', () => {
    for (const questionTypeId of [1, 2]) {
      expect(gradeAnswer(choice({ quizMarkOptionId: 2, questionTypeId, correctAnswer: '', questionMark: 0 }))).toEqual({
        userObtainedQuestionMark: 0,
        isExamined: true,
      });
    }
  });
});

describe('resultStatus', () => {
  const result = (changes: Partial<Parameters<typeof resultStatus>[0]>) =>
    resultStatus({ isExamined: true, quizMark: 10, userObtainedQuizMark: 6, quizPassMarks: 5, ...changes });
  it('says Passed, Failed, Pending or n/a as spec 001 §4 orders them', () => {
    expect(result({})).toBe('passed');
    expect(result({ userObtainedQuizMark: 5 })).toBe('passed');
    expect(result({ userObtainedQuizMark: 4.99 })).toBe('failed');
    expect(result({ isExamined: false })).toBe('pending');
    expect(result({ quizMark: 0, isExamined: false })).toBe('notApplicable');
    expect(result({ quizMark: 0, userObtainedQuizMark: 0, quizPassMarks: 0 })).toBe('notApplicable');
  });
});

describe('shownObtainedMarks', () => {
  it('rounds to 2 decimals and caps at the total', () => {
    expect(shownObtainedMarks(3.3333, 10)).toBe(3.33);
    expect(shownObtainedMarks(10.004, 10)).toBe(10);
    expect(shownObtainedMarks(12, 10)).toBe(10);
    expect(shownObtainedMarks(0.005, 0)).toBe(0.01);
  });
});

describe('attemptDeadline and minutesBetween', () => {
  const start = new Date('2025-03-01T10:00:00.000Z');
  it('adds the time, times the multiplier, plus extra minutes; none without a timer', () => {
    expect(attemptDeadline(start, 30)?.toISOString()).toBe('2025-03-01T10:30:00.000Z');
    expect(attemptDeadline(start, 30, { extraMinutes: 15, timeMultiplier: 1.5 })?.toISOString()).toBe(
      '2025-03-01T11:00:00.000Z',
    );
    expect(attemptDeadline(start, 0, { extraMinutes: 15, timeMultiplier: 2 })).toBeNull();
  });
  it('measures minutes to 2 decimals, never negative', () => {
    expect(minutesBetween(start, new Date('2025-03-01T10:01:30.000Z'))).toBe(1.5);
    expect(minutesBetween(start, new Date('2025-03-01T10:00:20.000Z'))).toBe(0.33);
    expect(minutesBetween(start, new Date('2025-03-01T09:59:00.000Z'))).toBe(0);
  });
});

describe('certificateEligible', () => {
  it('needs a template and either no pass mark or the pass mark reached', () => {
    const r = { certificateTemplateId: 3, quizPassMarks: 5, userObtainedQuizMark: 5 };
    expect(certificateEligible(r)).toBe(true);
    expect(certificateEligible({ ...r, userObtainedQuizMark: 4 })).toBe(false);
    expect(certificateEligible({ ...r, quizPassMarks: 0, userObtainedQuizMark: 0 })).toBe(true);
    expect(certificateEligible({ ...r, certificateTemplateId: null })).toBe(false);
  });
});
