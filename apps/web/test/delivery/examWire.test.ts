// @vitest-environment jsdom
// Issue 22's answers on the exam screen: each type's on-screen state to its wire form and back (a resumed
// attempt shows the saved answer again), and what the screen submits and keeps as a draft, checked by the
// shared rule the server runs too.
import { ANSWER_SEPARATOR as SEP, checkWire, QUESTION_TYPE_ID, type ExamQuestion } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import {
  composeAnswer,
  composeDraft,
  draftFromSaved,
  questionOptions,
  type TypedExamQuestion,
} from '../../src/features/delivery/exam/examAnswer';
import {
  blanksFromWire,
  blanksToWire,
  choosePair,
  cleanTyped,
  clozePieces,
  moveItem,
  orderFromWire,
  orderToWire,
  pairsFromWire,
  pairsToWire,
  toggleChoice,
  type ShownBlank,
} from '../../src/features/delivery/exam/examWire';

const base: ExamQuestion = {
  serial: 0,
  totalQuestions: 6,
  quizQuestionId: 9,
  questionDetail: 'Question',
  questionTypeId: 1,
  questionCategoryName: 'General',
  optionA: '',
  optionB: '',
  optionC: '',
  optionD: '',
  optionE: '',
  imagePath: null,
  videoPath: null,
  isCodeSnippet: false,
  savedAnswer: null,
};
const q = (over: Partial<TypedExamQuestion>): TypedExamQuestion => ({ ...base, ...over });

const ITEMS = [
  { id: 'i7', text: 'Mercury' },
  { id: 'i2', text: 'Venus' },
  { id: 'i9', text: 'Earth' },
];
const STEMS = [
  { id: 's1', text: 'France' },
  { id: 's2', text: 'Italy' },
  { id: 's3', text: 'Spain' },
];
const CHOICES = [
  { id: 'c1', text: 'Rome' },
  { id: 'c2', text: 'Paris' },
  { id: 'c3', text: 'Madrid' },
  { id: 'c4', text: 'Lisbon' },
];
const BLANKS: ShownBlank[] = [
  { no: 1, kind: 'text' },
  { no: 2, kind: 'number' },
  {
    no: 3,
    kind: 'choice',
    choices: [
      { id: 'b1', text: 'yes' },
      { id: 'b2', text: 'no' },
    ],
  },
  {
    no: 4,
    kind: 'choice',
    multiple: true,
    choices: [
      { id: 'm1', text: 'red' },
      { id: 'm2', text: 'blue' },
      { id: 'm3', text: 'green' },
    ],
  },
];

