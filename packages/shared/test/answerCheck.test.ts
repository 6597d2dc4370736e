import { describe, expect, it } from 'vitest';
import { answerFromChoice, answerOptions, checkAnswer, type ExamQuestion } from '../src/index.js';

/** A choice question as the exam screen receives it (the server's stored row has the same fields). */
const choice = (changes: Partial<ExamQuestion> = {}): ExamQuestion => ({
  serial: 0,
  totalQuestions: 3,
  quizQuestionId: 7,
  questionDetail: 'Which are primary colours?',
  questionTypeId: 1,
  questionCategoryName: 'Art',
  optionA: 'Red',
  optionB: ' Blue ',
  optionC: 'Green',
  optionD: '',
  optionE: '  ',
  imagePath: null,
  videoPath: null,
  isCodeSnippet: false,
  savedAnswer: null,
  ...changes,
});
const descriptive = choice({ questionTypeId: 2, optionA: '', optionB: '', optionC: '' });
const one = { allowMultiple: false };
const several = { allowMultiple: true };

describe('answerOptions', () => {
  it('offers A and B always and C–E only when filled in, for a choice question', () => {
    expect(answerOptions(choice())).toEqual([
      { letter: 'A', text: 'Red' },
      { letter: 'B', text: ' Blue ' },
      { letter: 'C', text: 'Green' },
    ]);
    expect(answerOptions(choice({ optionC: '', optionE: 'White' })).map((o) => o.letter)).toEqual(['A', 'B', 'E']);
  });

  it('offers nothing for a descriptive question', () => {
    expect(answerOptions(descriptive)).toEqual([]);
  });
});

describe('answerFromChoice', () => {
  it('joins the chosen texts, trimmed, in A–E order with #####', () => {
    expect(answerFromChoice(choice(), ['C', 'A'])).toBe('Red#####Green');
    expect(answerFromChoice(choice(), ['B'])).toBe('Blue');
  });

  it('leaves out letters of options the question does not have, and is empty when nothing is chosen', () => {
    expect(answerFromChoice(choice(), ['D', 'E'])).toBe('');
    expect(answerFromChoice(choice(), [])).toBe('');
  });
});

describe('checkAnswer', () => {
  it('keeps a descriptive answer as its trimmed text and refuses an empty one', () => {
    expect(checkAnswer(descriptive, '  The sky is blue. ', one)).toEqual({ ok: true, answer: 'The sky is blue.' });
    expect(checkAnswer(descriptive, ' \n ', one)).toEqual({ ok: false, error: 'emptyAnswer' });
  });

  it('refuses a choice answer that names nothing', () => {
    expect(checkAnswer(choice(), '', one)).toEqual({ ok: false, error: 'emptyAnswer' });
    expect(checkAnswer(choice(), ' ##### ', several)).toEqual({ ok: false, error: 'emptyAnswer' });
  });

  it('accepts one option by its text, trimmed', () => {
    expect(checkAnswer(choice(), ' Blue ', one)).toEqual({ ok: true, answer: 'Blue' });
  });

  it('refuses a part that is not one of the options, compared exactly, before the multiple-answer rule', () => {
    expect(checkAnswer(choice(), 'Purple', one)).toEqual({ ok: false, error: 'invalidOption' });
    expect(checkAnswer(choice(), 'red', one)).toEqual({ ok: false, error: 'invalidOption' });
    expect(checkAnswer(choice(), 'Red#####Purple', one)).toEqual({ ok: false, error: 'invalidOption' });
  });

  it('refuses several options where one is allowed, and keeps them in the order sent where several are', () => {
    expect(checkAnswer(choice(), 'Red#####Green', one)).toEqual({ ok: false, error: 'multipleAnswerNotAllowed' });
    expect(checkAnswer(choice(), 'Green ##### Red', several)).toEqual({ ok: true, answer: 'Green#####Red' });
  });

  it('drops repeated parts, so one option sent twice is one answer', () => {
    expect(checkAnswer(choice(), 'Red#####Red', one)).toEqual({ ok: true, answer: 'Red' });
  });

  it('accepts what answerFromChoice composes from the options on screen', () => {
    const q = choice();
    expect(checkAnswer(q, answerFromChoice(q, ['A', 'B']), several)).toEqual({ ok: true, answer: 'Red#####Blue' });
    expect(checkAnswer(q, answerFromChoice(q, []), one)).toEqual({ ok: false, error: 'emptyAnswer' });
  });

  it('lets a blank draft through as an empty answer and checks any other draft as an answer', () => {
    expect(checkAnswer(choice(), '  ', { ...one, draft: true })).toEqual({ ok: true, answer: '' });
    expect(checkAnswer(descriptive, '', { ...one, draft: true })).toEqual({ ok: true, answer: '' });
    expect(checkAnswer(descriptive, ' Half written', { ...one, draft: true })).toEqual({
      ok: true,
      answer: 'Half written',
    });
    expect(checkAnswer(choice(), 'Purple', { ...one, draft: true })).toEqual({ ok: false, error: 'invalidOption' });
    expect(checkAnswer(choice(), '#####', { ...one, draft: true })).toEqual({ ok: false, error: 'emptyAnswer' });
  });
});
