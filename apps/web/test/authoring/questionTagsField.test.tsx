// @vitest-environment jsdom
// Question tags in the question dialog (issue 23), against a real HTTP server on loopback that records the
// calls: chips typed and ended with Enter or a comma, the site's spelling of a tag it has, the shared rule's
// reason for a refused tag, the limit, and which calls a save makes (tags alone leave the question unsaved).
import type { Question, QuizTopic } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n';
import { QuestionDialog } from '../../src/features/authoring/questions/QuestionDialog';
import { QuestionTagsField } from '../../src/features/authoring/questions/QuestionTagsField';
import { serveApi, withAppProviders } from '../helpers/loopbackApi';

const messages = translations.en.messages;
const tq = translations.en.questionTags;

const quiz = {
  quizTopicId: 7,
  quizTitle: 'Geography',
  quizMarkOptionId: 1,
  allowMultipleAnswer: false,
  isRunning: false,
} as QuizTopic;

const row: Question = {
  quizQuestionId: 41,
  quizTopicId: 7,
  questionDetail: 'The capital of Italy?',
  perQuestionMark: 1,
  questionTypeId: 1,
  questionLavelId: 1,
  questionCategoryId: 3,
  questionCategoryName: 'Capitals',
  optionA: 'Rome',
  optionB: 'Milan',
  optionC: '',
  optionD: '',
  optionE: '',
  correctOption: ['A'],
  correctOptionText: 'Rome',
  answerExplanation: '',
  imagePath: null,
  videoPath: null,
  isCodeSnippet: false,
  body: null,
  tags: ['Europe'],
};

const calls: { method: string; url: string; body: any }[] = [];

function answer(method: string, url: string, body: any): [number, unknown] {
  if (url === '/api/Quiz/GetQuestionCategory')
    return [200, [{ questionCategoryId: 3, questionCategoryName: 'Capitals', questionsCount: 0 }]];
  if (url === '/api/Quiz/GetQuestionLavel') return [200, [{ questionLavelId: 1, questionLavelName: 'Easy' }]];
  if (url === '/api/Quiz/GetQuestionTags')
    return [
      200,
      [
        { tag: 'Unit 7', questionsCount: 4 },
        { tag: 'Europe', questionsCount: 2 },
      ],
    ];
  calls.push({ method, url, body });
  if (url === '/api/Quiz/CreateQuizQuestion') return [200, { responseMsg: 'successfullySaved', quizQuestionId: 99 }];
  if (url === '/api/Quiz/UpdateQuizQuestion')
    return [200, { responseMsg: 'successfullyUpdated', quizQuestionId: body.quizQuestionId }];
  if (url === '/api/Quiz/UpdateQuestionTags')
    return [200, { responseMsg: 'successfullyUpdated', quizQuestionId: body.quizQuestionId, tags: body.tags }];
  return [404, null];
}

serveApi(answer);
beforeEach(() => {
  calls.length = 0;
});
afterEach(cleanup);

const wrap = withAppProviders;

/** The field alone, keeping its value as a form would. */
function Field({ start = [], limit }: { start?: string[]; limit?: number }) {
  const [tags, setTags] = useState(start);
  return (
    <>
      <output data-testid="value">{JSON.stringify(tags)}</output>
      <QuestionTagsField value={tags} onChange={setTags} label="Tags" hint="hint" limit={limit} testId="tags" />
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent!) as string[];
const input = () => screen.getByTestId('tags') as HTMLInputElement;
function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}
function enter() {
  fireEvent.keyDown(input(), { key: 'Enter' });
}

