import { describe, expect, it } from 'vitest';
import type { NumericalBody } from '../../src/authoring/questionTypes/numerical/numericalRules.js';
import { QUESTION_TYPES_REGISTRY } from '../../src/authoring/questionTypes/registry.js';
import type { ShortAnswerBody } from '../../src/authoring/questionTypes/shortAnswer/shortAnswerRules.js';
import { attemptKeys, floored, withPenalty } from './helpers.js';

const shortAnswer = QUESTION_TYPES_REGISTRY[4];
const numerical = QUESTION_TYPES_REGISTRY[5];
const keys = attemptKeys('text-tests');

const accepting = (texts: [string, number][], caseSensitive = false): ShortAnswerBody => ({
  type: 'shortAnswer',
  caseSensitive,
  answers: texts.map(([text, fraction]) => ({ text, fraction })),
});
const typed = (body: ShortAnswerBody, wire: string) => shortAnswer.score(body, wire, keys, floored);

describe('short answer: matching', () => {
  /** Moodle's GIFT fixture "Shortanswer". */
  const animals = accepting([
    ['Frog', 1],
    ['Cat', 0.5],
    ['*', 0],
  ]);

  it('scores the best accepted answer matched, 0 for none, 0 when empty', () => {
    expect(typed(animals, 'Frog')).toBe(1);
    expect(typed(animals, 'cat')).toBe(0.5);
    expect(typed(animals, 'dog')).toBe(0);
    expect(typed(animals, '   ')).toBe(0);
    expect(
      typed(
        accepting([
          ['Fr*', 0.5],
          ['Frog', 1],
        ]),
        'frog',
      ),
    ).toBe(1);
  });

  it('takes * as any run of characters, none included, and \\* as a star', () => {
    const wild = accepting([['Par*s', 1]]);
    expect(typed(wild, 'Paris')).toBe(1);
    expect(typed(wild, 'Pars')).toBe(1);
    expect(typed(wild, 'Par is big s')).toBe(1);
    expect(typed(wild, 'Paris!')).toBe(0);
    const star = accepting([['a\\*b', 1]]);
    expect(typed(star, 'a*b')).toBe(1);
    expect(typed(star, 'axb')).toBe(0);
  });

  it('matches regular expression characters literally', () => {
    const literal = accepting([['C++ (lang).', 1]]);
    expect(typed(literal, 'c++ (lang).')).toBe(1);
    expect(typed(literal, 'C+ (lang)x')).toBe(0);
  });

  it('collapses white space and trims, on both sides', () => {
    expect(typed(accepting([[' New   York ', 1]]), 'new\t york\n')).toBe(1);
  });

  it('is case sensitive only when the question says so', () => {
    expect(typed(accepting([['Paris', 1]], true), 'paris')).toBe(0);
    expect(typed(accepting([['Paris', 1]], true), 'Paris')).toBe(1);
  });

  it('never penalises a wrong text, even with negative marking', () => {
    expect(shortAnswer.score(animals, 'dog', keys, withPenalty(1, false))).toBe(0);
  });
});

describe('short answer: the five languages', () => {
  it('English: folds case', () => {
    expect(typed(accepting([['Paris', 1]]), 'PARIS')).toBe(1);
  });

  it('Spanish: folds accented capitals and takes composed and decomposed accents alike', () => {
    expect(typed(accepting([['Ñandú', 1]]), 'ÑANDÚ')).toBe(1);
    expect(typed(accepting([['Ñandú', 1]]), 'N\u0303andu\u0301')).toBe(1);
    expect(typed(accepting([['Ñandú', 1]]), 'nandu')).toBe(0);
    expect(typed(accepting([['Ñandú', 1]], true), 'ñandú')).toBe(0);
  });

  it('Italian: folds È and é, composed or not', () => {
    expect(typed(accepting([['Perché è così', 1]]), 'PERCHÉ È COSÌ')).toBe(1);
    expect(typed(accepting([['Perché è così', 1]]), 'Perche\u0301 E\u0300 cosi\u0300')).toBe(1);
    expect(typed(accepting([['Perché', 1]]), 'Perche')).toBe(0);
  });

  it('Hindi (Devanagari, no case): a nukta letter matches its decomposed form, any case setting', () => {
    const fort = '\u0958िला'; // क़िला with the precomposed QA
    const decomposed = '\u0915\u093Cिला';
    expect(typed(accepting([[fort, 1]]), decomposed)).toBe(1);
    expect(typed(accepting([[fort, 1]], true), decomposed)).toBe(1);
    expect(typed(accepting([['नमस्ते दुनिया', 1]]), '  नमस्ते   दुनिया ')).toBe(1);
    expect(typed(accepting([['नमस्ते', 1]]), 'नमस्कार')).toBe(0);
  });

  it('Bengali (no case): a two-part vowel sign matches its single code point', () => {
    const kolkata = 'ক\u09CBলকাতা';
    expect(typed(accepting([[kolkata, 1]]), 'ক\u09C7\u09BEলকাতা')).toBe(1);
    expect(typed(accepting([[kolkata, 1]], true), 'ক\u09C7\u09BEলকাতা')).toBe(1);
    expect(typed(accepting([['ঢাকা', 1]]), 'ঢাকা শহর')).toBe(0);
  });

  it('folds in the root locale: I is i, whatever the reader', () => {
    expect(typed(accepting([['istanbul', 1]]), 'ISTANBUL')).toBe(1);
  });
});

