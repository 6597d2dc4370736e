// @vitest-environment jsdom
// The question dialog's fields per question type (issue 22), against a real HTTP server on loopback that
// records what the dialog saves: the ordering list moved by buttons and by keyboard with its live-region
// announcement, a whole list's message that follows the values, the cloze preview, and the body each
// type sends.
import type { QuizTopic } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n';
import { QuestionDialog } from '../../src/features/authoring/questions/QuestionDialog';
import { serveApi, withAppProviders } from '../helpers/loopbackApi';

const q = translations.en.questions;
const messages = translations.en.messages as Record<string, string>;

const quiz = {
  quizTopicId: 7,
  quizTitle: 'Geography',
  quizMarkOptionId: 1,
  allowMultipleAnswer: false,
  isRunning: false,
} as QuizTopic;

const saved: Record<string, unknown>[] = [];

function answer(method: string, url: string, body: Record<string, unknown> | undefined): [number, unknown] {
  if (url === '/api/Quiz/GetQuestionCategory')
    return [200, [{ questionCategoryId: 3, questionCategoryName: 'Capitals', questionsCount: 0 }]];
  if (url === '/api/Quiz/GetQuestionLavel') return [200, [{ questionLavelId: 1, questionLavelName: 'Easy' }]];
  if (method === 'POST' && url === '/api/Quiz/CreateQuizQuestion') {
    // The server's own check of a body, answered as a 400 with the issue's path in the request.
    if (body!.questionDetail === 'Refused by the server')
      return [
        400,
        {
          status: 'error',
          responseMsg: 'validationFailed',
          message: 'Invalid input',
          issues: [{ path: 'body.body.answers.1.text', message: 'answerSeparatorInText' }],
        },
      ];
    saved.push(body!);
    return [200, { responseMsg: 'successfullySaved', quizQuestionId: saved.length }];
  }
  return [404, null];
}

serveApi(answer);
beforeEach(() => {
  saved.length = 0;
});
afterEach(cleanup);

const wrap = withAppProviders;

async function choose(testId: string, value: number | string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  // The lookups may still be on their way on a cold start: the open list fills when they arrive.
  fireEvent.click(await screen.findByTestId(`${testId}-option-${value}`, {}, { timeout: 5_000 }));
}
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const values = (prefix: string) =>
  screen.getAllByTestId(new RegExp(`^${prefix}-\\d+$`)).map((input) => (input as HTMLInputElement).value);

/** A new question of `typeId` with its text, level and category filled in. */
async function openNew(typeId: number, text = 'Which one?') {
  const onClose = vi.fn();
  render(wrap(<QuestionDialog open editing={null} quiz={quiz} onClose={onClose} />));
  type('question-detail', text);
  await choose('question-level', 1);
  await choose('question-category', 3);
  await choose('question-type', typeId);
  return { onClose, dialog: screen.getByTestId('question-dialog') };
}

async function save(onClose: () => void) {
  fireEvent.click(screen.getByTestId('question-dialog-submit'));
  await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5_000 });
  return saved.at(-1)!;
}

describe('the ordering editor', () => {
  it('moves items by button and by Alt+Arrow, announces each move and keeps the focus on the item', async () => {
    const { onClose } = await openNew(7);
    ['Mercury', 'Venus', 'Earth'].forEach((planet, i) => type(`question-item-${i}`, planet));

    fireEvent.click(screen.getByTestId('question-item-up-2'));
    expect(values('question-item')).toEqual(['Mercury', 'Earth', 'Venus']);
    const live = screen.getByTestId('question-item-announcement');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('“Earth” moved to position 2 of 3');
    await waitFor(() => expect(screen.getByTestId('question-item-up-1')).toHaveFocus());

    // At the top the up button is off, so the focus goes to the item's down button.
    fireEvent.click(screen.getByTestId('question-item-up-1'));
    expect(values('question-item')).toEqual(['Earth', 'Mercury', 'Venus']);
    await waitFor(() => expect(screen.getByTestId('question-item-down-0')).toHaveFocus());
    expect(screen.getByTestId('question-item-up-0')).toBeDisabled();

    fireEvent.keyDown(screen.getByTestId('question-item-0'), { key: 'ArrowDown', altKey: true });
    expect(values('question-item')).toEqual(['Mercury', 'Earth', 'Venus']);
    expect(live).toHaveTextContent('“Earth” moved to position 2 of 3');
    await waitFor(() => expect(screen.getByTestId('question-item-1')).toHaveFocus());

    await choose('question-order-scoring', 'perPosition');
    expect(await save(onClose)).toMatchObject({
      questionTypeId: 7,
      body: { type: 'ordering', items: ['Mercury', 'Earth', 'Venus'], scoring: 'perPosition' },
    });
  }, 60_000);
});