describe('ordering', () => {
  it('writes the item ids in the order shown and reads them back', () => {
    const moved = moveItem(ITEMS, 2, 0);
    expect(moved.map((i) => i.text)).toEqual(['Earth', 'Mercury', 'Venus']);
    const wire = orderToWire(moved);
    expect(wire).toBe(['i9', 'i7', 'i2'].join(SEP));
    expect(orderFromWire(wire, ITEMS)).toEqual(moved);
  });

  it('shows every item once: unknown and repeated ids are ignored, missing items follow as sent', () => {
    expect(orderFromWire('', ITEMS)).toEqual(ITEMS);
    expect(orderFromWire(['i2', 'zz', 'i2'].join(SEP), ITEMS).map((i) => i.id)).toEqual(['i2', 'i7', 'i9']);
  });

  it('moves an item down as well as up', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('matching', () => {
  it('writes stemId=choiceId in the order of the stems, leaving unanswered stems out', () => {
    let pairs = choosePair({}, 's3', 'c3');
    pairs = choosePair(pairs, 's1', 'c2');
    const wire = pairsToWire(pairs, STEMS);
    expect(wire).toBe(`s1=c2${SEP}s3=c3`);
    expect(pairsFromWire(wire, STEMS, CHOICES)).toEqual({ s1: 'c2', s3: 'c3' });
  });

  it('clears a stem with an empty choice and ignores pairs the question does not have', () => {
    expect(choosePair({ s1: 'c2', s2: 'c1' }, 's1', '')).toEqual({ s2: 'c1' });
    expect(pairsFromWire(`s1=c9${SEP}s8=c1${SEP}s2 = c1${SEP}broken`, STEMS, CHOICES)).toEqual({ s2: 'c1' });
    expect(pairsToWire({}, STEMS)).toBe('');
  });
});

describe('cloze', () => {
  it('cuts the text at its [[n]] markers', () => {
    expect(clozePieces('[[1]] is the capital of [[2]].')).toEqual([
      { blank: 1 },
      { text: ' is the capital of ' },
      { blank: 2 },
      { text: '.' },
    ]);
    expect(clozePieces('No blanks')).toEqual([{ text: 'No blanks' }]);
  });

  it('writes blankNo=value in the order of the blanks, one part per choice, empty blanks left out', () => {
    const wire = blanksToWire({ 4: ['m3', 'm1'], 2: ' 3,14 ', 1: '  Paris ', 3: 'b2' }, BLANKS);
    expect(wire).toBe(['1=Paris', '2=3,14', '3=b2', '4=m3', '4=m1'].join(SEP));
    expect(blanksFromWire(wire, BLANKS)).toEqual({ 1: 'Paris', 2: '3,14', 3: 'b2', 4: ['m3', 'm1'] });
    expect(blanksToWire({ 1: '   ', 4: [] }, BLANKS)).toBe('');
  });

  it('keeps a typed value whole: an = inside stays, the separator is taken out', () => {
    expect(blanksFromWire('1=a=b', BLANKS)).toEqual({ 1: 'a=b' });
    expect(cleanTyped(` x${SEP}y `)).toBe('xy');
    expect(blanksToWire({ 1: `Par${SEP}is` }, BLANKS)).toBe('1=Paris');
  });

  it('reads only the choice ids of a dropdown blank and only the blanks the question has', () => {
    expect(blanksFromWire(['3=zz', '9=x', '3=b1', '4=m2', '4=m2', '4=b1'].join(SEP), BLANKS)).toEqual({
      3: 'b1',
      4: ['m2'],
    });
  });

  it('ticks and unticks the choices of a blank that takes several, in the order shown', () => {
    const blank = BLANKS[3]!;
    expect(toggleChoice(blank, ['m3'], 'm1')).toEqual(['m1', 'm3']);
    expect(toggleChoice(blank, ['m1', 'm3'], 'm3')).toEqual(['m1']);
  });
});

describe('the screen’s answer and draft of each type', () => {
  const rules = false;

  it('true/false: options A (true) and B (false), the wire form true/false, resumed from it', () => {
    const tf = q({ questionTypeId: QUESTION_TYPE_ID.trueFalse, optionA: 'True', optionB: 'False' });
    expect(questionOptions(tf).map((o) => o.letter)).toEqual(['A', 'B']);
    expect(composeDraft(tf, { letters: ['B'], text: '' })).toBe('false');
    expect(composeAnswer(tf, { letters: ['A'], text: '' }, rules)).toEqual({ ok: true, answer: 'true' });
    expect(composeAnswer(tf, { letters: [], text: '' }, rules)).toEqual({ ok: false, error: 'emptyAnswer' });
    expect(draftFromSaved({ ...tf, savedAnswer: 'false' }).letters).toEqual(['B']);
    expect(draftFromSaved({ ...tf, savedAnswer: 'TRUE' }).letters).toEqual(['A']);
  });

  it('short answer and numerical: the text typed, trimmed; no options, no keys', () => {
    for (const type of [QUESTION_TYPE_ID.shortAnswer, QUESTION_TYPE_ID.numerical]) {
      const typed = q({ questionTypeId: type, optionA: 'x', optionB: 'y' });
      expect(questionOptions(typed)).toEqual([]);
      expect(composeDraft(typed, { letters: [], text: ' 9.81 m/s ' })).toBe('9.81 m/s');
      expect(composeAnswer(typed, { letters: [], text: '  ' }, rules)).toEqual({ ok: false, error: 'emptyAnswer' });
      expect(draftFromSaved({ ...typed, savedAnswer: '42' })).toEqual({ letters: [], text: '42' });
    }
  });

  it('ordering: the order shown is submitted when the candidate moved nothing, and drafted only once moved', () => {
    const ordering = q({ questionTypeId: QUESTION_TYPE_ID.ordering, items: ITEMS });
    const shown = ['i7', 'i2', 'i9'].join(SEP);
    expect(composeDraft(ordering, { letters: [], text: '' })).toBe('');
    expect(composeAnswer(ordering, { letters: [], text: '' }, rules)).toEqual({ ok: true, answer: shown });
    const moved = orderToWire(moveItem(ITEMS, 0, 2));
    expect(composeAnswer(ordering, { letters: [], text: moved }, rules)).toEqual({ ok: true, answer: moved });
    expect(draftFromSaved({ ...ordering, savedAnswer: moved })).toEqual({ letters: [], text: moved });
  });

  it('matching and cloze: their wire forms pass the shared check; nothing chosen is an empty answer', () => {
    const matching = q({ questionTypeId: QUESTION_TYPE_ID.matching, stems: STEMS, choices: CHOICES });
    const pairs = pairsToWire({ s2: 'c1' }, STEMS);
    expect(composeAnswer(matching, { letters: [], text: pairs }, rules)).toEqual({ ok: true, answer: pairs });
    expect(composeAnswer(matching, { letters: [], text: '' }, rules)).toEqual({ ok: false, error: 'emptyAnswer' });
    const cloze = q({ questionTypeId: QUESTION_TYPE_ID.cloze, blanks: BLANKS });
    const filled = blanksToWire({ 1: 'Paris', 3: 'b1', 4: ['m1', 'm2'] }, BLANKS);
    expect(checkWire(QUESTION_TYPE_ID.cloze, cloze, filled)).toEqual({ ok: true, answer: filled });
    expect(composeAnswer(cloze, { letters: [], text: filled }, rules)).toEqual({ ok: true, answer: filled });
    expect(draftFromSaved({ ...cloze, savedAnswer: filled })).toEqual({ letters: [], text: filled });
  });
});
