import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCloze, writeCloze } from '../../src/authoring/questionTypes/cloze/clozeSyntax.js';
import type { ClozeBlank } from '../../src/authoring/questionTypes/model.js';

/** The parse of a text that must be valid cloze syntax. */
function parsed(source: string): { text: string; blanks: ClozeBlank[] } {
  const result = parseCloze(source);
  if ('error' in result) throw new Error(`${source} → ${result.error}`);
  return result;
}

/** parse(write(parse(x))) equals parse(x). */
function expectRoundTrip(source: string): void {
  const first = parsed(source);
  expect(parsed(writeCloze(first.text, first.blanks))).toEqual(first);
}

/** The question text of Moodle's own multianswer fixture (its CDATA). */
function fixtureQuestionText(): string {
  const xml = readFileSync('../shared/fixtures/moodle/multianswer.xml', 'utf8');
  const match = /<questiontext[^>]*>\s*<text><!\[CDATA\[([\s\S]*?)\]\]><\/text>/.exec(xml);
  if (!match?.[1]) throw new Error('no question text in the fixture');
  return match[1];
}

describe('parseCloze: the issue examples', () => {
  it('reads a short-answer blank with a full and a half answer', () => {
    expect(parsed('Capital: {1:SHORTANSWER:=Paris~%50%Marseille}.')).toEqual({
      text: 'Capital: [[1]].',
      blanks: [
        {
          no: 1,
          kind: 'text',
          weight: 1,
          caseSensitive: false,
          answers: [
            { text: 'Paris', fraction: 1 },
            { text: 'Marseille', fraction: 0.5 },
          ],
        },
      ],
    });
  });

  it('reads a weighted numerical blank with its tolerance', () => {
    expect(parsed('π ≈ {2:NUMERICAL:=3.14:0.01}').blanks).toEqual([
      { no: 1, kind: 'number', weight: 2, answers: [{ value: 3.14, tolerance: 0.01, fraction: 1 }] },
    ]);
  });

  it('reads a dropdown choice blank, numbering blanks in order', () => {
    const result = parsed('{1:MULTICHOICE:=yes~no} and {:SA:=a}');
    expect(result.text).toBe('[[1]] and [[2]]');
    expect(result.blanks[0]).toEqual({
      no: 1,
      kind: 'choice',
      weight: 1,
      options: [
        { text: 'yes', fraction: 1 },
        { text: 'no', fraction: 0 },
      ],
      multiple: false,
      layout: 'dropdown',
      shuffle: false,
    });
    expect(result.blanks[1]).toMatchObject({ no: 2, kind: 'text', weight: 1 });
  });
});

describe("parseCloze: Moodle's multianswer fixture", () => {
  const result = parsed(fixtureQuestionText());

  it('finds its four choice blanks and its short-answer blank, and leaves the HTML around them', () => {
    expect(result.blanks.map((b) => b.kind)).toEqual(['choice', 'choice', 'choice', 'choice', 'text']);
    expect(result.text).toContain('* San Francisco: [[1]]<br />');
    expect(result.text).toContain('The capital of France is [[5]].</p>');
    expect(result.text).not.toMatch(/MULTICHOICE|SHORTANSWER|Marseille/);
  });

  it('reads =, %100% and %0% fractions and the feedback after #', () => {
    expect(result.blanks[1]).toMatchObject({
      options: [
        { text: 'California', fraction: 0, feedback: 'Wrong' },
        { text: 'Arizona', fraction: 1, feedback: 'OK' },
      ],
    });
    expect(result.blanks[3]).toMatchObject({ options: [{ fraction: 0 }, { fraction: 1 }] });
  });

  it('keeps HTML inside a feedback, and the * catch-all answer', () => {
    const blank = result.blanks[4];
    if (blank?.kind !== 'text') throw new Error('blank 5 is a short answer');
    expect(blank.answers).toEqual([
      { text: 'Paris', fraction: 1, feedback: 'Congratulations!<br />' },
      {
        text: 'Marseille',
        fraction: 0.5,
        feedback: 'No, that is the second largest city in France (after<br />Paris).',
      },
      { text: '*', fraction: 0, feedback: 'Wrong answer. The capital of France is Paris, of course.' },
    ]);
  });

  it('survives a round trip', () => {
    expectRoundTrip(fixtureQuestionText());
  });
});

