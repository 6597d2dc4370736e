import { describe, expect, it } from 'vitest';
import { translations } from '../../src/i18n/index.js';
import { parseCloze } from '../../src/authoring/questionTypes/cloze/clozeSyntax.js';
import type { QuestionBody, QuestionDraft } from '../../src/authoring/questionTypes/model.js';
import { QUESTION_TYPE_ID } from '../../src/authoring/questionTypes/model.js';
import {
  QUESTION_TYPES_REGISTRY,
  questionBodySchema,
  questionTypeEntry,
  questionTypeIdOf,
} from '../../src/authoring/questionTypes/registry.js';
import { DRAFT_REFUSAL_KEYS, validateDraft } from '../../src/authoring/questionTypes/validateDraft.js';
import { attemptKeys, floored } from './helpers.js';

const SEP = 'a#####b';
const clozeText = 'Capital {1:SHORTANSWER:=Paris~%50%Marseille}, π {2:NUMERICAL:=3.14:0.01}, {1:MC:=yes~no}.';
const clozeBlanks = () => {
  const parsed = parseCloze(clozeText);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.blanks;
};

/** One valid body of each type. */
const VALID: QuestionBody[] = [
  {
    type: 'choice',
    multiple: false,
    options: [
      { text: 'yes', fraction: 1 },
      { text: 'no', fraction: 0 },
    ],
  },
  { type: 'descriptive' },
  { type: 'trueFalse', correct: true, feedbackFalse: 'No.' },
  { type: 'shortAnswer', caseSensitive: false, answers: [{ text: 'Paris', fraction: 1 }] },
  {
    type: 'numerical',
    answers: [{ value: 2, tolerance: 0, fraction: 1 }],
    units: [{ unit: 'm', multiplier: 1 }],
    unitRequired: true,
  },
  {
    type: 'matching',
    pairs: [
      { stem: 'a', choice: '1' },
      { stem: 'b', choice: '2' },
    ],
    distractors: ['3'],
  },
  { type: 'ordering', items: ['first', 'second'], scoring: 'longestRun' },
  { type: 'cloze', blanks: clozeBlanks() },
];

const draft = (body: QuestionBody, changes: Partial<QuestionDraft> = {}): QuestionDraft => ({
  text: body.type === 'cloze' ? clozeText : 'Question?',
  textFormat: 'plain',
  mark: 1,
  body,
  explanation: '',
  ...changes,
});

