import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseQtiPackage, QtiPackageError } from '../../../src/modules/authoring/exchange/qti/index.js';
import { item, manifest, NS, resource, SCORE, zipOf as zipIn } from './qtiZip.js';

const dir = mkdtempSync(join(tmpdir(), 'assessly-qti-pkg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const zipOf = (files: Record<string, string>) => zipIn(dir, files);

/** A numerical item scored by a condition chain of `equal` with an absolute tolerance. */
const NUMERIC = item(
  'numeric',
  `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="float"/>${SCORE}
  <itemBody><p>How much is 1/3?</p><p><textEntryInteraction responseIdentifier="RESPONSE"/></p></itemBody>
  <responseProcessing><responseCondition>
    <responseIf><equal toleranceMode="absolute" tolerance="0.01 0.01"><variable identifier="RESPONSE"/><baseValue baseType="float">0.333</baseValue></equal>
      <setOutcomeValue identifier="SCORE"><baseValue baseType="float">2</baseValue></setOutcomeValue></responseIf>
    <responseElseIf><equal toleranceMode="exact"><variable identifier="RESPONSE"/><baseValue baseType="float">0.3</baseValue></equal>
      <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue></responseElseIf>
    <responseElse><setOutcomeValue identifier="SCORE"><baseValue baseType="float">0</baseValue></setOutcomeValue></responseElse>
  </responseCondition></responseProcessing>`,
);

/** An ordering scored per position by one accumulating condition per position. */
const POSITIONS = item(
  'positions',
  `<responseDeclaration identifier="RESPONSE" cardinality="ordered" baseType="identifier"><correctResponse><value>B</value><value>A</value></correctResponse></responseDeclaration>${SCORE}
  <itemBody><orderInteraction responseIdentifier="RESPONSE"><prompt>Order them</prompt><simpleChoice identifier="A">a</simpleChoice><simpleChoice identifier="B">b</simpleChoice></orderInteraction></itemBody>
  <responseProcessing>${['B', 'A']
    .map(
      (
        id,
        i,
      ) => `<responseCondition><responseIf><match><index n="${i + 1}"><variable identifier="RESPONSE"/></index><baseValue baseType="identifier">${id}</baseValue></match>
      <setOutcomeValue identifier="SCORE"><sum><variable identifier="SCORE"/><baseValue baseType="float">0.5</baseValue></sum></setOutcomeValue></responseIf></responseCondition>`,
    )
    .join('')}</responseProcessing>`,
);

/** A short answer with no response processing but a correct response: read as match_correct. */
const NO_PROCESSING = item(
  'noProcessing',
  `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"><correctResponse><value>Paris</value></correctResponse></responseDeclaration>
  <itemBody><p onclick="alert(1)">Capital? <script>alert(1)</script><img src="missing.png" alt=""/></p><p><textEntryInteraction responseIdentifier="RESPONSE"/></p></itemBody>`,
);

const LITERAL_STAR = item(
  'star',
  `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"><mapping defaultValue="0"><mapEntry mapKey="a*b" mappedValue="1"/></mapping></responseDeclaration>${SCORE}
  <itemBody><p><textEntryInteraction responseIdentifier="RESPONSE"/></p></itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p2/rptemplates/map_response"/>`,
);

const TEST = `<assessmentTest ${NS} identifier="T" title="T"><testPart identifier="P" navigationMode="linear" submissionMode="individual">
  <assessmentSection identifier="S1" title="Maths" visible="true">
    <assessmentSection identifier="S2" title="Fractions" visible="true"><assessmentItemRef identifier="n" href="../items/numeric.xml"/></assessmentSection>
    <assessmentItemRef identifier="p" href="../items/positions.xml"/>
  </assessmentSection></testPart></assessmentTest>`;

describe('QTI packages built by hand', () => {
  it('orders the items as the test lists them, its sections as categories, then the rest', async () => {
    const path = await zipOf({
      'imsmanifest.xml': manifest([
        resource('r-none', 'items/noProcessing.xml'),
        resource('r-pos', 'items/positions.xml'),
        resource('r-num', 'items/numeric.xml'),
        resource('test', 'tests/test.xml', 'imsqti_test_xmlv2p2'),
        resource('r-broken', 'items/broken.xml'),
        resource('r-gone', 'items/gone.xml'),
        resource('r-star', 'items/star.xml'),
        resource('r-old', 'old.xml', 'imsqti_xmlv1p2'),
      ]),
      'tests/test.xml': TEST,
      'items/numeric.xml': NUMERIC,
      'items/positions.xml': POSITIONS,
      'items/noProcessing.xml': NO_PROCESSING,
      'items/star.xml': LITERAL_STAR,
      'items/broken.xml': '<assessmentItem><itemBody></assessmentItem>',
    });
    const bank = await parseQtiPackage(path);
    expect(bank.report.map((l) => [l.item, l.status])).toEqual([
      ['numeric', 'ok'],
      ['positions', 'ok'],
      ['noProcessing', 'ok'],
      ['r-broken', 'invalid'],
      ['r-gone', 'invalid'],
      ['star', 'unsupported'],
      ['r-old', 'unsupported'],
    ]);
    const [numeric, positions, noProcessing] = bank.questions.map((q) => q.draft);
    expect(numeric).toMatchObject({
      category: 'Maths/Fractions',
      mark: 2,
      body: {
        type: 'numerical',
        answers: [
          { value: 0.333, tolerance: 0.01, fraction: 1 },
          { value: 0.3, tolerance: 0, fraction: 0.5 },
        ],
        units: [],
        unitRequired: false,
      },
    });
    expect(positions).toMatchObject({
      category: 'Maths',
      mark: 1,
      body: { type: 'ordering', items: ['b', 'a'], scoring: 'perPosition' },
    });
    expect(noProcessing!.body).toEqual({
      type: 'shortAnswer',
      caseSensitive: true,
      answers: [{ text: 'Paris', fraction: 1 }],
    });
    expect(noProcessing!.category).toBeUndefined();
    // Scripts and event handlers never reach the text; a missing image is noted, not invented.
    expect(noProcessing!.text).toBe('<p>Capital? <img src="missing.png" alt=""/></p>');
    expect(noProcessing!.files).toBeUndefined();
    const reasons = Object.fromEntries(bank.report.map((l) => [l.item, l.reason]));
    expect(reasons.noProcessing).toBe('the image missing.png is not in the package and is left out');
    expect(reasons['r-broken']).toMatch(/^the item is not well-formed XML \(line 1/);
    expect(reasons['r-gone']).toBe('the file items/gone.xml is not in the package');
    expect(reasons.star).toBe('the answer "a*b" contains *, which is a wildcard here');
    expect(reasons['r-old']).toBe('the resource type "imsqti_xmlv1p2" is not a QTI 2.1, 2.2 or 3.0 item');
  });

  it('refuses a file that is not a zip, and a zip with no manifest, as a whole', async () => {
    const notZip = join(dir, 'not.zip');
    writeFileSync(notZip, 'hello');
    await expect(parseQtiPackage(notZip)).rejects.toBeInstanceOf(QtiPackageError);
    const noManifest = await zipOf({ 'item.xml': NUMERIC });
    await expect(parseQtiPackage(noManifest)).rejects.toMatchObject({
      key: 'invalidQtiPackage',
      detail: 'the package has no imsmanifest.xml',
    });
    const badManifest = await zipOf({ 'imsmanifest.xml': '<manifest><resources>' });
    await expect(parseQtiPackage(badManifest)).rejects.toMatchObject({ key: 'invalidQtiPackage' });
  });
});

describe('a multiple choice scored all or nothing (match_correct)', () => {
  it('gives each right option its share and each wrong one -1, and notes the difference', async () => {
    const path = await zipOf({
      'imsmanifest.xml': manifest([resource('r', 'multi.xml')]),
      'multi.xml': item(
        'multi',
        `<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier"><correctResponse><value>A</value><value>C</value></correctResponse></responseDeclaration>${SCORE}
        <itemBody><choiceInteraction responseIdentifier="RESPONSE" maxChoices="0"><simpleChoice identifier="A">a</simpleChoice><simpleChoice identifier="B">b</simpleChoice><simpleChoice identifier="C">c</simpleChoice></choiceInteraction></itemBody>
        <responseProcessing template="http://www.imsglobal.org/question/qti_v2p2/rptemplates/match_correct"/>`,
      ),
    });
    const bank = await parseQtiPackage(path);
    expect(bank.questions[0]!.draft.body).toEqual({
      type: 'choice',
      multiple: true,
      options: [
        { text: 'a', fraction: 0.5 },
        { text: 'b', fraction: -1 },
        { text: 'c', fraction: 0.5 },
      ],
    });
    expect(bank.report[0]!.reason).toBe('the package scored all or nothing; here each right choice scores its share');
  });
});
