import { MARK_OPTION, type Locale } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/AppError.js';
import { instructionsOutput, questionsOutput } from '../../src/modules/ai/aiOutputShapes.js';
import { instructionPrompt, parseAiJson, questionKind, questionPrompt } from '../../src/modules/ai/aiPrompts.js';
import { generatedQuestions, type GeneratedItem, type ItemContext } from '../../src/modules/ai/aiQuestionItems.js';
import { lookupOf } from '../../src/modules/authoring/import/questionRows.js';
import { questionKey } from '../../src/modules/authoring/questions/questionColumns.js';

const CATEGORY = 5;
const LEVEL = 2;

function context(
  changes: { markOption?: number; multiple?: boolean; type?: number; count?: number; locale?: Locale } = {},
): ItemContext {
  return {
    row: {
      quizTopicId: 9,
      quiz: {
        quizMarkOptionId: changes.markOption ?? MARK_OPTION.equal,
        allowMultipleAnswer: changes.multiple ?? false,
      },
      levels: lookupOf([{ id: LEVEL, name: 'Medium' }]),
      categories: lookupOf([{ id: CATEGORY, name: 'Geography' }]),
      existingKeys: new Set([questionKey('Which river flows through Paris?')]),
      fileKeys: new Set(),
    },
    questionTypeId: changes.type ?? 1,
    questionLavelId: LEVEL,
    questionCategoryId: CATEGORY,
    locale: changes.locale ?? 'en',
    count: changes.count ?? 50,
  };
}

const item = (question: unknown, options: unknown, correctOptions: unknown, marks: unknown = 0): GeneratedItem => ({
  question,
  options,
  correctOptions,
  explanation: 'Because.',
  marks,
});

function refusalOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('generated questions through the import rules', () => {
  it('keeps valid option-based items and reports each invalid one with its reason', () => {
    const items = [
      item('What is the capital of France?', ['Paris', 'Rome', 'Berlin'], [0]),
      item('What is the capital of Spain?', ['Madrid', 'Lisbon'], [7]),
      item('What is the capital of Italy?', ['Rome', 'Milan'], []),
      item('Which are Nordic capitals?', ['Oslo', 'Helsinki', 'Rome'], [0, 1]),
      item('  which river flows through PARIS? ', ['Seine', 'Rhine'], [0]),
      item('What is the capital of France? ', ['Paris', 'Lyon'], [0]),
      item('   ', ['A', 'B'], [0]),
      item('Too many?', ['1', '2', '3', '4', '5', '6'], [0]),
      item('Too few?', ['only'], [0]),
      item('Blank correct?', ['Yes', '', 'No'], [1]),
      item('Odd options?', [{ text: 'x' }, 'y'], [1]),
      item(42, ['Yes', 'No'], [0]),
      item('What is the capital of Portugal?', ['Porto', 'Lisbon'], [1]),
    ];
    const { questions, dropped } = generatedQuestions(items, context());
    expect(questions.map((q) => [q.questionDetail, q.correctOption, q.optionA, q.optionB, q.optionC])).toEqual([
      ['What is the capital of France?', ['A'], 'Paris', 'Rome', 'Berlin'],
      ['What is the capital of Portugal?', ['B'], 'Porto', 'Lisbon', ''],
    ]);
    expect(questions[0]).toMatchObject({
      questionTypeId: 1,
      questionLavelId: LEVEL,
      questionCategoryId: CATEGORY,
      answerExplanation: 'Because.',
      quizTopicId: 9,
    });
    expect(dropped).toEqual([
      { index: 2, text: 'What is the capital of Spain?', reason: 'the correct answer "7" is not one of the options' },
      { index: 3, text: 'What is the capital of Italy?', reason: 'column correctOption: Required' },
      {
        index: 4,
        text: 'Which are Nordic capitals?',
        reason: 'column correctOption: This assessment allows only one correct answer per question',
      },
      { index: 5, text: 'which river flows through PARIS?', reason: 'the assessment already has this question' },
      { index: 6, text: 'What is the capital of France?', reason: 'Duplicate Question!' },
      { index: 7, text: '', reason: 'column questionDetail: Required' },
      { index: 8, text: 'Too many?', reason: 'a question can have at most 5 options' },
      { index: 9, text: 'Too few?', reason: 'a question needs at least 2 options' },
      { index: 10, text: 'Blank correct?', reason: 'column correctOption: The chosen correct answer is empty' },
      { index: 11, text: 'Odd options?', reason: 'column options: the value "{"text":"x"}" is not valid' },
      { index: 12, text: '', reason: 'column questionDetail: Required' },
    ]);
  });

  it('gives the reasons in the caller language', () => {
    const { dropped } = generatedQuestions([item('¿Capital?', ['A', 'B'], [5])], context({ locale: 'es' }));
    expect(dropped[0]!.reason).toBe('la respuesta correcta "5" no es una de las opciones');
  });

  it('allows several correct options only where the assessment allows multiple answers', () => {
    const { questions } = generatedQuestions(
      [item('Which are prime?', ['2', '3', '4'], [0, 1, 1])],
      context({ multiple: true }),
    );
    expect(questions[0]!.correctOption).toEqual(['A', 'B']);
  });

  it('needs positive marks under question-wise marks and keeps the model marks there', () => {
    const items = [
      item('Worth three?', ['Yes', 'No'], [0], 3),
      item('No marks?', ['Yes', 'No'], [0], 0),
      item('Missing marks?', ['Yes', 'No'], [0], 'many'),
      item('Negative marks?', ['Yes', 'No'], [0], -2),
    ];
    const { questions, dropped } = generatedQuestions(items, context({ markOption: MARK_OPTION.perQuestion }));
    expect(questions.map((q) => q.perQuestionMark)).toEqual([3]);
    expect(dropped.map((d) => [d.index, d.reason])).toEqual([
      [2, 'column perQuestionMark: Must be greater than 0'],
      [3, 'column perQuestionMark: Must be greater than 0'],
      [4, 'column perQuestionMark: Enter a number of 0 or more'],
    ]);
  });

  it('keeps no correct answers or marks for a survey, whatever the model sent', () => {
    const { questions, dropped } = generatedQuestions(
      [item('How was the course?', ['Good', 'Bad'], [9], 5), item('Anything else?', ['Yes', 'No'], [])],
      context({ markOption: MARK_OPTION.survey }),
    );
    expect(dropped).toEqual([]);
    expect(questions.map((q) => [q.correctOption, q.perQuestionMark])).toEqual([
      [[], 0],
      [[], 0],
    ]);
  });

  it('saves True/False as option-based with the two options in the caller language', () => {
    const items = [
      item('El sol es una estrella.', ['Yes', 'No', 'Maybe'], [0]),
      item('La luna es un planeta.', ['True', 'False'], [1, 0]),
      item('El agua hierve a 50 °C.', ['True', 'False'], [2]),
      item('Sin respuesta.', ['True', 'False'], []),
    ];
    const { questions, dropped } = generatedQuestions(items, context({ type: 3, locale: 'es' }));
    expect(questions.map((q) => [q.questionTypeId, q.optionA, q.optionB, q.optionC, q.correctOption])).toEqual([
      [1, 'Verdadero', 'Falso', '', ['A']],
      [1, 'Verdadero', 'Falso', '', ['B']],
    ]);
    expect(dropped.map((d) => [d.index, d.reason])).toEqual([
      [3, 'la respuesta correcta "2" no es una de las opciones'],
      [4, 'columna correctOption: Obligatorio'],
    ]);
  });

  it('stores descriptive questions without options or correct answers', () => {
    const { questions, dropped } = generatedQuestions(
      [item('Explain photosynthesis.', ['ignored', 'too'], [0]), item('Describe a cell.', 'not even a list', 'x')],
      context({ type: 2 }),
    );
    expect(dropped).toEqual([]);
    expect(questions.map((q) => [q.questionTypeId, q.optionA, q.optionB, q.correctOption])).toEqual([
      [2, '', '', []],
      [2, '', '', []],
    ]);
  });

  it('keeps at most the count asked for, trying the next item after a dropped one', () => {
    const items = [
      item('One?', ['a', 'b'], [9]),
      item('Two?', ['a', 'b'], [0]),
      item('Three?', ['a', 'b'], [0]),
      item('Four?', ['a', 'b'], [0]),
      item('Five?', ['a', 'b'], [9]),
    ];
    const { questions, dropped } = generatedQuestions(items, context({ count: 2 }));
    expect(questions.map((q) => q.questionDetail)).toEqual(['Two?', 'Three?']);
    expect(dropped.map((d) => d.index)).toEqual([1]);
  });

  it('cuts the text of a dropped item to 200 characters', () => {
    const long = `${'word '.repeat(100)}?`;
    const { dropped } = generatedQuestions([item(long, ['a'], [0])], context());
    expect(dropped[0]!.text).toHaveLength(200);
    expect(long.startsWith(dropped[0]!.text)).toBe(true);
  });
});