/** Bodies that break one rule each, and the message key they are refused with. */
const REFUSED: [string, unknown, string][] = [
  [
    '##### in a choice option',
    {
      ...VALID[0],
      options: [
        { text: SEP, fraction: 1 },
        { text: 'no', fraction: 0 },
      ],
    },
    'answerSeparatorInText',
  ],
  ['##### in an accepted answer', { ...VALID[3], answers: [{ text: SEP, fraction: 1 }] }, 'answerSeparatorInText'],
  [
    '##### in a stem',
    {
      ...VALID[5],
      pairs: [
        { stem: SEP, choice: '1' },
        { stem: 'b', choice: '2' },
      ],
    },
    'answerSeparatorInText',
  ],
  [
    '##### in a choice',
    {
      ...VALID[5],
      pairs: [
        { stem: 'a', choice: SEP },
        { stem: 'b', choice: '2' },
      ],
    },
    'answerSeparatorInText',
  ],
  ['##### in a distractor', { ...VALID[5], distractors: [SEP] }, 'answerSeparatorInText'],
  ['##### in an item', { ...VALID[6], items: ['first', SEP] }, 'answerSeparatorInText'],
  ['##### in a unit', { ...VALID[4], units: [{ unit: SEP, multiplier: 1 }] }, 'answerSeparatorInText'],
  [
    '##### in a cloze answer',
    {
      type: 'cloze',
      blanks: [{ no: 1, kind: 'text', weight: 1, caseSensitive: false, answers: [{ text: SEP, fraction: 1 }] }],
    },
    'answerSeparatorInText',
  ],
  [
    '##### in a cloze choice',
    { type: 'cloze', blanks: [{ no: 1, kind: 'choice', weight: 1, options: [{ text: SEP, fraction: 1 }] }] },
    'answerSeparatorInText',
  ],
  [
    'an empty option',
    {
      ...VALID[0],
      options: [
        { text: '  ', fraction: 1 },
        { text: 'no', fraction: 0 },
      ],
    },
    'required',
  ],
  ['one option', { ...VALID[0], options: [{ text: 'yes', fraction: 1 }] }, 'tooFewOptions'],
  [
    'six options',
    { ...VALID[0], options: 'abcdef'.split('').map((text) => ({ text, fraction: 0 })) },
    'tooManyChoiceOptions',
  ],
  [
    'an option twice',
    {
      ...VALID[0],
      options: [
        { text: 'yes', fraction: 1 },
        { text: ' yes ', fraction: 0 },
      ],
    },
    'duplicateOption',
  ],
  ['a fraction above 100%', { ...VALID[3], answers: [{ text: 'x', fraction: 1.5 }] }, 'fractionRange'],
  [
    'a fraction below -100%',
    {
      ...VALID[0],
      options: [
        { text: 'yes', fraction: 1 },
        { text: 'no', fraction: -2 },
      ],
    },
    'fractionRange',
  ],
  ['no accepted answer', { ...VALID[3], answers: [] }, 'required'],
  ['a negative tolerance', { ...VALID[4], answers: [{ value: 1, tolerance: -1, fraction: 1 }] }, 'positiveNumber'],
  ['a zero multiplier', { ...VALID[4], units: [{ unit: 'm', multiplier: 0 }] }, 'mustBeAboveZero'],
  [
    'a unit twice',
    {
      ...VALID[4],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: ' m', multiplier: 2 },
      ],
    },
    'duplicateUnit',
  ],
  ['a required unit with none', { ...VALID[4], units: [] }, 'unitRequiredWithoutUnits'],
  ['one pair', { ...VALID[5], pairs: [{ stem: 'a', choice: '1' }] }, 'tooFewPairs'],
  ['one item', { ...VALID[6], items: ['only'] }, 'tooFewItems'],
  ['no blanks', { type: 'cloze', blanks: [] }, 'clozeNoBlanks'],
  ['blanks out of order', { type: 'cloze', blanks: clozeBlanks().reverse() }, 'clozeBlanksMismatch'],
  ['a zero weight', { type: 'cloze', blanks: clozeBlanks().map((b) => ({ ...b, weight: 0 })) }, 'mustBeAboveZero'],
  ['a text too long', { ...VALID[6], items: ['first', 'x'.repeat(1001)] }, 'tooLong'],
  [
    'a blank without answers',
    { type: 'cloze', blanks: [{ no: 1, kind: 'number', weight: 1, answers: [] }] },
    'clozeEmptyAnswer',
  ],
  ['an unknown type', { type: 'hotspot' }, 'invalidQuestionBody'],
  ['a wrong shape', { type: 'ordering', items: 'abc', scoring: 'perPosition' }, 'invalidQuestionBody'],
];

describe('body schemas', () => {
  it('accept one valid body of each type, through the union too', () => {
    for (const body of VALID) {
      expect(QUESTION_TYPES_REGISTRY[questionTypeIdOf(body)].bodySchema.safeParse(body).success, body.type).toBe(true);
      expect(questionBodySchema.safeParse(body).success, body.type).toBe(true);
      expect(validateDraft(draft(body)), body.type).toMatchObject({ ok: true });
    }
  });

  it.each(REFUSED)('refuse %s', (_name, body, key) => {
    expect(validateDraft(draft(body as QuestionBody))).toMatchObject({ ok: false, reason: key });
  });

  it('say where the problem is', () => {
    expect(validateDraft(draft(REFUSED[2]![1] as QuestionBody))).toMatchObject({ path: 'body.pairs.0.stem' });
  });

  it('give only reasons that are messages in all five languages', () => {
    expect(new Set(REFUSED.map(([, , key]) => key)).size).toBe(17);
    for (const [, , key] of REFUSED) expect(DRAFT_REFUSAL_KEYS).toContain(key);
    for (const locale of ['en', 'es', 'it', 'in', 'bn'] as const) {
      const messages = translations[locale].messages as Record<string, string>;
      const missing = DRAFT_REFUSAL_KEYS.filter((key) => !messages[key]?.trim());
      expect(missing, locale).toEqual([]);
    }
  });

  it('trim the texts they keep', () => {
    const checked = validateDraft(draft({ ...VALID[6], items: ['  first ', 'second'] } as QuestionBody));
    expect(checked).toMatchObject({ ok: true, body: { items: ['first', 'second'] } });
  });
});

