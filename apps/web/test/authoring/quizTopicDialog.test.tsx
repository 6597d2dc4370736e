// @vitest-environment jsdom
// The assessment dialog and the Status column of Manage Assessments (issue 20 items 10, 27 and 29), the
// dialog against a real HTTP server on loopback: what a pass mark of 0 means (spec 001 §4 status rule,
// §6 certificate rule), and the question asked before a survey switched to marks is saved (spec 001 §4).
import type { QuizTopic } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n';
import { QuizTopicDialog } from '../../src/features/authoring/assessments/QuizTopicDialog';
import { TopicStatus } from '../../src/features/authoring/assessments/TopicStatus';
import { serveApi, withAppProviders } from '../helpers/loopbackApi';

const en = translations.en;
const a = en.assessments;

const quiz = (over: Partial<QuizTopic>): QuizTopic => ({
  quizTopicId: 7,
  quizTitle: 'Course feedback',
  quizTime: 10,
  quizMarkOptionId: 1,
  quizParticipantOptionId: 1,
  certificateTemplateId: null,
  quizTotalMarks: 10,
  quizPassMarks: 0,
  allowMultipleInputByUser: false,
  allowMultipleAnswer: false,
  allowMultipleAttempt: false,
  allowCorrectOption: false,
  allowAnswerExplation: false,
  allowQuizStop: false,
  allowQuizSkip: false,
  allowQuestionSuffle: false,
  allowExamOnNewWindow: false,
  quizscheduleStartTime: null,
  quizscheduleEndTime: null,
  quizPrice: 0,
  isRunning: false,
  questionsCount: 2,
  categories: '',
  dateAdded: '2030-06-01T00:00:00.000Z',
  negativeMarkPenalty: 0,
  floorQuestionAtZero: true,
  floorAttemptAtZero: true,
  ...over,
});

const stored: Record<number, QuizTopic> = {
  7: quiz({ quizMarkOptionId: 2, quizTime: 0, quizTotalMarks: 0 }),
  8: quiz({ quizTopicId: 8, quizTitle: 'Physics', quizPassMarks: 0 }),
};
const updates: Record<string, unknown>[] = [];

function answer(method: string, url: string, body: Record<string, unknown> | undefined): [number, unknown] {
  if (url === '/api/Quiz/GetQuizMarksOptionList')
    return [200, [1, 2, 3].map((id) => ({ quizMarkOptionId: id, quizMarkOptionName: `Option ${id}` }))];
  if (url === '/api/Quiz/GetQuizParticipantOptionList')
    return [200, [1, 2].map((id) => ({ quizParticipantOptionId: id, quizParticipantOptionName: `Option ${id}` }))];
  if (url === '/api/Quiz/GetCertificateInfo') return [200, []];
  const single = /^\/api\/Quiz\/GetSingleQuiz\/(\d+)$/.exec(url);
  if (single) return [200, stored[Number(single[1])]];
  if (url.startsWith('/api/Quiz/GetQuizParticipantsEmail/')) return [200, []];
  if (method === 'PUT' && url === '/api/Quiz/UpdateQuizTopic') {
    updates.push(body!);
    // The server's rule (topicService.checkSwitchToMarks): the survey's two questions have no answer yet.
    const wasSurvey = stored[Number(body!.quizTopicId)]?.quizMarkOptionId === 2;
    if (wasSurvey && body!.quizMarkOptionId !== 2 && !body!.acceptMissingCorrectAnswers)
      return [
        202,
        {
          status: 'error',
          responseMsg: 'correctAnswersMissingForMarks',
          message: 'English text',
          params: { count: 2, question: 'How was the course?' },
        },
      ];
    return [200, { responseMsg: 'successfullyUpdated' }];
  }
  return [404, null];
}

serveApi(answer);
beforeEach(() => {
  updates.length = 0;
});
afterEach(cleanup);

const wrap = withAppProviders;

/** The dialog editing assessment `id`, once its fields are loaded. */
async function openDialog(id: number) {
  const onClose = vi.fn();
  render(wrap(<QuizTopicDialog open quizTopicId={id} onClose={onClose} />));
  await screen.findByTestId('quiz-title');
  return { onClose, dialog: screen.getByTestId('quiz-dialog') };
}

/** Picks an option of one of the dialog's selects (MUI opens a listbox on mouse down). */
async function choose(testId: string, value: number) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(await screen.findByTestId(`${testId}-option-${value}`));
}

const input = (testId: string) => screen.getByTestId(testId);

describe('the pass marks hint (item 10)', () => {
  it('says that everyone who finishes passes when the pass marks are 0 or empty, never "no pass mark"', async () => {
    const { dialog } = await openDialog(8);
    expect(within(dialog).getByText(a.quizPassMarksZeroHint)).toBeInTheDocument();
    expect(a.quizPassMarksZeroHint).toMatch(/everyone who finishes passes/);
    expect(dialog.textContent).not.toMatch(/no pass mark/i);
    fireEvent.change(input('quiz-pass-marks'), { target: { value: '4' } });
    expect(await within(dialog).findByText(a.quizPassMarksHint)).toBeInTheDocument();
    expect(within(dialog).queryByText(a.quizPassMarksZeroHint)).toBeNull();
    fireEvent.change(input('quiz-pass-marks'), { target: { value: '' } });
    expect(await within(dialog).findByText(a.quizPassMarksZeroHint)).toBeInTheDocument();
  }, 20_000);
});