describe('generation prompts', () => {
  const base = {
    title: 'World\ngeography',
    instruction: 'Focus on   European capitals',
    count: 7,
    kind: 'trueFalse' as const,
    level: 'Hard',
    category: 'Geography',
    quizMarkOptionId: MARK_OPTION.perQuestion,
    allowMultipleAnswer: false,
    locale: 'es' as Locale,
    existing: [] as string[],
  };

  it('carries the count, type, title, instruction, level, category and language on lines of their own', () => {
    const ask = questionPrompt(base);
    const lines = ask.prompt.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Count: 7',
        'Question type: trueFalse',
        'Assessment title: World geography',
        "Admin's instruction: Focus on European capitals",
        'Level: Hard',
        'Category: Geography',
      ]),
    );
    expect(ask.system).toContain('Spanish');
    expect(ask.system).toContain('marks is a whole number');
    expect(ask.system).toContain('correctOptions is [0] when the statement is true');
    expect(ask.json.name).toBe('questions');
    expect(ask.prompt).not.toContain('already has');
  });

  it('states what the mark option and the multiple-answer flag need', () => {
    const survey = questionPrompt({ ...base, kind: 'option', quizMarkOptionId: MARK_OPTION.survey });
    expect(survey.system).toContain('survey without correct answers');
    expect(survey.system).toContain('marks is 0');
    const multiple = questionPrompt({ ...base, kind: 'option', quizMarkOptionId: 1, allowMultipleAnswer: true });
    expect(multiple.system).toContain('One or more options may be correct');
    expect(multiple.system).toContain('must not be empty');
    const single = questionPrompt({ ...base, kind: 'option', quizMarkOptionId: 1 });
    expect(single.system).toContain('Exactly one option is correct');
    expect(questionPrompt({ ...base, kind: 'descriptive' }).system).toContain('descriptive');
  });

  it('lists at most the latest 50 existing texts, each on one bounded line', () => {
    const existing = Array.from({ length: 60 }, (_, i) => `Existing question ${i + 1}\nsecond line`);
    existing[59] = `${'x'.repeat(300)}`;
    const ask = questionPrompt({ ...base, existing });
    expect(ask.prompt).not.toContain('Existing question 10 second line');
    expect(ask.prompt).toContain('- Existing question 11 second line');
    const last = ask.prompt.split('\n').find((l) => l.startsWith('- xxx'))!;
    expect(last.length).toBeLessThanOrEqual(202);
  });

  it('names the type of each requested question type id', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(questionKind)).toEqual([
      'option',
      'descriptive',
      'trueFalse',
      'shortAnswer',
      'numerical',
      'matching',
      'ordering',
    ]);
  });

  it('keeps the schema of the three original types as it was', () => {
    const item = {
      type: 'object',
      properties: {
        question: { type: 'string' },
        options: { type: 'array', items: { type: 'string' } },
        correctOptions: { type: 'array', items: { type: 'integer' } },
        explanation: { type: 'string' },
        marks: { type: 'integer' },
      },
      required: ['question', 'options', 'correctOptions', 'explanation', 'marks'],
      additionalProperties: false,
    };
    for (const kind of ['option', 'descriptive', 'trueFalse'] as const) {
      expect(questionPrompt({ ...base, kind }).json.schema).toEqual({
        type: 'object',
        properties: { questions: { type: 'array', items: item } },
        required: ['questions'],
        additionalProperties: false,
      });
    }
  });

  it('asks for each question engine type in its own strict form, with its rules and no correctOptions', () => {
    /** OpenAI's strict mode: every object lists all its properties as required and allows no others. */
    function strictObjects(schema: unknown, path = '$'): string[] {
      if (!schema || typeof schema !== 'object') return [];
      const s = schema as { type?: string; properties?: Record<string, unknown>; required?: string[]; items?: unknown };
      const own =
        s.type === 'object' &&
        (JSON.stringify(s.required) !== JSON.stringify(Object.keys(s.properties ?? {})) ||
          (s as { additionalProperties?: unknown }).additionalProperties !== false)
          ? [path]
          : [];
      const inner = Object.entries(s.properties ?? {}).flatMap(([k, v]) => strictObjects(v, `${path}.${k}`));
      return [...own, ...inner, ...strictObjects(s.items, `${path}[]`)];
    }
    const expected = {
      shortAnswer: { fields: ['answers', 'caseSensitive'], rule: 'answers lists 1 to 5 accepted answers' },
      numerical: { fields: ['answers', 'units'], rule: 'tolerance the allowed absolute error' },
      matching: { fields: ['pairs', 'distractors'], rule: 'pairs lists 3 to 6 pairs' },
      ordering: { fields: ['items'], rule: 'items lists 3 to 6 different items in the right order' },
    } as const;
    for (const [kind, { fields, rule }] of Object.entries(expected)) {
      const ask = questionPrompt({ ...base, kind: kind as keyof typeof expected, quizMarkOptionId: MARK_OPTION.equal });
      const schema = ask.json.schema as {
        properties: { questions: { items: { required: string[] } } };
      };
      expect(schema.properties.questions.items.required).toEqual(['question', ...fields, 'explanation', 'marks']);
      expect(strictObjects(schema), kind).toEqual([]);
      expect(ask.json.name).toBe('questions');
      expect(ask.prompt.split('\n')).toContain(`Question type: ${kind}`);
      expect(ask.system).toContain(rule);
      expect(ask.system).toContain('No text may contain #####');
      expect(ask.system).toContain(`{"questions": [{"question", ${fields.map((f) => `"${f}"`).join(', ')}`);
      expect(ask.system).not.toContain('correctOptions');
      expect(ask.system).toContain('marks is 0');
    }
  });

  it('asks for instructions with the count, title, request and existing ones', () => {
    const ask = instructionPrompt({
      title: 'Safety',
      instruction: 'Rules for the exam room',
      count: 4,
      locale: 'in',
      existing: ['Keep your phone off.'],
    });
    expect(ask.prompt.split('\n')).toEqual(
      expect.arrayContaining([
        'Count: 4',
        'Assessment title: Safety',
        "Admin's request: Rules for the exam room",
        '- Keep your phone off.',
      ]),
    );
    expect(ask.system).toContain('Hindi');
    expect(ask.json.name).toBe('instructions');
  });
});

describe('reading the structured answer', () => {
  it('reads plain and fenced JSON', () => {
    expect(parseAiJson('{"instructions":["a"]}', instructionsOutput, 'Open AI')).toEqual({ instructions: ['a'] });
    const fenced = '```json\n{"instructions": ["b", "c"]}\n```';
    expect(parseAiJson(fenced, instructionsOutput, 'Gemini AI')).toEqual({ instructions: ['b', 'c'] });
    expect(parseAiJson(' ```\n{"questions": []}\n``` ', questionsOutput, 'Gemini AI')).toEqual({ questions: [] });
  });

  it('refuses text that is not JSON or not the asked shape as aiMalformedOutput', () => {
    for (const text of ['Here are your questions: 1. …', '{"questions": "none"}', '[1, 2]', '{"instructions": [1]}']) {
      const parser = text.includes('instructions') ? instructionsOutput : questionsOutput;
      const error = refusalOf(() => parseAiJson(text, parser, 'Open AI'));
      expect(error.code).toBe('aiMalformedOutput');
      expect(error.options.params).toEqual({ provider: 'Open AI' });
    }
  });
});
