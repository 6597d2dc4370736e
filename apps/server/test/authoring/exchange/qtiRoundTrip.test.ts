import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateDraft, type QuestionDraft } from '@assessly/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { parseQtiPackage, writeQtiPackage } from '../../../src/modules/authoring/exchange/qti/index.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0xff]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

const base = { textFormat: 'html', mark: 1, explanation: '' } as const;

/** One draft of every type and scoring rule, with fractions, feedback, files, categories and formats. */
const DRAFTS: QuestionDraft[] = [
  {
    ...base,
    title: 'Capital',
    text: '<p>Which city is the capital of France? <img src="images/map.png" alt="map"/></p>',
    mark: 2.5,
    explanation: '<p>Paris has been the capital since 987 <img src="images/crest.jpg" alt=""/></p>',
    category: 'Geography/Europe',
    body: {
      type: 'choice',
      multiple: false,
      options: [
        { text: 'Paris', fraction: 1, feedback: '<b>Right</b>' },
        { text: '<img src="images/crest.jpg" alt=""/> Lyon', fraction: 0 },
        { text: 'Marseille & Nice', fraction: -0.3333333, feedback: 'No: "south"' },
      ],
    },
    files: [
      { name: 'images/map.png', mimeType: 'image/png', data: PNG },
      { name: 'images/crest.jpg', mimeType: 'image/jpeg', data: JPEG },
    ],
  },
  {
    ...base,
    title: 'Primes',
    text: 'Which are prime?\n(x < y && y > z)',
    textFormat: 'plain',
    category: 'Geography/Europe',
    body: {
      type: 'choice',
      multiple: true,
      options: [
        { text: '2', fraction: 0.5 },
        { text: '3', fraction: 0.5 },
        { text: '4', fraction: -1 },
        { text: '  spaced  out ', fraction: 0 },
      ],
    },
  },
  {
    ...base,
    text: '<p>Pick every even number.</p>',
    mark: 3,
    body: {
      type: 'choice',
      multiple: true,
      options: [
        { text: '2', fraction: 1 },
        { text: '4', fraction: 1 },
        { text: '5', fraction: 0 },
      ],
    },
  },
  {
    ...base,
    title: 'Sun',
    text: 'The sun rises in the **east**.',
    textFormat: 'markdown',
    category: 'Science',
    body: { type: 'trueFalse', correct: false, feedbackTrue: 'It rises in the east.', feedbackFalse: 'Yes.' },
  },
  {
    ...base,
    title: 'हिंदी',
    text: '<p>राजधानी का नाम लिखिए।</p>',
    explanation: 'Several\nlines of explanation',
    body: {
      type: 'shortAnswer',
      caseSensitive: true,
      answers: [
        { text: 'नई दिल्ली', fraction: 1, feedback: 'ठीक' },
        { text: 'Delhi', fraction: 0.5 },
        { text: 'New *', fraction: 0.25 },
      ],
    },
  },
  {
    ...base,
    text: '<p>Spell it, any case.</p>',
    body: { type: 'shortAnswer', caseSensitive: false, answers: [{ text: 'colour', fraction: 1 }] },
  },
  {
    ...base,
    title: 'Pi',
    text: '<p>Give π to two decimals.</p>',
    mark: 4,
    body: {
      type: 'numerical',
      answers: [
        { value: 3.14, tolerance: 0.005, fraction: 1, feedback: 'Good' },
        { value: 3, tolerance: 0, fraction: 0.1 },
        { value: -1e-7, tolerance: 0.25, fraction: -0.5 },
      ],
      units: [
        { unit: 'rad', multiplier: 1 },
        { unit: 'mrad', multiplier: 1000 },
      ],
      unitRequired: true,
    },
  },
  {
    ...base,
    title: 'Plays',
    text: '<p>Match the characters to their plays.</p>',
    mark: 3,
    body: {
      type: 'matching',
      pairs: [
        { stem: 'Capulet', choice: 'Romeo and Juliet' },
        { stem: 'Demetrius', choice: "A Midsummer Night's Dream" },
        { stem: 'Lysander', choice: "A Midsummer Night's Dream" },
      ],
      distractors: ['Hamlet', 'Romeo and Juliet'],
    },
  },
  ...(['allOrNothing', 'perPosition', 'longestRun'] as const).map((scoring, i): QuestionDraft => ({
    ...base,
    title: `Order ${scoring}`,
    text: '<p>Put them in order.</p>',
    mark: i + 1,
    category: 'History',
    body: { type: 'ordering', items: ['First', 'Second', 'Third', '<em>Fourth</em>'], scoring },
  })),
  {
    ...base,
    title: 'Cloze',
    text:
      '<p>The capital of France is {2:SHORTANSWER:=Paris#Yes~%50%Lutetia}; π is about {1:NUMERICAL:=3.14:0.01} ' +
      'and the sky is {3:MULTICHOICE_HS:=blue~%0%green#Look up~%33.33333%grey}.</p>',
    mark: 6,
    category: 'Mixed',
    body: {
      type: 'cloze',
      blanks: [
        {
          no: 1,
          kind: 'text',
          weight: 2,
          caseSensitive: false,
          answers: [
            { text: 'Paris', fraction: 1, feedback: 'Yes' },
            { text: 'Lutetia', fraction: 0.5 },
          ],
        },
        { no: 2, kind: 'number', weight: 1, answers: [{ value: 3.14, tolerance: 0.01, fraction: 1 }] },
        {
          no: 3,
          kind: 'choice',
          weight: 3,
          options: [
            { text: 'blue', fraction: 1 },
            { text: 'green', fraction: 0, feedback: 'Look up' },
            { text: 'grey', fraction: 0.3333333 },
          ],
          layout: 'horizontal',
          shuffle: true,
        },
      ],
    },
  },
  {
    ...base,
    text: 'Fill {1:SHORTANSWER_C:=this} in, plain.',
    textFormat: 'plain',
    body: {
      type: 'cloze',
      blanks: [{ no: 1, kind: 'text', weight: 1, caseSensitive: true, answers: [{ text: 'this', fraction: 1 }] }],
    },
  },
  {
    ...base,
    title: 'Cloze as Moodle XML gives it',
    text: '<p>Is {1:MULTICHOICE:=yes~%0%no} right, and {1:MULTIRESPONSE:%50%a~%50%b~%-100%c}?</p>',
    mark: 2,
    body: {
      type: 'cloze',
      blanks: [
        {
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
        },
        {
          no: 2,
          kind: 'choice',
          weight: 1,
          options: [
            { text: 'a', fraction: 0.5 },
            { text: 'b', fraction: 0.5 },
            { text: 'c', fraction: -1 },
          ],
          multiple: true,
          layout: 'vertical',
          shuffle: false,
        },
      ],
    },
  },
  {
    ...base,
    title: 'Essay',
    text: '<p>Describe your town.<br/>Use 30 words.</p>',
    mark: 10,
    explanation: 'Graded on <i>content</i> and form.',
    body: { type: 'descriptive' },
  },
  {
    ...base,
    text: '<p>Not well-formed <br> HTML &nbsp; kept</p>',
    body: { type: 'descriptive' },
  },
];