describe('parseCloze: type names', () => {
  const kindOf = (name: string) => parsed(`{1:${name}:=a~b}`).blanks[0];

  it('reads every short-answer alias, case sensitive or not', () => {
    for (const name of ['SHORTANSWER', 'SA', 'MW']) expect(kindOf(name)).toMatchObject({ caseSensitive: false });
    for (const name of ['SHORTANSWER_C', 'SAC', 'MWC']) expect(kindOf(name)).toMatchObject({ caseSensitive: true });
  });

  it('reads NUMERICAL and NM', () => {
    expect(parsed('{1:NM:=2}').blanks[0]).toMatchObject({ kind: 'number', answers: [{ value: 2, tolerance: 0 }] });
  });

  it('reads every choice variant with its layout and shuffle', () => {
    const cases: [string, boolean, string, boolean][] = [
      ['MC', false, 'dropdown', false],
      ['MULTICHOICE_S', false, 'dropdown', true],
      ['MCV', false, 'vertical', false],
      ['MULTICHOICE_VS', false, 'vertical', true],
      ['MULTICHOICE_H', false, 'horizontal', false],
      ['MCHS', false, 'horizontal', true],
      ['MULTIRESPONSE', true, 'vertical', false],
      ['MRS', true, 'vertical', true],
      ['MULTIRESPONSE_H', true, 'horizontal', false],
      ['MRHS', true, 'horizontal', true],
    ];
    for (const [name, multiple, layout, shuffle] of cases) {
      expect(kindOf(name), name).toMatchObject({ kind: 'choice', multiple, layout, shuffle });
      expectRoundTrip(`{1:${name}:=a~b}`);
    }
  });

  it('leaves braces that do not start a blank as text', () => {
    const result = parsed('f(x) = {x | x > 0} {1:UNKNOWN:=a} {2:SA:=b}');
    expect(result.text).toBe('f(x) = {x | x > 0} {1:UNKNOWN:=a} [[1]]');
    expect(result.blanks[0]).toMatchObject({ weight: 2 });
  });
});

describe('parseCloze: fractions, weights, escapes', () => {
  it('reads negative, decimal and comma fractions, and none as 0', () => {
    const blank = parsed('{3:MR:%50%a~%-100%b~%33.33333%c~%12,5%d~e}').blanks[0];
    expect(blank).toMatchObject({ weight: 3, multiple: true });
    if (blank?.kind !== 'choice') throw new Error('a choice blank');
    expect(blank.options.map((o) => o.fraction)).toEqual([0.5, -1, 0.3333333, 0.125, 0]);
  });

  it('takes a weight of 0 as 1, as Moodle does', () => {
    expect(parsed('{0:SA:=a}').blanks[0]?.weight).toBe(1);
  });

  it('undoes every escape, in answers and feedback', () => {
    const blank = parsed(String.raw`{1:SA:=a\}b\#c\~d\/e\"f\\g#fb \} \~ # \\ end~%0%x\y}`).blanks[0];
    if (blank?.kind !== 'text') throw new Error('a text blank');
    expect(blank.answers[0]).toEqual({ text: 'a}b#c~d/e"f\\g', fraction: 1, feedback: 'fb } ~ # \\ end' });
    expect(blank.answers[1]?.text).toBe('x\\y');
  });

  it('reads &#39; in an HTML answer as an entity, not as a feedback', () => {
    const blank = parsed('{1:SA:=l&#39;eau#bien~=&#x27;a#fb}').blanks[0];
    expect(blank).toMatchObject({
      answers: [
        { text: 'l&#39;eau', feedback: 'bien' },
        { text: '&#x27;a', feedback: 'fb' },
      ],
    });
  });

  it('reads numbers with a comma, an exponent, a sign, and a negative tolerance as its size', () => {
    const blank = parsed('{1:NUMERICAL:=2,5:0,1~%50%-1e3:-2~%0%.5}').blanks[0];
    expect(blank).toMatchObject({
      answers: [
        { value: 2.5, tolerance: 0.1, fraction: 1 },
        { value: -1000, tolerance: 2, fraction: 0.5 },
        { value: 0.5, tolerance: 0, fraction: 0 },
      ],
    });
  });
});