describe('short answer: answer and display', () => {
  const body = accepting([
    ['Paris', 1],
    ['Marseille', 0.5],
    ['*', 0],
  ]);
  it('refuses nothing typed, shows the text typed and the key', () => {
    expect(shortAnswer.parseAnswer(body, '  ', keys)).toEqual({ ok: false, error: 'emptyAnswer' });
    expect(shortAnswer.displayAnswer(body, '  Paris  x ', keys)).toBe('Paris x');
    expect(shortAnswer.displayKey(body)).toBe('Paris; Marseille (50%)');
    expect(shortAnswer.candidateView(body, keys)).toEqual({});
  });
});

const numbers = (
  answers: [number, number, number][],
  units: [string, number][] = [],
  unitRequired = false,
): NumericalBody => ({
  type: 'numerical',
  answers: answers.map(([value, tolerance, fraction]) => ({ value, tolerance, fraction })),
  units: units.map(([unit, multiplier]) => ({ unit, multiplier })),
  unitRequired,
});
const given = (body: NumericalBody, wire: string) => numerical.score(body, wire, keys, floored);

describe('numerical: tolerance', () => {
  it('is right exactly at both edges, despite binary floating point', () => {
    const around = numbers([[0.3, 0.1, 1]]);
    expect(0.4 - 0.3).toBeGreaterThan(0.1); // the float error the edge must survive
    expect(given(around, '0.4')).toBe(1);
    expect(given(around, '0.2')).toBe(1);
    expect(given(around, '0.40001')).toBe(0);
    expect(given(around, '0.19999')).toBe(0);
    expect(given(numbers([[1, 0.1, 1]]), '1.1')).toBe(1);
  });

  it('takes 0.1 + 0.2 as 0.3 with no tolerance, and nothing else', () => {
    const exact = numbers([[0.3, 0, 1]]);
    expect(given(exact, String(0.1 + 0.2))).toBe(1);
    expect(given(exact, '0.3000001')).toBe(0);
  });

  it('reads a range as its middle and half its width (GIFT {#1..5})', () => {
    const range = numbers([[3, 2, 1]]);
    expect([given(range, '1'), given(range, '5'), given(range, '0.999'), given(range, '5.001')]).toEqual([1, 1, 0, 0]);
  });

  it('scores the best accepted value within tolerance', () => {
    const pi = numbers([
      [3.14, 0.01, 1],
      [3.1, 0.1, 0.5],
    ]);
    expect([given(pi, '3.13'), given(pi, '3.05'), given(pi, '3.2'), given(pi, '3.21')]).toEqual([1, 0.5, 0.5, 0]);
  });
});

describe('numerical: what is read as a number', () => {
  const pi = numbers([[3.14, 0, 1]]);
  it('reads comma decimals, Devanagari and Bengali digits, exponents and the minus sign', () => {
    expect(given(pi, '3,14')).toBe(1);
    expect(given(pi, '३.१४')).toBe(1);
    expect(given(pi, '৩,১৪')).toBe(1);
    expect(given(numbers([[1000, 0, 1]]), '1e3')).toBe(1);
    expect(given(numbers([[-2, 0, 1]]), '\u22122')).toBe(1);
  });

  it('keeps text that is no number, scoring 0, and refuses nothing typed', () => {
    expect(numerical.parseAnswer(pi, 'pi', keys)).toEqual({ ok: true, answer: 'pi' });
    expect(given(pi, 'pi')).toBe(0);
    expect(given(pi, '3.14.15')).toBe(0);
    expect(numerical.parseAnswer(pi, ' ', keys)).toEqual({ ok: false, error: 'emptyAnswer' });
  });
});

describe('numerical: units', () => {
  const distance = numbers(
    [[2000, 0, 1]],
    [
      ['m', 1],
      ['km', 0.001],
      ['cm', 100],
    ],
  );

  it('divides the number by its unit multiplier: 2 km is 2000 m', () => {
    expect(given(distance, '2 km')).toBe(1);
    expect(given(distance, '2km')).toBe(1);
    expect(given(distance, '200000 cm')).toBe(1);
    expect(given(distance, '2000 m')).toBe(1);
    expect(given(distance, '2 m')).toBe(0);
  });

  it('takes no unit as the unit of multiplier 1, unless a unit is required', () => {
    expect(given(distance, '2000')).toBe(1);
    expect(given({ ...distance, unitRequired: true }, '2000')).toBe(0);
    expect(given({ ...distance, unitRequired: true }, '2 km')).toBe(1);
  });

  it('refuses units it does not list, compared case sensitively', () => {
    expect(given(distance, '2 Km')).toBe(0);
    expect(given(distance, '2 mi')).toBe(0);
    expect(given(numbers([[2, 0, 1]]), '2 km')).toBe(0);
  });

  it('shows the key in the unit of multiplier 1', () => {
    expect(numerical.displayKey(distance)).toBe('2000 m');
    expect(
      numerical.displayKey(
        numbers([
          [3.14, 0.01, 1],
          [3.1, 0.1, 0.5],
          [0, 0, 0],
        ]),
      ),
    ).toBe('3.14 ± 0.01; 3.1 ± 0.1 (50%)');
  });
});
