// @vitest-environment jsdom
// Pure helpers behind the assessment dialog and the shared mutation hook.
import type { QuizTopic } from '@assessly/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiRefusal } from '../../src/api/client';
import { fileNameFromDisposition } from '../../src/components/download';
import { applyFieldIssues, successNotice } from '../../src/components/useApiMutation';
import {
  EMPTY_FORM,
  formFromQuiz,
  isoToLocalInput,
  localInputToIso,
  quizTopicResolver,
  type QuizTopicForm,
} from '../../src/features/authoring/assessments/quizTopicForm';

const resolve = (values: Partial<QuizTopicForm>, emailSettings = true) =>
  quizTopicResolver(emailSettings)({ ...EMPTY_FORM, quizTitle: 'Maths', ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('assessment form', () => {
  it('round-trips a datetime-local value through ISO with the local offset', () => {
    const iso = localInputToIso('2031-05-04T09:30')!;
    expect(iso).toMatch(/^2031-05-04T09:30:00[+-]\d\d:\d\d$/);
    expect(new Date(iso).getTime()).toBe(new Date('2031-05-04T09:30').getTime());
    expect(isoToLocalInput(iso)).toBe('2031-05-04T09:30');
    expect(localInputToIso('')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
  });

  it('flags pass marks above the total for mark option 1 as the user types', async () => {
    const result = await resolve({ quizTime: '30', quizTotalMarks: '10', quizPassMarks: '12' });
    expect(result.errors.quizPassMarks?.message).toBe('passMarksshouldnotgreaterthanAssessmentMarks');
  });

  it('shows the cross-field rules even while another field still fails', async () => {
    const result = await resolve({ quizTitle: '', quizTime: '30', quizTotalMarks: '10', quizPassMarks: '12' });
    expect(result.errors.quizTitle?.message).toBe('required');
    expect(result.errors.quizPassMarks?.message).toBe('passMarksshouldnotgreaterthanAssessmentMarks');
  });

  it('needs no time or marks for a survey and parses a valid form', async () => {
    const result = await resolve({ quizMarkOptionId: 2 });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      quizTitle: 'Maths',
      quizTime: 0,
      quizTotalMarks: 0,
      certificateTemplateId: null,
    });
  });

  it('checks the invited list and the e-mail settings', async () => {
    const spaces = await resolve({
      quizMarkOptionId: 2,
      quizParticipantOptionId: 2,
      participantEmails: 'a@b.com c@d.com',
    });
    expect(spaces.errors.participantEmails?.message).toBe('noCommaSeperatedEmail');
    const noSettings = await resolve(
      { quizMarkOptionId: 2, quizParticipantOptionId: 2, participantEmails: 'ann@example.com', inviteByEmail: true },
      false,
    );
    expect(noSettings.errors.inviteByEmail?.message).toBe('emailSettingsNotDone');
  });

  it('loads a stored assessment into the form', () => {
    const quiz = {
      quizTopicId: 7,
      quizTitle: 'T',
      quizTime: 0,
      quizMarkOptionId: 2,
      quizParticipantOptionId: 2,
      certificateTemplateId: null,
      quizTotalMarks: 0,
      quizPassMarks: 0,
      quizPrice: 5,
      allowQuizSkip: true,
      quizscheduleStartTime: null,
      quizscheduleEndTime: null,
    } as unknown as QuizTopic;
    const form = formFromQuiz(quiz, ['ann@example.com', 'bob@example.com']);
    expect(form).toMatchObject({
      quizTime: '',
      quizTotalMarks: '',
      quizPrice: '5',
      certificateTemplateId: '',
      participantEmails: 'ann@example.com, bob@example.com',
      allowQuizSkip: true,
    });
  });
});

describe('useApiMutation helpers', () => {
  it('maps a 400 refusal onto the form fields', () => {
    const setError = vi.fn();
    const error = new ApiRefusal(400, 'validationFailed', false, {}, [
      { path: 'body.quizTitle', message: 'required' },
      { path: 'body.quizTime', message: 'mustBeAboveZero' },
    ]);
    expect(applyFieldIssues(error, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('quizTitle', { type: 'server', message: 'required' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith(
      'quizTime',
      { type: 'server', message: 'mustBeAboveZero' },
      { shouldFocus: false },
    );
    expect(applyFieldIssues(new Error('x'), setError)).toBe(false);
  });

  it('shows 200 messages briefly and a live interruption as a long warning', () => {
    expect(successNotice({ responseMsg: 'successfullySaved' })).toMatchObject({
      key: 'successfullySaved',
      severity: 'success',
    });
    expect(successNotice({ responseMsg: 'liveInterruptionForRunningAssessment' })).toMatchObject({
      long: true,
      severity: 'warning',
    });
    expect(successNotice(null)).toBeNull();
  });
});

describe('fileNameFromDisposition', () => {
  it('reads filename* first, then filename, else the fallback', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''pr%C3%BCfung.csv`, 'x')).toBe(
      'prüfung.csv',
    );
    expect(fileNameFromDisposition('attachment; filename="quiz-topics.pdf"', 'x')).toBe('quiz-topics.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx', 'x')).toBe('plain.xlsx');
    expect(fileNameFromDisposition(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