describe('short answer', () => {
  it("shows the list's own message while no answer gives marks, and drops it once one does", async () => {
    const { onClose, dialog } = await openNew(4, 'The capital of France?');
    type('question-answer-text-0', 'Paris');
    type('question-answer-fraction-0', '0');
    const listMessage = await within(dialog).findByTestId('question-answers-message');
    expect(listMessage).toHaveTextContent(messages.noScoringAnswer!);

    fireEvent.click(screen.getByTestId('question-answer-add'));
    type('question-answer-text-1', 'Marseille');
    type('question-answer-fraction-1', '50');
    type('question-answer-fraction-0', '100');
    await waitFor(() => expect(within(dialog).queryByTestId('question-answers-message')).toBeNull());
    fireEvent.click(screen.getByTestId('question-case-sensitive'));

    expect(await save(onClose)).toMatchObject({
      questionTypeId: 4,
      body: {
        type: 'shortAnswer',
        caseSensitive: true,
        answers: [
          { text: 'Paris', fraction: 1 },
          { text: 'Marseille', fraction: 0.5 },
        ],
      },
    });
  }, 60_000);
});

describe('numerical, matching and true/false', () => {
  it('saves a range as its value and tolerance, with a unit', async () => {
    const { onClose } = await openNew(5, 'A number from 1 to 5?');
    fireEvent.click(screen.getByTestId('question-number-range-0'));
    type('question-number-min-0', '1');
    type('question-number-max-0', '5');
    // Each bound typed in turn: no message is left behind on either.
    const values = screen.getByTestId('question-numerical');
    await waitFor(() => expect(values).not.toHaveTextContent(messages.required!));
    fireEvent.click(screen.getByTestId('question-unit-add'));
    type('question-unit-0', 'm');
    expect(await save(onClose)).toMatchObject({
      questionTypeId: 5,
      body: {
        type: 'numerical',
        answers: [{ value: 3, tolerance: 2, fraction: 1 }],
        units: [{ unit: 'm', multiplier: 1 }],
      },
    });
  }, 60_000);

  it('refuses a matching question until its pairs are complete, then saves pairs and distractors', async () => {
    const { onClose, dialog } = await openNew(6, 'Match the activity.');
    type('question-pair-stem-0', 'Asynchronous discussions');
    type('question-pair-choice-0', 'Forum');
    type('question-pair-stem-1', 'Entries anyone can add');
    type('question-pair-choice-1', 'Database');
    // A removed row's button leaves with it: the focus goes to the list's add button; an added row takes it.
    fireEvent.click(screen.getByTestId('question-pair-remove-2'));
    await waitFor(() => expect(screen.getByTestId('question-pair-add')).toHaveFocus());
    fireEvent.click(screen.getByTestId('question-distractor-add'));
    await waitFor(() => expect(screen.getByTestId('question-distractor-0')).toHaveFocus());
    fireEvent.click(screen.getByTestId('question-dialog-submit'));
    // The empty distractor is refused under its field, in words, and nothing is saved.
    expect(await within(dialog).findByText(messages.required!)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    type('question-distractor-0', 'Chat');
    expect(await save(onClose)).toMatchObject({
      questionTypeId: 6,
      body: {
        type: 'matching',
        pairs: [
          { stem: 'Asynchronous discussions', choice: 'Forum' },
          { stem: 'Entries anyone can add', choice: 'Database' },
        ],
        distractors: ['Chat'],
      },
    });
  }, 60_000);

  it('saves which of true and false is right', async () => {
    const { onClose } = await openNew(3, '42 is the answer to everything.');
    fireEvent.click(screen.getByTestId('question-tf-false'));
    type('question-tf-feedback-false', 'It is the Ultimate Answer.');
    expect(await save(onClose)).toMatchObject({
      questionTypeId: 3,
      body: { type: 'trueFalse', correct: false, feedbackFalse: 'It is the Ultimate Answer.' },
    });
  }, 60_000);
});

describe('cloze', () => {
  it('previews the blanks as they are typed, says why a text cannot be read, and saves the parsed blanks', async () => {
    const { onClose, dialog } = await openNew(8, 'No blank yet');
    expect(within(dialog).getByTestId('question-detail').closest('.MuiFormControl-root')).toHaveTextContent(
      q.clozeText,
    );
    expect(await within(dialog).findByTestId('question-cloze-problem')).toHaveTextContent(q.clozeNoBlanks);

    type('question-detail', 'Paris is in {1:MULTICHOICE:=France~Spain');
    expect(await within(dialog).findByTestId('question-cloze-problem')).toHaveTextContent(messages.clozeUnclosedBlank!);

    type('question-detail', 'The capital of {2:MULTICHOICE:=France~Spain} is {1:SHORTANSWER:=Paris~%50%paris}.');
    const blanks = await within(dialog).findByTestId('question-cloze-blanks');
    expect(blanks).toHaveTextContent('Blank 1');
    expect(blanks).toHaveTextContent('choice · weight 2');
    expect(blanks).toHaveTextContent('Paris (100%), paris (50%)');
    expect(within(dialog).getByTestId('question-cloze-text')).toHaveTextContent('The capital of Blank 1 is Blank 2.');

    const body = (await save(onClose)) as { body: { type: string; blanks: { kind: string }[] } };
    expect(body.body.type).toBe('cloze');
    expect(body.body.blanks.map((b) => b.kind)).toEqual(['choice', 'text']);
  }, 60_000);
});

describe("choice credits and the server's own refusals", () => {
  it('starts the credits from the correct option, and saves credits and feedback per filled option', async () => {
    const { onClose } = await openNew(1, "What's between orange and green?");
    type('question-option-A', 'yellow');
    type('question-option-B', 'red');
    type('question-option-C', 'orange-ish');
    fireEvent.click(screen.getByTestId('question-correct-A'));
    fireEvent.click(screen.getByTestId('question-partial-credit'));
    expect(screen.getByTestId('question-option-fraction-A')).toHaveValue(100);
    expect(screen.getByTestId('question-option-fraction-B')).toHaveValue(0);
    expect(screen.queryByTestId('question-option-fraction-D')).toBeNull();
    type('question-option-fraction-C', '50');
    type('question-option-feedback-B', 'Red comes before orange.');
    expect(await save(onClose)).toMatchObject({
      questionTypeId: 1,
      correctOption: ['A'],
      body: {
        type: 'choice',
        multiple: false,
        options: [
          { text: 'yellow', fraction: 1 },
          { text: 'red', fraction: 0, feedback: 'Red comes before orange.' },
          { text: 'orange-ish', fraction: 0.5 },
        ],
      },
    });
  }, 60_000);

  it("puts a 400's issue about the body on the field that holds it", async () => {
    const { onClose, dialog } = await openNew(4, 'Refused by the server');
    type('question-answer-text-0', 'Paris');
    fireEvent.click(screen.getByTestId('question-answer-add'));
    type('question-answer-text-1', 'Lutetia');
    fireEvent.click(screen.getByTestId('question-dialog-submit'));
    const field = screen.getByTestId('question-answer-text-1').closest('.MuiFormControl-root')!;
    await waitFor(() => expect(field).toHaveTextContent(messages.answerSeparatorInText!));
    expect(within(dialog).getByTestId('question-answer-text-1')).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  }, 60_000);
});
