// @vitest-environment jsdom
// The report screens against a real HTTP server on loopback: the mark field's checks and the number it
// sends (spec 001 §5 "Manual grading"), the result e-mail dialog (required fields, recipients, the body
// it posts), and Examine & Reports' columns, selection and noCheckedStudent (spec 001 §2, §5).
import type { ResultDetail, ResultRow } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n';
import AdminReportsPage from '../../src/features/results/reports/AdminReportsPage';
import { ResultEmailDialog } from '../../src/features/results/reports/ResultEmailDialog';
import { ReviewAnswerCard } from '../../src/features/results/reports/ReviewAnswerCard';
import { ReviewDialog } from '../../src/features/results/reports/ReviewDialog';
import { allRows, row as typedRow } from './typedRows';
import { serveApi, withAppProviders } from '../helpers/loopbackApi';

const en = translations.en;
const seen: { method: string; url: string; body: unknown }[] = [];

const resultRow = (over: Partial<ResultRow>): ResultRow => ({
  quizResponseInitialId: 1,
  userId: 3,
  fullName: 'Cara Candidate',
  email: 'candidate@example.com',
  quizTopicId: 2,
  quizTitle: 'Physics',
  timeTaken: 4.5,
  quizMark: 10,
  userObtainedQuizMark: 12,
  quizPassMarks: 5,
  quizTime: 0,
  quizMarkOptionId: 1,
  isExamined: true,
  attemptCount: 2,
  dateAdded: '2025-05-05T09:30:12.000Z',
  certificateTemplateId: null,
  pointerLeaveCountSum: 0,
  visibilitychangeCountSum: 0,
  allowCorrectOption: false,
  allowAnswerExplation: false,
  ...over,
});

const ROUTES: Record<string, unknown> = {
  '/api/Report/GetReportType': [
    { reportTypeId: 1, reportTypeName: 'Pending examine' },
    { reportTypeId: 2, reportTypeName: 'Reports' },
  ],
  '/api/Quiz/GetQuizesForReports': [{ quizTopicId: 2, quizTitle: 'Physics' }],
  '/api/Report/GetResults/1/10/0/0': {
    count: 2,
    responseMsg: [
      resultRow({ quizResponseInitialId: 1 }),
      resultRow({ quizResponseInitialId: 2, fullName: 'Ed Essay', email: 'ed@example.com', isExamined: false }),
    ],
  },
  '/api/Report/UpdateMarksObtain/11/2.5': {
    responseMsg: 9,
    userObtainedQuizMark: 2.5,
    isExamined: true,
    pendingCount: 0,
  },
  '/api/Settings/SentEmailToCheckedStudents': { responseMsg: 'emailSentSuccessfully', params: { count: 2 } },
  // Issue 22: an attempt with a question of every type, its written answer still to mark.
  '/api/Report/GetPendingExamine/4': [typedRow('descriptive')],
  '/api/Report/GetFinishedExamResult/4': allRows(),
};

serveApi((method, url, body) => {
  seen.push({ method, url, body });
  const answer = ROUTES[url];
  return answer === undefined ? [404, null] : [200, answer];
});
beforeEach(() => {
  seen.length = 0;
});
afterEach(cleanup);

const wrap = withAppProviders;

const answer: ResultDetail = {
  quizResponseDetailId: 11,
  quizQuestionId: 5,
  questionTypeId: 2,
  questionDetail: 'Describe the water cycle.',
  userAnswer: 'Water evaporates,\nthen it rains.',
  correctAnswer: '',
  isAnswerSkipped: false,
  questionMark: 5,
  userObtainedQuestionMark: 0,
  isExamined: false,
  pointerLeaveCount: 0,
  visibilitychangeCount: 0,
  answerExplanation: '',
  isCodeSnippet: false,
  feedback: null,
};

describe('ReviewAnswerCard', () => {
  it('checks the mark as typed, sends nothing while it is wrong, then sends the number', async () => {
    const onSaved = vi.fn();
    render(wrap(<ReviewAnswerCard answer={answer} number={1} onSaved={onSaved} />));
    expect(screen.getByTestId('review-user-answer')).toHaveTextContent('Water evaporates, then it rains.');
    const field = screen.getByTestId('review-mark');
    const save = screen.getByTestId('review-save');

    fireEvent.click(save);
    expect(await screen.findByText(en.messages.markCanNotBeLessZero)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '-1' } });
    expect(screen.getByText(en.messages.markCanNotBeLessZero)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '6' } });
    expect(screen.getByText(en.messages.marksObtaincannotgreaterthanQuestionMarks)).toBeInTheDocument();
    fireEvent.click(save);
    expect(seen).toHaveLength(0);

    fireEvent.change(field, { target: { value: '2.5' } });
    expect(screen.getByText('From 0 to 5')).toBeInTheDocument();
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0]![0]).toEqual({
      responseMsg: 9,
      userObtainedQuizMark: 2.5,
      isExamined: true,
      pendingCount: 0,
    });
    expect(seen).toEqual([{ method: 'PUT', url: '/api/Report/UpdateMarksObtain/11/2.5', body: { feedback: '' } }]);
  });

  it('shows the model answer, refuses a mark that is not a plain decimal, and sends the feedback', async () => {
    const onSaved = vi.fn();
    const withModel = {
      ...answer,
      isCodeSnippet: true,
      questionDetail: 'What does it print?\n```python\nprint(2 ** 3)\n```',
      answerExplanation: 'It prints $2^3$, that is 8.',
    };
    render(wrap(<ReviewAnswerCard answer={withModel} number={1} onSaved={onSaved} />));
    // The question as the candidate saw it (code, not fences) and the model answer (math rendered).
    await waitFor(() => expect(screen.getByTestId('review-question').querySelector('pre code.hljs')).not.toBeNull());
    const model = screen.getByTestId('review-model-answer');
    await waitFor(() => expect(model.querySelector('.katex')).not.toBeNull());
    expect(model).toHaveTextContent('It prints');

    fireEvent.change(screen.getByTestId('review-mark'), { target: { value: '1e0' } });
    expect(screen.getByText(en.messages.marksMustBeNumber)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('review-save'));
    expect(seen).toHaveLength(0);

    fireEvent.change(screen.getByTestId('review-mark'), { target: { value: '2.5' } });
    fireEvent.change(screen.getByTestId('review-feedback'), { target: { value: '  Name the <b>condensation</b>.  ' } });
    expect(
      screen.getByText('Optional: the candidate reads it with the result. 33 of 2,000 characters.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('review-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(seen).toEqual([
      {
        method: 'PUT',
        url: '/api/Report/UpdateMarksObtain/11/2.5',
        body: { feedback: 'Name the <b>condensation</b>.' },
      },
    ]);
  });

  it('says so when the question has no model answer', () => {
    render(wrap(<ReviewAnswerCard answer={answer} number={1} onSaved={() => undefined} />));
    expect(screen.getByTestId('review-model-answer')).toHaveTextContent(en.reports.reviewNoModelAnswer);
  });
});

