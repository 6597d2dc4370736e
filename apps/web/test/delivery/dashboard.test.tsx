// @vitest-environment jsdom
// The candidate dashboard's parts (spec 001 §2 "Dashboard", §4 "Starting an assessment"), rendered with
// the real i18n tables.
import type { CompletedQuiz, RunningQuiz } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n';
import { MemoryRouter } from 'react-router';
import { CompletedQuizCard } from '../../src/features/delivery/dashboard/CompletedQuizCard';
import { InstructionsDialog } from '../../src/features/delivery/dashboard/InstructionsDialog';
import { RunningQuizCard } from '../../src/features/delivery/dashboard/RunningQuizCard';
import { isResume, marksApply, needsInstructions } from '../../src/features/delivery/dashboard/runningQuiz';
import { OpenedWindowAlert, StartRefusalAlert } from '../../src/features/delivery/dashboard/StartNotices';

const d = translations.en.dashboard;
const m = translations.en.messages;
afterEach(cleanup);

const quiz = (over: Partial<RunningQuiz> = {}): RunningQuiz => ({
  quizTopicId: 5,
  quizTitle: 'Physics',
  quizTime: 20,
  quizTotalMarks: 40,
  quizPassMarks: 20,
  quizMarkOptionId: 1,
  questionsCount: 12,
  allowExamOnNewWindow: false,
  instructionsCount: 0,
  openAttemptId: null,
  attemptsTaken: 0,
  ...over,
});

describe('live assessment rules', () => {
  it('shows marks except for surveys and assessments without marks', () => {
    expect(marksApply(quiz())).toBe(true);
    expect(marksApply(quiz({ quizMarkOptionId: 2, quizTotalMarks: 0 }))).toBe(false);
    expect(marksApply(quiz({ quizTotalMarks: 0 }))).toBe(false);
  });

  it('shows instructions before a new attempt only, and only when there are some', () => {
    expect(needsInstructions(quiz({ instructionsCount: 2 }))).toBe(true);
    expect(needsInstructions(quiz())).toBe(false);
    expect(needsInstructions(quiz({ instructionsCount: 2, openAttemptId: 9 }))).toBe(false);
    expect(isResume(quiz({ openAttemptId: 9 }))).toBe(true);
  });
});

describe('live assessment card', () => {
  const facts = () =>
    ['running-quiz-time', 'running-quiz-marks', 'running-quiz-questions'].map(
      (id) => screen.getByTestId(id).textContent,
    );

  it('shows title, minutes, marks and question count with a Start button', () => {
    const onStart = vi.fn();
    render(<RunningQuizCard quiz={quiz()} busy={false} disabled={false} onStart={onStart} />);
    expect(screen.getByTestId('running-quiz-title')).toHaveTextContent('Physics');
    expect(facts()).toEqual(['20 min', '40', '12']);
    const start = screen.getByTestId('running-quiz-start');
    expect(start).toHaveTextContent(d.start);
    expect(start).toHaveAccessibleName(d.startAria.replace('{{title}}', 'Physics'));
    fireEvent.click(start);
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ quizTopicId: 5 }));
    expect(screen.queryByText(d.opensInNewWindow)).toBeNull();
  });

  it('says No time limit, n/a for a survey, Resume for an attempt under way and new window', () => {
    render(
      <RunningQuizCard
        quiz={quiz({
          quizTime: 0,
          quizMarkOptionId: 2,
          quizTotalMarks: 0,
          openAttemptId: 3,
          allowExamOnNewWindow: true,
        })}
        busy={false}
        disabled={false}
        onStart={() => undefined}
      />,
    );
    expect(facts()).toEqual([d.noTimeLimit, d.notApplicable, '12']);
    expect(screen.getByTestId('running-quiz-start')).toHaveTextContent(d.resume);
    expect(screen.getByTestId('running-quiz-in-progress')).toHaveTextContent(d.inProgress);
    expect(screen.getByText(d.opensInNewWindow)).toBeInTheDocument();
  });

  it('cannot be started while another start is on its way', () => {
    const onStart = vi.fn();
    render(<RunningQuizCard quiz={quiz()} busy={false} disabled onStart={onStart} />);
    expect(screen.getByTestId('running-quiz-start')).toBeDisabled();
  });
});

