import type { QuestionBody, QuestionDraft } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { parseGift } from '../../../src/modules/authoring/exchange/gift/index.js';

/** The one question of a GIFT text, which must import. */
function one(gift: string): QuestionDraft {
  const bank = parseGift(gift);
  expect(bank.report, JSON.stringify(bank.report)).toHaveLength(1);
  expect(bank.report[0]!.status, bank.report[0]!.reason).toBe('ok');
  return bank.questions[0]!.draft;
}

const bodyOf = (gift: string): QuestionBody => one(gift).body;

describe('GIFT choice questions', () => {
  it('reads = as the right answer and ~ as wrong ones, in order', () => {
    expect(bodyOf("Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}")).toEqual({
      type: 'choice',
      multiple: false,
      options: [
        { text: 'Grant', fraction: 0 },
        { text: 'Jefferson', fraction: 0 },
        { text: 'no one', fraction: 1 },
      ],
    });
  });

  it('reads partial weights and feedback on a single-answer question', () => {
    const body = bodyOf('Jesus Christ was from {\n~Jerusalem#A city.\n~%25%Bethlehem#Born there.\n=Nazareth#Yes!}');
    expect(body).toEqual({
      type: 'choice',
      multiple: false,
      options: [
        { text: 'Jerusalem', fraction: 0, feedback: 'A city.' },
        { text: 'Bethlehem', fraction: 0.25, feedback: 'Born there.' },
        { text: 'Nazareth', fraction: 1, feedback: 'Yes!' },
      ],
    });
  });

  it('reads a block with no = as multiple response, fractions to 7 places', () => {
    expect(bodyOf('Pick the primes {~%33.33333%2 ~%33.33333%3 ~%33.33334%5 ~%-100%4}')).toEqual({
      type: 'choice',
      multiple: true,
      options: [
        { text: '2', fraction: 0.3333333 },
        { text: '3', fraction: 0.3333333 },
        { text: '5', fraction: 0.3333334 },
        { text: '4', fraction: -1 },
      ],
    });
  });

  it('shows a blank where a missing word stood', () => {
    const draft = one("Grant is {~buried =entombed ~living} in Grant's tomb.");
    expect(draft.text).toBe("Grant is _____ in Grant's tomb.");
    expect(draft.body.type).toBe('choice');
  });
});

describe('GIFT true/false questions', () => {
  it('reads {T}, {TRUE}, {F} and {FALSE}', () => {
    expect(bodyOf('The sun rises in the east.{T}')).toEqual({ type: 'trueFalse', correct: true });
    expect(bodyOf('The sun rises in the east.{TRUE}')).toEqual({ type: 'trueFalse', correct: true });
    expect(bodyOf('The sun rises in the west.{F}')).toEqual({ type: 'trueFalse', correct: false });
    expect(bodyOf('The sun rises in the west.{FALSE}')).toEqual({ type: 'trueFalse', correct: false });
  });

  it('reads the feedback for a wrong answer, then for a right one', () => {
    expect(bodyOf('Water boils at 50 °C.{F#No, at 100 °C.#Right, it boils at 100 °C.}')).toEqual({
      type: 'trueFalse',
      correct: false,
      feedbackTrue: 'No, at 100 °C.',
      feedbackFalse: 'Right, it boils at 100 °C.',
    });
    expect(bodyOf('Paris is in France.{TRUE##Well done.}')).toEqual({
      type: 'trueFalse',
      correct: true,
      feedbackTrue: 'Well done.',
    });
  });

  it('takes lower-case true as a short answer, as Moodle does', () => {
    expect(bodyOf('Type the word true.{true}')).toEqual({
      type: 'shortAnswer',
      caseSensitive: false,
      answers: [{ text: 'true', fraction: 1 }],
    });
  });
});

describe('GIFT short-answer questions', () => {
  it('reads every = answer as accepted, with weights and feedback', () => {
    expect(bodyOf('Two plus two equals {=four =4 =%50%for#Spelling!}.')).toEqual({
      type: 'shortAnswer',
      caseSensitive: false,
      answers: [
        { text: 'four', fraction: 1 },
        { text: '4', fraction: 1 },
        { text: 'for', fraction: 0.5, feedback: 'Spelling!' },
      ],
    });
    expect(one('Two plus two equals {=four =4}.').text).toBe('Two plus two equals _____.');
  });
});