describe('validateDraft', () => {
  it('needs a text and a mark of 0 or more', () => {
    expect(validateDraft(draft(VALID[1]!, { text: ' ' }))).toMatchObject({
      ok: false,
      reason: 'required',
      path: 'text',
    });
    expect(validateDraft(draft(VALID[1]!, { mark: -1 }))).toMatchObject({ ok: false, reason: 'positiveNumber' });
    expect(validateDraft(draft(VALID[1]!, { mark: Number.NaN }))).toMatchObject({
      ok: false,
      reason: 'positiveNumber',
    });
  });

  it('needs a key that can earn marks', () => {
    const noRight = {
      ...VALID[0],
      options: [
        { text: 'yes', fraction: 0 },
        { text: 'no', fraction: -1 },
      ],
    };
    expect(validateDraft(draft(noRight as QuestionBody))).toMatchObject({ ok: false, reason: 'noScoringAnswer' });
    const wildOnly = { ...VALID[3], answers: [{ text: '*', fraction: 0 }] };
    expect(validateDraft(draft(wildOnly as QuestionBody))).toMatchObject({ ok: false, reason: 'noScoringAnswer' });
    const clozeNoRight = draft({ type: 'cloze', blanks: parseBlanks('{1:SA:%0%x}') }, { text: '{1:SA:%0%x}' });
    expect(validateDraft(clozeNoRight)).toMatchObject({ ok: false, reason: 'noScoringAnswer' });
  });

  it('checks a cloze body against its text', () => {
    const cloze = VALID[7]!;
    expect(validateDraft(draft(cloze, { text: 'Capital {1:SHORTANSWER:=Paris}' }))).toMatchObject({
      ok: false,
      reason: 'clozeBlanksMismatch',
    });
    expect(validateDraft(draft(cloze, { text: 'Capital {1:SA:=Paris' }))).toMatchObject({
      ok: false,
      reason: 'clozeUnclosedBlank',
    });
    expect(validateDraft(draft(cloze, { text: 'No blanks [[1]]' }))).toMatchObject({
      ok: false,
      reason: 'clozeNoBlanks',
    });
    const defaults = {
      type: 'cloze',
      blanks: clozeBlanks().map((b) =>
        b.kind === 'choice' ? { no: b.no, kind: b.kind, weight: b.weight, options: b.options } : b,
      ),
    };
    expect(validateDraft(draft(defaults as QuestionBody))).toMatchObject({ ok: true });
  });
});

describe('the registry', () => {
  it('has the eight types under their questionTypeId, each with everything', () => {
    for (const [key, id] of Object.entries(QUESTION_TYPE_ID)) {
      const entry = questionTypeEntry(id);
      expect(entry, key).toMatchObject({ id, key, autoScored: key !== 'descriptive' });
      for (const part of ['candidateView', 'parseAnswer', 'score', 'displayAnswer', 'displayKey'] as const)
        expect(typeof entry?.[part], `${key}.${part}`).toBe('function');
    }
    expect(questionTypeEntry(9)).toBeUndefined();
  });

  it('scores a descriptive answer as null: graded by hand', () => {
    const keys = attemptKeys('registry');
    expect(QUESTION_TYPES_REGISTRY[2].score({ type: 'descriptive' }, 'My essay', keys, floored)).toBeNull();
    expect(QUESTION_TYPES_REGISTRY[2].displayAnswer({ type: 'descriptive' }, ' My essay ', keys)).toBe('My essay');
  });
});

function parseBlanks(text: string) {
  const parsed = parseCloze(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.blanks;
}
