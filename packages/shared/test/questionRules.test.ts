import { describe, expect, it } from 'vitest';
import {
  correctOptionText,
  isYouTubeEmbed,
  lettersForTexts,
  normalizeQuestion,
  questionInput,
  questionProblems,
  SURVEY_QUESTION_TYPES,
  surveyTypeProblem,
  type QuestionFormValues,
} from '../src/index.js';

/** A valid option-based question as the dialog sends it, with the given changes. */
const question = (changes: Partial<QuestionFormValues> = {}) =>
  questionInput.parse({
    quizTopicId: 1,
    questionDetail: 'What is 2 + 2?',
    perQuestionMark: 2,
    questionTypeId: 1,
    questionLavelId: 1,
    questionCategoryId: 1,
    optionA: '3',
    optionB: '4',
    optionC: '5',
    correctOption: ['B'],
    ...changes,
  });

const equal = { quizMarkOptionId: 1, allowMultipleAnswer: false };
const survey = { quizMarkOptionId: 2, allowMultipleAnswer: false };
const perQuestion = { quizMarkOptionId: 3, allowMultipleAnswer: false };

const codes = (
  changes: Partial<QuestionFormValues>,
  quiz: { quizMarkOptionId: number; allowMultipleAnswer: boolean },
) => questionProblems(question(changes), quiz).map((p) => `${p.path}:${p.code}`);

describe('questionProblems', () => {
  it('finds nothing wrong with a valid question under every mark option', () => {
    for (const quiz of [equal, survey, perQuestion]) expect(codes({}, quiz)).toEqual([]);
    expect(codes({ questionTypeId: 2, optionA: '', optionB: '', correctOption: [] }, perQuestion)).toEqual([]);
  });

  it('needs options A and B for option-based questions only', () => {
    expect(codes({ optionA: '  ', optionB: '', correctOption: ['C'] }, equal)).toEqual([
      'optionA:required',
      'optionB:required',
    ]);
    expect(codes({ questionTypeId: 2, optionA: '', optionB: '', correctOption: [] }, equal)).toEqual([]);
  });

  it('needs marks above 0 only when marks are per question (option 3)', () => {
    expect(codes({ perQuestionMark: 0 }, perQuestion)).toEqual(['perQuestionMark:mustBeAboveZero']);
    expect(codes({ perQuestionMark: 0, questionTypeId: 2 }, perQuestion)).toEqual(['perQuestionMark:mustBeAboveZero']);
    expect(codes({ perQuestionMark: 0 }, equal)).toEqual([]);
    expect(codes({ perQuestionMark: 0 }, survey)).toEqual([]);
  });

  it('needs a correct answer with text unless the assessment is a survey', () => {
    expect(codes({ correctOption: [] }, equal)).toEqual(['correctOption:required']);
    expect(codes({ correctOption: [] }, perQuestion)).toEqual(['correctOption:required']);
    expect(codes({ correctOption: [] }, survey)).toEqual([]);
    expect(codes({ correctOption: ['D'] }, equal)).toEqual(['correctOption:emptyCorrectAnswer']);
    expect(codes({ correctOption: ['D'] }, survey)).toEqual([]);
  });

  it('takes only option-based and descriptive questions in a survey', () => {
    // The types' bodies do not matter here: the type alone decides.
    const typed = (questionTypeId: number, quiz: typeof survey) =>
      questionProblems({ ...question({ questionTypeId: 2, optionA: '', optionB: '' }), questionTypeId }, quiz).map(
        (p) => `${p.path}:${p.code}`,
      );
    for (const questionTypeId of [3, 4, 5, 6, 7, 8]) {
      expect(typed(questionTypeId, survey)).toEqual(['questionTypeId:surveyQuestionType']);
      expect(typed(questionTypeId, equal)).toEqual([]);
      expect(surveyTypeProblem(questionTypeId, perQuestion)).toBeNull();
    }
    expect(codes({}, survey)).toEqual([]);
    expect(typed(2, survey)).toEqual([]);
    expect(SURVEY_QUESTION_TYPES).toEqual([1, 2]);
  });

  it('allows several correct answers only where the assessment allows them', () => {
    expect(codes({ correctOption: ['A', 'B'] }, equal)).toEqual(['correctOption:multipleCorrectNotAllowed']);
    expect(codes({ correctOption: ['A', 'B'] }, { ...equal, allowMultipleAnswer: true })).toEqual([]);
  });

  it('accepts only YouTube embed links as video', () => {
    expect(codes({ videoPath: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, equal)).toEqual([
      'videoPath:onlyYouTubeVideo',
    ]);
    expect(codes({ videoPath: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }, equal)).toEqual([]);
    expect(codes({ videoPath: '' }, equal)).toEqual([]);
  });

  it('reports every problem at once, field problems before the keyed ones', () => {
    expect(
      codes(
        { optionB: '', correctOption: ['B', 'A'], perQuestionMark: 0, videoPath: 'https://vimeo.com/1' },
        perQuestion,
      ),
    ).toEqual([
      'optionB:required',
      'perQuestionMark:mustBeAboveZero',
      'correctOption:emptyCorrectAnswer',
      'videoPath:onlyYouTubeVideo',
    ]);
  });
});

describe('isYouTubeEmbed', () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtube.com/embed/dQw4w9WgXcQ?start=30',
    'HTTPS://WWW.YOUTUBE.COM/EMBED/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '  https://www.youtube.com/embed/dQw4w9WgXcQ  ',
  ])('accepts %j', (url) => {
    expect(isYouTubeEmbed(url)).toBe(true);
  });
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://evil.example/www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com/embed/x',
    'https://www.youtube.com/embed/',
    '',
  ])('refuses %j', (url) => {
    expect(isYouTubeEmbed(url)).toBe(false);
  });
});