describe('parseCloze: refusals', () => {
  it.each([
    ['no blank at all', 'clozeNoBlanks'],
    ['{1:SA:=Paris~Lyon', 'clozeUnclosedBlank'],
    ['{1:SA:=Paris~}', 'clozeEmptyAnswer'],
    ['{1:SA:=Paris~%50%}', 'clozeEmptyAnswer'],
    ['{1:MC:}', 'clozeEmptyAnswer'],
    ['{1:NUMERICAL:=pi}', 'clozeBadNumber'],
    ['{1:NUMERICAL:=*}', 'clozeBadNumber'],
    ['{1:NUMERICAL:=3:0.1:2}', 'clozeBadNumber'],
    ['{1:SA:=a} and [[1]]', 'clozeMarkerInText'],
  ])('%s → %s', (source, error) => {
    expect(parseCloze(source)).toMatchObject({ error });
  });

  it('names the blank that failed', () => {
    expect(parseCloze('{1:SA:=a} {1:NM:=x}')).toEqual({ error: 'clozeBadNumber', blank: 2 });
  });
});

describe('writeCloze', () => {
  it('writes each blank in the long form, escaping what the syntax reads', () => {
    const blanks: ClozeBlank[] = [
      {
        no: 1,
        kind: 'text',
        weight: 2,
        caseSensitive: true,
        answers: [
          { text: 'a}b#c~d\\e', fraction: 1, feedback: 'x~y' },
          { text: '=odd', fraction: 0.5 },
        ],
      },
      { no: 2, kind: 'number', weight: 1, answers: [{ value: 0.1, tolerance: 1e-7, fraction: -0.3333333 }] },
      { no: 3, kind: 'choice', weight: 1, options: [{ text: 'yes', fraction: 1 }] },
    ];
    const written = writeCloze('A [[1]] B [[2]] C [[3]] D [[9]]', blanks);
    expect(written).toBe(
      String.raw`A {2:SHORTANSWER_C:=a\}b\#c\~d\\e#x\~y~%50%=odd} B {1:NUMERICAL:%-33.33333%0.1:1e-7} C {1:MULTICHOICE:=yes} D [[9]]`,
    );
    const back = parsed(written.replace(' D [[9]]', ''));
    expect(back.blanks[0]).toEqual(blanks[0]);
    expect(back.blanks[1]).toEqual(blanks[1]);
  });

  it('keeps a text ending in & apart from a feedback that looks like an entity', () => {
    const blanks: ClozeBlank[] = [
      {
        no: 1,
        kind: 'text',
        weight: 1,
        caseSensitive: false,
        answers: [{ text: 'R&', fraction: 1, feedback: '39;s' }],
      },
    ];
    expect(parsed(writeCloze('[[1]]', blanks)).blanks).toEqual(blanks);
  });

  it('round-trips texts with escapes, entities, weights and every kind', () => {
    for (const source of [
      String.raw`{2:SAC:=a\}b~%-50%c\#d#e\~f} {1:NM:=3.14:0.01~%50%3.1:0.1#close} {3:MCHS:=x~%-25%y#no}`,
      '{1:SHORTANSWER:=l&#39;eau#ok~%0%*#no} {4:MULTIRESPONSE_HS:%50%a~%50%b~%-100%c}',
      '  lead {1:MW:  =  spaced   #  fb  } tail  ',
    ])
      expectRoundTrip(source);
  });
});
