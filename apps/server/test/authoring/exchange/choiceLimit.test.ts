import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateDraft, type QuestionDraft } from '@assessly/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGift } from '../../../src/modules/authoring/exchange/gift/index.js';
import { parseMoodleXml } from '../../../src/modules/authoring/exchange/moodleXml/index.js';
import { parseQtiPackage } from '../../../src/modules/authoring/exchange/qti/index.js';
import { MAX_CHOICE_OPTIONS } from '../../../src/modules/authoring/exchange/reasons.js';
import { item, onePackage } from './qtiZip.js';

const dir = mkdtempSync(join(tmpdir(), 'assessly-choice-limit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ELEMENTS = ['Hydrogen', 'Helium', 'Carbon', 'Oxygen', 'Nitrogen', 'Chlorine'];
const SIX = 'the question has 6 options; a choice question here has at most 5';

/** QTI 3's "composition of water" (map_response, default -2, bounded 0..2), with the first n elements. */
const water = (n: number) =>
  item(
    'water',
    `<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier">
      <correctResponse><value>Hydrogen</value><value>Oxygen</value></correctResponse>
      <mapping lowerBound="0" upperBound="2" defaultValue="-2"><mapEntry mapKey="Hydrogen" mappedValue="1"/><mapEntry mapKey="Oxygen" mappedValue="1"/><mapEntry mapKey="Nitrogen" mappedValue="-1"/></mapping>
    </responseDeclaration><outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
    <itemBody><choiceInteraction responseIdentifier="RESPONSE" maxChoices="0"><prompt>Which elements form water?</prompt>${ELEMENTS.slice(
      0,
      n,
    )
      .map((e) => `<simpleChoice identifier="${e}">${e}</simpleChoice>`)
      .join('')}</choiceInteraction></itemBody>
    <responseProcessing template="http://www.imsglobal.org/question/qti_v2p2/rptemplates/map_response"/>`,
  );

const gift = (n: number) =>
  `Which elements form water? {${ELEMENTS.slice(0, n)
    .map((e, i) => (i === 0 ? `=${e}` : `~${e}`))
    .join(' ')}}`;

const moodle = (n: number) =>
  Buffer.from(
    `<quiz><question type="multichoice"><name><text>Water</text></name><questiontext><text>Which?</text></questiontext><single>true</single>${ELEMENTS.slice(
      0,
      n,
    )
      .map((e, i) => `<answer fraction="${i === 0 ? 100 : 0}"><text>${e}</text></answer>`)
      .join('')}</question></quiz>`,
  );

describe('a choice question holds at most five options (A to E)', () => {
  it('is the limit of the shared rule every stored question passes', () => {
    const choice = (n: number): QuestionDraft => ({
      text: 'Which?',
      textFormat: 'plain',
      mark: 1,
      explanation: '',
      body: {
        type: 'choice',
        multiple: false,
        options: ELEMENTS.slice(0, n).map((text, i) => ({ text, fraction: i ? 0 : 1 })),
      },
    });
    expect(MAX_CHOICE_OPTIONS).toBe(5);
    expect(validateDraft(choice(MAX_CHOICE_OPTIONS)).ok).toBe(true);
    expect(validateDraft(choice(MAX_CHOICE_OPTIONS + 1))).toMatchObject({ ok: false, reason: 'tooManyChoiceOptions' });
  });

  it('QTI: maps map_response with a default value and bounds to fractions of the upper bound, up to five options', async () => {
    const bank = await parseQtiPackage(await onePackage(dir, water(5)));
    expect(bank.report.map((l) => [l.status, l.questionTypeId])).toEqual([['ok', 1]]);
    // H 1, O 1, N -1, any other -2; bounded 0..2: the mark is 2 and each point half of it.
    const draft = bank.questions[0]!.draft;
    expect(draft.mark).toBe(2);
    expect(draft.body).toEqual({
      type: 'choice',
      multiple: true,
      options: [
        { text: 'Hydrogen', fraction: 0.5 },
        { text: 'Helium', fraction: -1 },
        { text: 'Carbon', fraction: -1 },
        { text: 'Oxygen', fraction: 0.5 },
        { text: 'Nitrogen', fraction: -0.5 },
      ],
    });
  });

  it('QTI: reports a choice interaction with six options as unsupported, naming the limit', async () => {
    const bank = await parseQtiPackage(await onePackage(dir, water(6)));
    expect(bank.questions).toEqual([]);
    expect(bank.report).toEqual([
      { item: 'water', title: 'T water', status: 'unsupported', reason: SIX, questionTypeId: null },
    ]);
  });

  it('GIFT: five options import, six are unsupported', () => {
    expect(parseGift(gift(5)).report.map((l) => l.status)).toEqual(['ok']);
    const bank = parseGift(gift(6));
    expect(bank.questions).toEqual([]);
    expect(bank.report.map((l) => [l.status, l.reason, l.questionTypeId])).toEqual([['unsupported', SIX, 1]]);
  });

  it('Moodle XML: five answers import, six are unsupported', async () => {
    expect((await parseMoodleXml(moodle(5))).report.map((l) => l.status)).toEqual(['ok']);
    const bank = await parseMoodleXml(moodle(6));
    expect(bank.questions).toEqual([]);
    expect(bank.report.map((l) => [l.status, l.reason])).toEqual([['unsupported', SIX]]);
  });

  it('reports a broken question as invalid before it counts its options', () => {
    const noCredit = `Which? {${ELEMENTS.map((e) => `~${e}`).join(' ')}}`;
    expect(parseGift(noCredit).report.map((l) => [l.status, l.reason])).toEqual([
      ['invalid', 'no answer gives any credit'],
    ]);
  });
});