describe('ReviewDialog', () => {
  it('lists every question of the attempt, each type’s answer read-only but the written one, which takes a mark', async () => {
    render(wrap(<ReviewDialog row={resultRow({ quizResponseInitialId: 4, isExamined: false })} onClose={() => {}} />));
    const cards = await screen.findAllByTestId('review-answer');
    expect(cards).toHaveLength(8);
    expect(seen.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/Report/GetPendingExamine/4', '/api/Report/GetFinishedExamResult/4']),
    );
    expect(cards.map((c) => within(c).getByTestId('review-type').textContent)).toEqual(
      ['choice', 'descriptive', 'trueFalse', 'shortAnswer', 'numerical', 'matching', 'ordering', 'cloze'].map(
        (type) => en.questions.typeNames[type as keyof typeof en.questions.typeNames],
      ),
    );
    expect(cards.map((c) => c.dataset.gradable)).toEqual(['false', 'true', ...Array(6).fill('false')]);
    expect(cards.map((c) => within(c).queryAllByTestId('review-mark').length)).toEqual([0, 1, 0, 0, 0, 0, 0, 0]);
    // The cloze question reads with Paris where its first blank stands, and no [[n]].
    const cloze = within(cards[7]!).getByTestId('review-question');
    expect(cloze.textContent).not.toMatch(/\[\[\d\]\]/);
    expect(within(cloze).getAllByTestId('cloze-blank')[0]).toHaveTextContent('Paris');
    expect(within(cards[5]!).getByTestId('review-key')).toHaveTextContent('Italy → Rome');
  });
});

describe('ResultEmailDialog', () => {
  it('requires subject and message, lists the recipients and posts one entry per address', async () => {
    const onSent = vi.fn();
    const recipients = ['a@example.com', 'b@example.com'];
    render(wrap(<ResultEmailDialog open recipients={recipients} onClose={() => undefined} onSent={onSent} />));
    expect(screen.getAllByTestId('email-recipient').map((c) => c.textContent)).toEqual(recipients);
    expect(screen.getByText('Recipients (2)')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('email-dialog-submit'));
    expect(await screen.findAllByText(en.messages.required)).toHaveLength(2);
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('email-subject'), { target: { value: 'Your result' } });
    fireEvent.change(screen.getByTestId('email-body'), { target: { value: 'Well done.' } });
    fireEvent.click(screen.getByTestId('email-dialog-submit'));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const body = seen[seen.length - 1]!.body as { subject: string; body: string; emails: { email: string }[] };
    expect(body.subject).toBe('Your result');
    expect(body.body).toBe('Well done.');
    expect(body.emails.map((e) => e.email)).toEqual(recipients);
    expect(await screen.findByText('E-mail sent successfully. Recipients: 2')).toBeInTheDocument();
  });
});

describe('AdminReportsPage', () => {
  it('shows the columns of a result, the row actions, and noCheckedStudent before anything is selected', async () => {
    render(wrap(<AdminReportsPage />));
    const rows = await screen.findAllByTestId('results-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    // Obtained marks are capped at the total; 0 minutes means no time limit.
    expect(first.getByTestId('report-obtained')).toHaveTextContent('10');
    expect(first.getByText(en.reports.noTimeLimit)).toBeInTheDocument();
    expect(first.getByTestId('report-status')).toHaveAttribute('data-status', 'passed');
    // Date-times as spec 001 §5 shows them everywhere: the first 19 characters, T replaced by a space.
    expect(first.getByTestId('report-date')).toHaveTextContent('2025-05-05 09:30:12');
    expect(first.getByTestId('report-detail-open')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('report-status')).toHaveAttribute('data-status', 'pending');
    expect(within(rows[1]!).getByTestId('report-review-open')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('report-send-email'));
    expect(await screen.findByText(en.messages.noCheckedStudent)).toBeInTheDocument();
    expect(screen.queryByTestId('email-dialog')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: en.reports.selectAll }));
    expect(screen.getByTestId('report-selected-count')).toHaveTextContent('2 selected');
    fireEvent.click(screen.getByTestId('report-send-email'));
    const dialog = await screen.findByTestId('email-dialog');
    expect(
      within(dialog)
        .getAllByTestId('email-recipient')
        .map((c) => c.textContent),
    ).toEqual(['candidate@example.com', 'ed@example.com']);
  });
});
