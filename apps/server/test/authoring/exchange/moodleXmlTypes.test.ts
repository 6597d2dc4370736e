import type { ParsedBank } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { parseMoodleXml } from '../../../src/modules/authoring/exchange/moodleXml/index.js';

/** Questions as Moodle 4 writes them (qformat_xml and qtype_ordering's export_to_xml), trimmed to what matters. */
const quiz = (...questions: string[]) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join('\n')}\n</quiz>`);

const question = (type: string, inner: string, format = 'html') =>
  `<question type="${type}"><name><text>Q</text></name>` +
  `<questiontext format="${format}"><text>Text</text></questiontext>` +
  `<generalfeedback format="html"><text></text></generalfeedback>${inner}</question>`;

const answer = (fraction: string, text: string, extra = '') =>
  `<answer fraction="${fraction}" format="moodle_auto_format"><text>${text}</text>` +
  `<feedback format="html"><text></text></feedback>${extra}</answer>`;

async function one(xml: Buffer) {
  const bank: ParsedBank = await parseMoodleXml(xml);
  expect(bank.report).toHaveLength(1);
  return { line: bank.report[0]!, draft: bank.questions[0]?.draft };
}

const ordering = (grading: string, select = '<selecttype>ALL</selecttype><selectcount>0</selectcount>') =>
  question(
    'ordering',
    `<layouttype>HORIZONTAL</layouttype>${select}<gradingtype>${grading}</gradingtype><showgrading>SHOW</showgrading>` +
      ['One', 'Two', 'Three', 'Four']
        .map((t, i) => `<answer fraction="${i + 1}.0000000" format="html"><text>${t}</text></answer>`)
        .join(''),
  );

describe('Moodle XML types', () => {
  it('numerical: tolerance, units with multipliers, and a graded unit as required (its penalty noted)', async () => {
    const { line, draft } = await one(
      quiz(
        question(
          'numerical',
          answer('100', '3.14', '<tolerance>0.01</tolerance>') +
            answer('50', '3', '<tolerance>0</tolerance>') +
            `<answer fraction="0"><text>*</text><feedback><text>Any other number is wrong</text></feedback></answer>` +
            '<units><unit><multiplier>1</multiplier><unit_name>m</unit_name></unit>' +
            '<unit><multiplier>100</multiplier><unit_name>cm</unit_name></unit></units>' +
            '<unitgradingtype>1</unitgradingtype><unitpenalty>0.1000000</unitpenalty><showunits>0</showunits>',
        ),
      ),
    );
    expect(draft!.body).toEqual({
      type: 'numerical',
      answers: [
        { value: 3.14, tolerance: 0.01, fraction: 1 },
        { value: 3, tolerance: 0, fraction: 0.5 },
      ],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
      ],
      unitRequired: true,
    });
    expect(line.reason).toBe(
      'the feedback of the "*" answer (any other number) is not kept; a wrong or missing unit scores 0 here (Moodle took off 10%)',
    );
  });

  it('numerical: units not graded, or no unit field shown, are not required', async () => {
    const units = '<units><unit><multiplier>1</multiplier><unit_name>kg</unit_name></unit></units>';
    for (const settings of [
      '<unitgradingtype>0</unitgradingtype>',
      '<unitgradingtype>2</unitgradingtype><showunits>3</showunits>',
    ]) {
      const { draft } = await one(quiz(question('numerical', answer('100', '5') + units + settings)));
      expect(draft!.body).toMatchObject({ unitRequired: false, units: [{ unit: 'kg', multiplier: 1 }] });
    }
    const anyNumber = await one(quiz(question('numerical', answer('100', '*'))));
    expect(anyNumber.line).toMatchObject({ status: 'unsupported', questionTypeId: null });
  });

  it('shortanswer: usecase, wildcards and fractions', async () => {
    const { draft } = await one(
      quiz(
        question(
          'shortanswer',
          '<usecase>0</usecase>' + answer('100', 'Paris') + answer('33.33333', 'Par*') + answer('0', ''),
        ),
      ),
    );
    expect(draft!.body).toEqual({
      type: 'shortAnswer',
      caseSensitive: false,
      answers: [
        { text: 'Paris', fraction: 1 },
        { text: 'Par*', fraction: 0.3333333 },
      ],
    });
  });

  it('matching: an empty subquestion text is a distractor, an empty subquestion is skipped', async () => {
    const sub = (stem: string, choice: string) =>
      `<subquestion format="html"><text>${stem}</text><answer><text>${choice}</text></answer></subquestion>`;
    const { line, draft } = await one(
      quiz(
        question(
          'matching',
          '<shuffleanswers>true</shuffleanswers><correctfeedback format="html"><text>Your answer is correct.</text></correctfeedback>' +
            sub('Cat', 'Mammal') +
            sub('Frog', 'Amphibian') +
            sub('', 'Fish') +
            sub('', ''),
        ),
      ),
    );
    expect(draft!.body).toEqual({
      type: 'matching',
      pairs: [
        { stem: 'Cat', choice: 'Mammal' },
        { stem: 'Frog', choice: 'Amphibian' },
      ],
      distractors: ['Fish'],
    });
    expect(line.reason).toBe('the feedback for correct, partly correct and incorrect answers is not kept');
  });

  it('multichoice: <single>false</single> is multiple response with negative fractions', async () => {
    const { draft } = await one(
      quiz(
        question(
          'multichoice',
          '<single>false</single>' + answer('50', 'a') + answer('50', 'b') + answer('-100', 'c'),
          'markdown',
        ),
      ),
    );
    expect(draft).toMatchObject({
      textFormat: 'markdown',
      body: { multiple: true, options: [{ fraction: 0.5 }, { fraction: 0.5 }, { fraction: -1 }] },
    });
  });

  it('truefalse: an old file with localised answers is read true first, as Moodle reads it', async () => {
    const { draft } = await one(quiz(question('truefalse', answer('0', 'Vrai') + answer('100', 'Faux'))));
    expect(draft!.body).toEqual({ type: 'trueFalse', correct: false });
  });

  it('ordering: all or nothing, per position and longest run; the relative gradings are unsupported', async () => {
    const scoring = async (grading: string) => (await one(quiz(ordering(grading)))).draft?.body;
    expect(await scoring('ALL_OR_NOTHING')).toEqual({
      type: 'ordering',
      scoring: 'allOrNothing',
      items: ['One', 'Two', 'Three', 'Four'],
    });
    expect(await scoring('ABSOLUTE_POSITION')).toMatchObject({ scoring: 'perPosition' });
    expect(await scoring('LONGEST_CONTIGUOUS_SUBSET')).toMatchObject({ scoring: 'longestRun' });
    expect(await scoring('6')).toMatchObject({ scoring: 'longestRun' });
    for (const grading of ['RELATIVE_NEXT_EXCLUDE_LAST', 'LONGEST_ORDERED_SUBSET', 'RELATIVE_TO_CORRECT']) {
      const { line } = await one(quiz(ordering(grading)));
      expect(line).toMatchObject({ status: 'unsupported', questionTypeId: null });
      expect(line.reason).toContain(grading);
    }
  });

  it('ordering: a random subset of the items is unsupported; a subset as large as the list is all of it', async () => {
    const subset = await one(
      quiz(ordering('ALL_OR_NOTHING', '<selecttype>RANDOM</selecttype><selectcount>3</selectcount>')),
    );
    expect(subset.line.reason).toBe('the ordering question shows 3 of its 4 items');
    const whole = await one(
      quiz(ordering('ALL_OR_NOTHING', '<selecttype>CONTIGUOUS</selecttype><selectcount>4</selectcount>')),
    );
    expect(whole.line.status).toBe('ok');
  });

  it('defaultgrade is the mark, generalfeedback the explanation, moodle_auto_format is plain', async () => {
    const { line, draft } = await one(
      quiz(
        question(
          'essay',
          '<defaultgrade>12.5000000</defaultgrade><graderinfo format="html"><text>Look for X</text></graderinfo>',
          'moodle_auto_format',
        ).replace(
          '<generalfeedback format="html"><text></text>',
          '<generalfeedback format="html"><text>Because.</text>',
        ),
      ),
    );
    expect(draft).toMatchObject({
      mark: 12.5,
      explanation: 'Because.',
      textFormat: 'plain',
      body: { type: 'descriptive' },
    });
    expect(line.reason).toBe('the information for graders and the response template are not kept');
  });
});