describe('GIFT numerical questions', () => {
  it('reads value:tolerance and a bare value', () => {
    expect(bodyOf('What is pi to two places?{#3.14:0.01}')).toMatchObject({
      answers: [{ value: 3.14, tolerance: 0.01, fraction: 1 }],
    });
    expect(bodyOf('When was Ulysses S. Grant born?{#1822}')).toEqual({
      type: 'numerical',
      answers: [{ value: 1822, tolerance: 0, fraction: 1 }],
      units: [],
      unitRequired: false,
    });
  });

  it('reads min..max as the midpoint with the half-width as tolerance', () => {
    expect(bodyOf('A number from 1 to 5?{#1..5}')).toMatchObject({ answers: [{ value: 3, tolerance: 2 }] });
    expect(bodyOf('Pi to three places?{#3.141..3.142}')).toMatchObject({
      answers: [{ value: 3.1415, tolerance: 0.0005 }],
    });
    expect(bodyOf('Between -5 and -1?{#-5..-1}')).toMatchObject({ answers: [{ value: -3, tolerance: 2 }] });
  });

  it('reads several weighted answers with their feedback', () => {
    expect(bodyOf('When was Grant born?{#\n=1822:0#Correct!\n=%50%1822:2#Close.\n}')).toEqual({
      type: 'numerical',
      answers: [
        { value: 1822, tolerance: 0, fraction: 1, feedback: 'Correct!' },
        { value: 1822, tolerance: 2, fraction: 0.5, feedback: 'Close.' },
      ],
      units: [],
      unitRequired: false,
    });
  });
});

describe('GIFT matching questions', () => {
  it('reads stem -> choice pairs with or without spaces, and stemless choices as distractors', () => {
    expect(bodyOf('Match the capitals.{=Canada->Ottawa =Italy -> Rome =Japan  ->  Tokyo = -> Paris}')).toEqual({
      type: 'matching',
      pairs: [
        { stem: 'Canada', choice: 'Ottawa' },
        { stem: 'Italy', choice: 'Rome' },
        { stem: 'Japan', choice: 'Tokyo' },
      ],
      distractors: ['Paris'],
    });
  });
});

describe('GIFT essays, ordering and general feedback', () => {
  it('reads {} as a descriptive question, with its general feedback', () => {
    expect(one('Explain the water cycle.{}')).toMatchObject({ body: { type: 'descriptive' }, explanation: '' });
    expect(one('Explain the water cycle.{####Evaporation, condensation, precipitation.}')).toMatchObject({
      body: { type: 'descriptive' },
      explanation: 'Evaporation, condensation, precipitation.',
    });
  });

  it('reads general feedback after the answers of any type', () => {
    const draft = one('Capital of Italy?{=Rome ~Milan ####Rome has been the capital since 1871.}');
    expect(draft.explanation).toBe('Rome has been the capital since 1871.');
    expect(draft.body).toMatchObject({ options: [{ text: 'Rome' }, { text: 'Milan' }] });
  });

  it("reads qtype_ordering's form: items in their right order, with the scoring", () => {
    expect(bodyOf('Order the planets.{>3 ALL VERTICAL ALL_OR_NOTHING SHOW\nMercury\nVenus\nEarth\n}')).toEqual({
      type: 'ordering',
      items: ['Mercury', 'Venus', 'Earth'],
      scoring: 'allOrNothing',
    });
    expect(bodyOf('Order them.{>3 ABSOLUTE_POSITION\nOne\nTwo\nThree}')).toMatchObject({ scoring: 'perPosition' });
    expect(bodyOf('Order them.{>2 EXACT LONGEST_CONTIGUOUS_SUBSET\nOne\nTwo}')).toMatchObject({
      scoring: 'longestRun',
    });
  });
});

describe('GIFT titles, formats and escapes', () => {
  it('reads ::title:: with escaped colons, and the format marker after it', () => {
    const draft = one('::Ratio 1\\:2::[markdown]Is **1:2** a ratio?{T}');
    expect(draft.title).toBe('Ratio 1:2');
    expect(draft.textFormat).toBe('markdown');
    expect(draft.text).toBe('Is **1:2** a ratio?');
  });

  it('reads [html] and [plain] as themselves and [moodle] and no marker as plain', () => {
    expect(one('[html]<p>Hi</p>{}')).toMatchObject({ textFormat: 'html', text: '<p>Hi</p>' });
    expect(one('[plain]a < b{}')).toMatchObject({ textFormat: 'plain', text: 'a < b' });
    expect(one('[moodle]Hello{}')).toMatchObject({ textFormat: 'plain', text: 'Hello' });
    expect(one('Hello{}')).toMatchObject({ textFormat: 'plain', text: 'Hello' });
  });

  it('unescapes \\~ \\= \\# \\{ \\} \\: \\\\ and \\n in texts, answers and feedback', () => {
    const draft = one(
      'Which is 5? a\\{b\\}c \\~ \\= \\# \\: \\\\ line\\nbreak{\n~ \\= 2 + 2 # \\# is not 5\n= \\= 2 + 3 # C\\:\\\\ \\{ok\\}\n}',
    );
    expect(draft.text).toBe('Which is 5? a{b}c ~ = # : \\ line\nbreak');
    expect(draft.body).toEqual({
      type: 'choice',
      multiple: false,
      options: [
        { text: '= 2 + 2', fraction: 0, feedback: '# is not 5' },
        { text: '= 2 + 3', fraction: 1, feedback: 'C:\\ {ok}' },
      ],
    });
  });

  it('keeps \\\\n a backslash followed by n', () => {
    expect(one('Path C\\:\\\\new{}').text).toBe('Path C:\\new');
  });

  it('keeps the lines of a text written over several lines', () => {
    expect(one('::Kanji::Japanese characters originally\ncame from what country? {=China}').text).toBe(
      'Japanese characters originally\ncame from what country?',
    );
  });
});