describe('start refusal', () => {
  const base = { quizTitle: 'Physics', params: {} };

  it('adds totalAttemptLimitExpired unless the answer is an alert', () => {
    render(<StartRefusalAlert refusal={{ ...base, code: 'attemptLimitExceeded', alert: false }} onClose={vi.fn()} />);
    expect(screen.getByTestId('start-refusal-message')).toHaveTextContent(m.attemptLimitExceeded);
    expect(screen.getByTestId('start-refusal-limit')).toHaveTextContent(m.totalAttemptLimitExpired);
    cleanup();
    render(<StartRefusalAlert refusal={{ ...base, code: 'assessmentNotAvailable', alert: true }} onClose={vi.fn()} />);
    expect(screen.getByTestId('start-refusal-message')).toHaveTextContent(m.assessmentNotAvailable);
    expect(screen.queryByTestId('start-refusal-limit')).toBeNull();
  });

  it('does not say the same limit twice', () => {
    render(
      <StartRefusalAlert refusal={{ ...base, code: 'totalAttemptLimitExpired', alert: false }} onClose={vi.fn()} />,
    );
    expect(screen.getAllByText(m.totalAttemptLimitExpired)).toHaveLength(1);
  });

  it('offers the exam window again when it opened elsewhere', () => {
    render(<OpenedWindowAlert opened={{ quizTitle: 'Physics', blocked: true }} onClose={vi.fn()} />);
    expect(screen.getByTestId('exam-new-window')).toHaveTextContent(d.newWindowOpened.replace('{{title}}', 'Physics'));
    const link = screen.getByTestId('exam-open-again');
    expect(link).toHaveAttribute('href', '/quiz/startQuiz');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('instructions dialog', () => {
  const step = {
    quiz: quiz({ instructionsCount: 2 }),
    instructions: [
      { instructionId: 1, quizTopicId: 5, description: 'No calculators.' },
      { instructionId: 2, quizTopicId: 5, description: 'Answer every question.' },
    ],
  } as Parameters<typeof InstructionsDialog>[0]['step'];

  it('lists the instructions in order; Continue and Cancel report back', () => {
    const onContinue = vi.fn();
    const onCancel = vi.fn();
    render(<InstructionsDialog step={step} busy={false} onContinue={onContinue} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName(d.instructionsTitle);
    expect(
      within(dialog)
        .getAllByTestId('instructions-item')
        .map((li) => li.textContent),
    ).toEqual(['No calculators.', 'Answer every question.']);
    fireEvent.click(within(dialog).getByTestId('instructions-continue'));
    expect(onContinue).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByTestId('instructions-cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed while the attempt is being created', () => {
    const onCancel = vi.fn();
    render(<InstructionsDialog step={step} busy onContinue={vi.fn()} onCancel={onCancel} />);
    expect(screen.getByTestId('instructions-cancel')).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('completed assessment card (issue 20)', () => {
  const done = (over: Partial<CompletedQuiz> = {}): CompletedQuiz => ({
    quizTopicId: 8,
    quizTitle: 'Chemistry',
    quizTime: 10,
    quizTotalMarks: 10,
    quizPassMarks: 5,
    quizMarkOptionId: 1,
    questionsCount: 4,
    attemptsTaken: 1,
    lastResult: {
      quizResponseInitialId: 31,
      quizMark: 10,
      userObtainedQuizMark: 7.5,
      quizPassMarks: 5,
      isExamined: true,
      finishedAt: '2026-11-27T10:15:00.000Z',
    },
    ...over,
  });
  const show = (quiz: CompletedQuiz) =>
    render(
      <MemoryRouter>
        <ul>
          <CompletedQuizCard quiz={quiz} />
        </ul>
      </MemoryRouter>,
    );

  it('says Completed, with the marks, the status, the date and a way to the results', () => {
    show(done());
    expect(screen.getByTestId('completed-quiz-chip').textContent).toBe(d.completed);
    expect(screen.getByTestId('completed-quiz-marks').textContent).toBe('7.5 of 10');
    expect(screen.getByTestId('completed-quiz-status').textContent).toBe(translations.en.examResult.passed);
    expect(screen.getByText('2026-11-27')).toBeTruthy();
    const link = screen.getByTestId('completed-quiz-results');
    expect(link.getAttribute('href')).toBe('/report/students');
    expect(link.getAttribute('aria-label')).toBe('See my results of Chemistry');
  });

  it('says when the result waits for grading or is still being prepared', () => {
    show(done({ lastResult: { ...done().lastResult!, isExamined: false } }));
    expect(screen.getByTestId('completed-quiz-status').textContent).toBe(d.beingGraded);
    cleanup();
    show(done({ lastResult: null }));
    expect(screen.getByText(d.resultBeingPrepared)).toBeTruthy();
  });
});