describe('the tag field', () => {
  it('adds a typed tag on Enter, in the site’s spelling when the site has it, each once', async () => {
    render(wrap(<Field />));
    // The site's tags are suggested with their counts.
    type('uni');
    const option = await screen.findByRole('option', { name: /Unit 7/ });
    expect(option).toHaveTextContent(tq.questionsCount.replace('{{count}}', '4'));
    type('  unit   7 ');
    enter();
    expect(value()).toEqual(['Unit 7']);
    expect(input().value).toBe('');
    type('Week 1');
    enter();
    type('WEEK 1');
    enter();
    expect(value()).toEqual(['Unit 7', 'Week 1']);
  });

  it('ends tags with a comma, a pasted list included', () => {
    render(wrap(<Field />));
    type('algebra, geometry, ar');
    expect(value()).toEqual(['algebra', 'geometry']);
    expect(input().value).toBe('ar');
  });

  it('refuses a tag the rules refuse, says why under the field, and forgets the reason as the text changes', () => {
    render(wrap(<Field />));
    type('a#####b');
    enter();
    expect(value()).toEqual([]);
    expect(input().value).toBe('a#####b');
    expect(screen.getByText(messages.tagHasSeparator)).toBeInTheDocument();
    type('');
    expect(screen.queryByText(messages.tagHasSeparator)).toBeNull();
    expect(screen.getByText('hint')).toBeInTheDocument();
    type('x'.repeat(51));
    enter();
    expect(screen.getByText(messages.tagTooLong)).toBeInTheDocument();
  });

  it('stops at the limit with its reason', () => {
    render(wrap(<Field start={['a', 'b']} limit={2} />));
    type('c');
    enter();
    expect(value()).toEqual(['a', 'b']);
    expect(screen.getByText(messages.tooManyTags)).toBeInTheDocument();
  });
});

describe('the tags of the question dialog', () => {
  async function openDialog(editing: Question | null) {
    const onClose = vi.fn();
    render(wrap(<QuestionDialog open editing={editing} quiz={quiz} onClose={onClose} />));
    const field = await screen.findByTestId('question-tags');
    return { onClose, field: field as HTMLInputElement };
  }
  const chipsOf = () =>
    within(screen.getByTestId('question-dialog'))
      .queryAllByRole('button')
      .filter((b) => b.classList.contains('MuiChip-root'))
      .map((b) => b.textContent);

  it('shows the row’s tags and saves only the tags when nothing else changed (a live assessment stays live)', async () => {
    const { onClose, field } = await openDialog(row);
    expect(chipsOf()).toEqual(['Europe']);
    fireEvent.change(field, { target: { value: 'Capitals' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('question-dialog-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => c.url)).toEqual(['/api/Quiz/UpdateQuestionTags']);
    expect(calls[0]!.body).toEqual({ quizQuestionId: 41, tags: ['Europe', 'Capitals'] });
  });

  it('saves a new question first, then its tags under the id it was given', async () => {
    const { onClose, field } = await openDialog(null);
    fireEvent.change(screen.getByTestId('question-detail'), { target: { value: 'The capital of Spain?' } });
    fireEvent.mouseDown(screen.getByTestId('question-level'));
    fireEvent.click(await screen.findByTestId('question-level-option-1'));
    fireEvent.mouseDown(screen.getByTestId('question-category'));
    fireEvent.click(await screen.findByTestId('question-category-option-3'));
    fireEvent.change(screen.getByTestId('question-option-A'), { target: { value: 'Madrid' } });
    fireEvent.change(screen.getByTestId('question-option-B'), { target: { value: 'Seville' } });
    fireEvent.click(screen.getByTestId('question-correct-A'));
    fireEvent.change(field, { target: { value: 'europe' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('question-dialog-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5_000 });
    expect(calls.map((c) => c.url)).toEqual(['/api/Quiz/CreateQuizQuestion', '/api/Quiz/UpdateQuestionTags']);
    // The site's spelling of a tag it has.
    expect(calls[1]!.body).toEqual({ quizQuestionId: 99, tags: ['Europe'] });
  });

  it('saves no tags when they did not change', async () => {
    const { onClose } = await openDialog(row);
    fireEvent.change(screen.getByTestId('question-detail'), { target: { value: 'The capital of Italy is?' } });
    fireEvent.click(screen.getByTestId('question-dialog-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => c.url)).toEqual(['/api/Quiz/UpdateQuizQuestion']);
  });
});