const dir = mkdtempSync(join(tmpdir(), 'assessly-qti-rt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function roundTrip(drafts: QuestionDraft[]) {
  const path = join(dir, `rt-${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(path, await writeQtiPackage(drafts));
  return parseQtiPackage(path);
}

describe('QTI 3.0 export and import: a round trip', () => {
  it('starts from drafts as the model has them (a cloze text holds its blanks in Moodle syntax)', () => {
    // validateDraft refuses a cloze whose text does not parse into its blanks (clozeBlanksMismatch…).
    expect(DRAFTS.map((d) => validateDraft(d))).toEqual(DRAFTS.map(() => expect.objectContaining({ ok: true })));
  });

  it('gives back every draft, in order, with every report line ok and no note', async () => {
    const bank = await roundTrip(DRAFTS);
    expect(bank.report.map((l) => [l.status, l.reason])).toEqual(DRAFTS.map(() => ['ok', '']));
    expect(bank.questions.map((q) => q.draft)).toEqual(DRAFTS);
  });

  it.each(DRAFTS.map((d, i) => [`${i + 1} ${d.body.type} ${d.title ?? ''}`, d] as const))(
    'keeps %s exactly on its own',
    async (_name, draft) => {
      const bank = await roundTrip([draft]);
      expect(bank.questions).toEqual([{ item: 'Q0001', draft }]);
    },
  );

  it('scores a QTI player can run: templates, MAXSCORE as the mark, points out of the mark', async () => {
    const { default: yauzl } = await import('yauzl');
    const path = join(dir, 'inspect.zip');
    writeFileSync(path, await writeQtiPackage(DRAFTS));
    const zip = await yauzl.openPromise(path, { lazyEntries: true });
    const texts = new Map<string, string>();
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      texts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
    }
    zip.close();
    expect(texts.get('imsmanifest.xml')).toContain('type="imsqti_test_xmlv3p0"');
    // A single answer with fractions maps points out of its mark (2.5); a multiple answer is a mapping
    // capped at its mark (the sum of fractions capped at 1); the true/false with feedback scores MAXSCORE
    // on the correct response in a processing that also shows the chosen option's feedback.
    expect(texts.get('items/Q0001/item.xml')).toContain('<qti-map-entry map-key="C3" mapped-value="-0.83333325"/>');
    expect(texts.get('items/Q0004/item.xml')).toContain('<qti-variable identifier="MAXSCORE"/>');
    expect(texts.get('items/Q0003/item.xml')).toContain('<qti-mapping default-value="0" upper-bound="3">');
    expect(texts.get('items/Q0006/item.xml')).toContain('rptemplates/map_response.xml');
    expect(texts.get('items/Q0001/images/map.png')).toBeDefined();
    expect(texts.get('tests/test.xml')).toContain('title="Geography/Europe"');
  });
});