describe('switching a survey to marks (item 29)', () => {
  async function switchToMarks() {
    const opened = await openDialog(7);
    await choose('quiz-mark-option', 1);
    fireEvent.change(input('quiz-time'), { target: { value: '15' } });
    fireEvent.change(input('quiz-total-marks'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('quiz-dialog-submit'));
    const confirm = await screen.findByTestId('quiz-marks-confirm');
    return { ...opened, confirm };
  }

  it('names the questions without a correct answer before saving, and saves once the admin agrees', async () => {
    const { confirm, onClose } = await switchToMarks();
    expect(confirm).toHaveTextContent(a.marksNeedAnswersTitle);
    expect(confirm).toHaveTextContent('Questions without a correct answer: 2 (the first: "How was the course?")');
    expect(confirm).toHaveTextContent(a.marksNeedAnswersHint);
    expect(updates).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(within(confirm).getByTestId('quiz-marks-confirm-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updates).toHaveLength(2);
    expect(updates[1]).toMatchObject({ quizMarkOptionId: 1, quizTime: 15, acceptMissingCorrectAnswers: true });
    // The notice bar loads on first use.
    expect(await screen.findByText(en.messages.successfullyUpdated, {}, { timeout: 5_000 })).toBeInTheDocument();
  }, 20_000);

  it('goes back to the form, unsaved, when the admin cancels', async () => {
    const { confirm, onClose } = await switchToMarks();
    fireEvent.click(within(confirm).getByTestId('quiz-marks-confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('quiz-marks-confirm')).toBeNull());
    expect(updates).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    // The admin's changes are still in the form, to fix or to save again.
    expect(input('quiz-time')).toHaveValue(15);
    expect(input('quiz-total-marks')).toHaveValue(10);
  }, 20_000);
});

describe('negative marking (issue 22)', () => {
  it('offers a penalty and both floors on a marked assessment, and saves them', async () => {
    const { dialog, onClose } = await openDialog(8);
    const section = within(dialog).getByText(a.sectionNegative).closest('fieldset')!;
    expect(section).toHaveTextContent(a.penaltyNone);
    expect(input('quiz-floorQuestionAtZero')).toBeChecked();
    expect(input('quiz-floorAttemptAtZero')).toBeChecked();
    await choose('quiz-negative-penalty', 0.25);
    expect(section).toHaveTextContent('25% of the mark');
    fireEvent.click(input('quiz-floorAttemptAtZero'));
    fireEvent.click(screen.getByTestId('quiz-dialog-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updates.at(-1)).toMatchObject({
      negativeMarkPenalty: 0.25,
      floorQuestionAtZero: true,
      floorAttemptAtZero: false,
    });
  }, 20_000);

  it('keeps a stored penalty that is not among the usual ones, and has no section in a survey', async () => {
    stored[9] = quiz({ quizTopicId: 9, negativeMarkPenalty: 0.15 });
    const { dialog } = await openDialog(9);
    expect(within(dialog).getByText(a.sectionNegative).closest('fieldset')).toHaveTextContent('15% of the mark');
    cleanup();
    const survey = await openDialog(7);
    expect(within(survey.dialog).queryByText(a.sectionNegative)).toBeNull();
    expect(screen.queryByTestId('quiz-negative-penalty')).toBeNull();
  }, 20_000);
});

describe('the Status column of Manage Assessments (item 27)', () => {
  const now = new Date('2030-06-15T12:00:00Z');
  const cell = (over: Partial<QuizTopic>) => render(wrap(<TopicStatus quiz={quiz(over)} now={now} />)).container;

  it('shows On-live only while running inside the schedule', () => {
    expect(cell({ isRunning: true })).toHaveTextContent(a.onLive);
    expect(cell({ isRunning: true, quizscheduleStartTime: '2030-06-01T00:00:00Z' })).toHaveTextContent(a.onLive);
  });
  it('shows Scheduled for a running assessment whose start is ahead', () => {
    const scheduled = cell({ isRunning: true, quizscheduleStartTime: '2030-06-20T09:00:00Z' });
    expect(scheduled).toHaveTextContent(a.scheduled);
    expect(scheduled).not.toHaveTextContent(a.onLive);
  });
  it('is blank otherwise: stopped, stopped with a schedule ahead, or running past the end', () => {
    expect(cell({ isRunning: false }).textContent).toBe('');
    expect(cell({ isRunning: false, quizscheduleStartTime: '2030-06-20T09:00:00Z' }).textContent).toBe('');
    expect(
      cell({ isRunning: true, quizscheduleStartTime: '2030-06-01', quizscheduleEndTime: '2030-06-14' }).textContent,
    ).toBe('');
  });
});