describe('normalizeQuestion', () => {
  it('trims the text and orders the correct letters without repeats', () => {
    const out = normalizeQuestion(question({ questionDetail: '  Pick two  ', correctOption: ['C', 'A', 'C'] }), equal);
    expect(out.questionDetail).toBe('Pick two');
    expect(out.correctOption).toEqual(['A', 'C']);
  });

  it('keeps no options or correct answer on a descriptive question', () => {
    const out = normalizeQuestion(question({ questionTypeId: 2, optionD: 'x', optionE: 'y' }), perQuestion);
    expect(out).toMatchObject({ optionA: '', optionB: '', optionC: '', optionD: '', optionE: '', correctOption: [] });
    expect(out.perQuestionMark).toBe(2);
  });

  it('keeps no marks or correct answer in a survey, but keeps the options', () => {
    const out = normalizeQuestion(question({ perQuestionMark: 5 }), survey);
    expect(out).toMatchObject({ perQuestionMark: 0, correctOption: [], optionA: '3', optionB: '4' });
  });

  it('keeps everything else as it is', () => {
    const input = question({ answerExplanation: 'Because', isCodeSnippet: true });
    expect(normalizeQuestion(input, equal)).toEqual(input);
  });
});

describe('correctOptionText', () => {
  it('joins the texts of the correct options with #####', () => {
    expect(correctOptionText(question({ correctOption: ['A', 'C'] }))).toBe('3#####5');
    expect(correctOptionText(question({ correctOption: [] }))).toBe('');
  });
});

describe('lettersForTexts', () => {
  const q = question({ optionA: 'Paris', optionB: 'Rome', optionC: ' Madrid ', optionD: '', optionE: 'Oslo' });

  it('finds the letters of answer texts, ignoring case and spaces, in the order given and without repeats', () => {
    expect(lettersForTexts(q, ['rome'])).toEqual(['B']);
    expect(lettersForTexts(q, ['OSLO', ' madrid', 'Oslo'])).toEqual(['E', 'C']);
  });
  it('answers null when a text is not one of the options, and no letters for no texts', () => {
    expect(lettersForTexts(q, ['Berlin'])).toBeNull();
    expect(lettersForTexts(q, ['Paris', 'Berlin'])).toBeNull();
    expect(lettersForTexts(q, ['', '  '])).toEqual([]);
  });
});
