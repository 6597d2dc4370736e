// The question dialog's form logic: the shared zod schema plus the assessment's question rules, as the
// dialog shows them under the fields.
import { MARK_OPTION, QUESTION_TYPE, type Question, type QuizRulesForQuestions } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyQuestion,
  questionErrors,
  questionFieldsFor,
  questionResolver,
  questionToForm,
  type QuestionFormValues,
} from '../../src/features/authoring/questions/questionForm';
import { imageFileProblem } from '../../src/components/imageUpload';

const equal = { quizMarkOptionId: MARK_OPTION.equal, allowMultipleAnswer: false };
const survey = { quizMarkOptionId: MARK_OPTION.survey, allowMultipleAnswer: false };
const perQuestion = { quizMarkOptionId: MARK_OPTION.perQuestion, allowMultipleAnswer: true };

const valid = (patch: Partial<QuestionFormValues> = {}): QuestionFormValues => ({
  ...emptyQuestion(7),
  questionDetail: 'What is $2+2$?',
  questionLavelId: 1,
  questionCategoryId: 3,
  optionA: '3',
  optionB: '4',
  correctOption: ['B'],
  ...patch,
});

const resolve = async (values: QuestionFormValues, quiz: QuizRulesForQuestions = equal) =>
  questionResolver(quiz)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('questionErrors', () => {
  it('shows every problem of an empty option question at once', () => {
    const { errors, output } = questionErrors(emptyQuestion(7), equal);
    expect(output).toBeNull();
    expect(errors).toMatchObject({
      questionDetail: 'required',
      questionLavelId: 'required',
      questionCategoryId: 'required',
      optionA: 'required',
      optionB: 'required',
      correctOption: 'required',
    });
  });

  it('accepts a complete option question', () => {
    expect(questionErrors(valid(), equal)).toEqual({ errors: {}, output: expect.objectContaining({ optionB: '4' }) });
  });

  it('asks for marks above 0 only with question-wise marks', () => {
    expect(questionErrors(valid(), perQuestion).errors).toEqual({ perQuestionMark: 'mustBeAboveZero' });
    expect(questionErrors(valid({ perQuestionMark: '2.5' }), perQuestion).errors).toEqual({});
    expect(questionErrors(valid({ perQuestionMark: '-1' }), perQuestion).errors.perQuestionMark).toBe('positiveNumber');
  });

  it('refuses a correct answer whose option is empty, and several answers where one is allowed', () => {
    expect(questionErrors(valid({ correctOption: ['C'] }), equal).errors).toEqual({
      correctOption: 'emptyCorrectAnswer',
    });
    expect(questionErrors(valid({ correctOption: ['A', 'B'] }), equal).errors).toEqual({
      correctOption: 'multipleCorrectNotAllowed',
    });
    expect(
      questionErrors(valid({ correctOption: ['A', 'B'] }), { ...equal, allowMultipleAnswer: true }).errors,
    ).toEqual({});
  });

  it('needs no correct answer in a survey', () => {
    expect(questionErrors(valid({ correctOption: [] }), survey).errors).toEqual({});
  });

  it('allows only YouTube embed links', () => {
    expect(questionErrors(valid({ videoPath: 'https://youtu.be/abcdefgh' }), equal).errors).toEqual({
      videoPath: 'onlyYouTubeVideo',
    });
    expect(questionErrors(valid({ videoPath: 'https://www.youtube.com/embed/abcdefgh' }), equal).errors).toEqual({});
  });
});

describe('questionResolver', () => {
  it('hands over what the server stores: a descriptive question without options', async () => {
    const result = await resolve(
      valid({ questionTypeId: QUESTION_TYPE.descriptive, optionA: '', optionB: 'left over', correctOption: ['B'] }),
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ optionA: '', optionB: '', correctOption: [], questionLavelId: 1 });
  });

  it('drops marks and correct answers of survey questions', async () => {
    const result = await resolve(valid({ perQuestionMark: '5' }), survey);
    expect(result.values).toMatchObject({ perQuestionMark: 0, correctOption: [] });
  });

  it('answers field errors as message keys', async () => {
    const result = await resolve(valid({ optionA: ' ' }));
    expect(result.values).toEqual({});
    expect(result.errors.optionA).toMatchObject({ message: 'required' });
  });
});

describe('dialog helpers', () => {
  it('shows the fields the mark option needs', () => {
    const all = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(questionFieldsFor(equal)).toEqual({ correctAnswer: true, multipleAnswers: false, marks: false, types: all });
    // A survey has no right answers: of the types, only choice and descriptive questions make sense in one.
    expect(questionFieldsFor(survey)).toEqual({
      correctAnswer: false,
      multipleAnswers: false,
      marks: false,
      types: [1, 2],
    });
    expect(questionFieldsFor(perQuestion)).toEqual({
      correctAnswer: true,
      multipleAnswers: true,
      marks: true,
      types: all,
    });
  });

  it('prefills edit mode from a row', () => {
    const row: Question = {
      quizQuestionId: 11,
      quizTopicId: 7,
      questionDetail: 'Pick primes',
      perQuestionMark: 2,
      questionTypeId: 1,
      questionLavelId: 2,
      questionCategoryId: 3,
      questionCategoryName: 'Math',
      optionA: '2',
      optionB: '4',
      optionC: '5',
      optionD: '',
      optionE: '',
      correctOption: ['A', 'C'],
      correctOptionText: '2#####5',
      answerExplanation: 'Both are prime',
      imagePath: 'upload/questions/a.png',
      videoPath: null,
      isCodeSnippet: false,
      body: null,
      tags: [],
    };
    const values = questionToForm(row);
    expect(values).toMatchObject({
      quizQuestionId: 11,
      perQuestionMark: '2',
      correctOption: ['A', 'C'],
      videoPath: '',
    });
    expect(questionErrors(values, perQuestion).errors).toEqual({});
  });

  it('checks a chosen image in the browser before uploading it', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'application/pdf', size: 1000 })).toEqual({ key: 'onlyImageFile' });
    expect(imageFileProblem({ type: 'image/jpeg', size: 6 * 2 ** 20 })).toEqual({
      key: 'fileTooLarge',
      params: { max: 5 },
    });
  });
});
