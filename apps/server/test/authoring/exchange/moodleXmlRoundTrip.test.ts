import type { QuestionDraft } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { parseMoodleXml, writeMoodleXml } from '../../../src/modules/authoring/exchange/moodleXml/index.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0xff]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

const base = { textFormat: 'html', mark: 1, explanation: '' } as const;

/** One draft of every type, with what each carries: fractions, feedback, units, distractors, files, categories. */
export const ROUND_TRIP_DRAFTS: QuestionDraft[] = [
  {
    ...base,
    title: 'Capital',
    text: '<p>Which city is the capital of France? <img src="@@PLUGINFILE@@/map.png" alt="map"></p>',
    mark: 2.5,
    explanation: '<p>Paris has been the capital since 987 <img src="@@PLUGINFILE@@/crest.jpg"></p>',
    category: 'Geography/Europe',
    body: {
      type: 'choice',
      multiple: false,
      options: [
        { text: 'Paris', fraction: 1, feedback: '<b>Right</b>' },
        { text: '<img src="@@PLUGINFILE@@/crest.jpg"> Lyon', fraction: 0 },
        { text: 'Marseille & Nice', fraction: -0.3333333, feedback: 'No: "south"' },
      ],
    },
    files: [
      { name: 'map.png', mimeType: 'image/png', data: PNG },
      { name: 'crest.jpg', mimeType: 'image/jpeg', data: JPEG },
    ],
  },
  {
    ...base,
    title: 'Primes',
    text: 'Which are prime? (x < y && y > z)',
    textFormat: 'plain',
    category: 'Geography/Europe',
    body: {
      type: 'choice',
      multiple: true,
      options: [
        { text: '2', fraction: 0.3333333 },
        { text: '3', fraction: 0.3333333 },
        { text: '5', fraction: 0.3333334 },
        { text: '4', fraction: -1 },
      ],
    },
  },
  {
    ...base,
    title: 'Sun',
    text: 'The sun rises in the east.',
    textFormat: 'markdown',
    category: 'Science',
    body: { type: 'trueFalse', correct: true, feedbackFalse: 'It does rise in the east.' },
  },
  {
    ...base,
    title: 'Hindi',
    text: 'भारत की राजधानी क्या है? ]]> stays text',
    body: {
      type: 'shortAnswer',
      caseSensitive: true,
      answers: [
        { text: 'नई दिल्ली', fraction: 1, feedback: 'ঠিক' },
        { text: 'Delhi*', fraction: 0.5 },
      ],
    },
  },
  {
    ...base,
    title: 'Speed',
    text: 'How fast is light, in km/s?',
    mark: 3,
    body: {
      type: 'numerical',
      answers: [
        { value: 299792.458, tolerance: 0.5, fraction: 1, feedback: 'Exactly' },
        { value: 300000, tolerance: 1000, fraction: 0.5 },
        { value: -1e-7, tolerance: 0, fraction: 0 },
      ],
      units: [
        { unit: 'km/s', multiplier: 1 },
        { unit: 'm/s', multiplier: 1000 },
      ],
      unitRequired: true,
    },
  },
  {
    ...base,
    title: 'Optional units',
    text: 'How long is a marathon?',
    body: {
      type: 'numerical',
      answers: [{ value: 42.195, tolerance: 0.001, fraction: 1 }],
      units: [{ unit: 'km', multiplier: 1 }],
      unitRequired: false,
    },
  },
  {
    ...base,
    title: 'Rivers',
    text: 'Match each river with its country.',
    category: 'Science',
    body: {
      type: 'matching',
      pairs: [
        { stem: '<p>Seine <img src="@@PLUGINFILE@@/map.png"></p>', choice: 'France' },
        { stem: 'Thames', choice: 'England' },
        { stem: 'Loire', choice: 'France' },
      ],
      distractors: ['Spain', 'Italy'],
    },
    files: [{ name: 'map.png', mimeType: 'image/png', data: PNG }],
  },
  {
    ...base,
    title: 'Essay',
    text: 'Explain weather and climate.',
    mark: 10,
    explanation: 'Climate is weather over decades.',
    body: { type: 'descriptive' },
  },
  ...(['allOrNothing', 'perPosition', 'longestRun'] as const).map((scoring): QuestionDraft => ({
    ...base,
    title: `Order ${scoring}`,
    text: 'Put the planets in order from the sun.',
    body: { type: 'ordering', scoring, items: ['Mercury', 'Venus', 'Earth', '<i>Mars</i>'] },
  })),
  {
    ...base,
    title: 'Cloze',
    text: '<p>Paris is in {2:MULTICHOICE:=France#Yes~Spain#No}, {1:SHORTANSWER_C:=Paris~%50%paris} has {1:NUMERICAL:=2.1:0.05~%50%2:0.5} million people, {1:MULTIRESPONSE_HS:%50%Seine~%50%Marne~%-100%Rhine}.</p>',
    mark: 5,
    category: 'Geography/Europe',
    body: {
      type: 'cloze',
      blanks: [
        {
          no: 1,
          kind: 'choice',
          weight: 2,
          options: [
            { text: 'France', fraction: 1, feedback: 'Yes' },
            { text: 'Spain', fraction: 0, feedback: 'No' },
          ],
          multiple: false,
          layout: 'dropdown',
          shuffle: false,
        },
        {
          no: 2,
          kind: 'text',
          weight: 1,
          caseSensitive: true,
          answers: [
            { text: 'Paris', fraction: 1 },
            { text: 'paris', fraction: 0.5 },
          ],
        },
        {
          no: 3,
          kind: 'number',
          weight: 1,
          answers: [
            { value: 2.1, tolerance: 0.05, fraction: 1 },
            { value: 2, tolerance: 0.5, fraction: 0.5 },
          ],
        },
        {
          no: 4,
          kind: 'choice',
          weight: 1,
          options: [
            { text: 'Seine', fraction: 0.5 },
            { text: 'Marne', fraction: 0.5 },
            { text: 'Rhine', fraction: -1 },
          ],
          multiple: true,
          layout: 'horizontal',
          shuffle: true,
        },
      ],
    },
  },
  {
    ...base,
    text: 'Untitled, and back to no category after one.',
    body: { type: 'trueFalse', correct: false, feedbackTrue: 'No.', feedbackFalse: 'Yes.' },
    files: [{ name: 'unused file.bin', data: new Uint8Array([0, 1, 2, 255]) }],
  },
];

describe('Moodle XML round trip', () => {
  it('gives back every type, with its scoring, texts, files and categories', async () => {
    const xml = writeMoodleXml(ROUND_TRIP_DRAFTS);
    const bank = await parseMoodleXml(Buffer.from(xml));
    expect(bank.report.every((l) => l.status === 'ok')).toBe(true);
    const back = bank.questions.map((q) => q.draft);
    // A question without a title is named after its text (Moodle requires a name).
    const untitled = back.at(-1)!;
    expect(untitled.title).toBe('Untitled, and back to no category after one.');
    delete untitled.title;
    expect(back).toEqual(ROUND_TRIP_DRAFTS);
  });

  it('writes what Moodle reads: percentages with 7 places, CDATA, category entries, files per text area', () => {
    const xml = writeMoodleXml(ROUND_TRIP_DRAFTS);
    expect(xml).toContain('<answer fraction="-33.33333" format="html">');
    expect(xml).toContain('<answer fraction="33.33334" format="plain_text">');
    expect(xml).toContain('<text><![CDATA[Which are prime? (x < y && y > z)]]></text>');
    expect(xml).toContain('<![CDATA[भारत की राजधानी क्या है? ]]]]><![CDATA[> stays text]]>');
    // Geography/Europe, Science, none, Science, none, Geography/Europe, none: wherever the category changes.
    expect(xml.match(/<question type="category">/g)).toHaveLength(7);
    expect(xml).toContain('<text>$course$/top/Geography/Europe</text>');
    expect(xml).toContain('<text>$course$/top</text>');
    expect(xml).toContain('<defaultgrade>2.5000000</defaultgrade>');
    expect(xml).toContain('<gradingtype>LONGEST_CONTIGUOUS_SUBSET</gradingtype>');
    expect(xml).toContain('<unit_name>m/s</unit_name>');
    // crest.jpg is in the question text and, since they refer to it, in the general feedback and an option.
    expect(xml.match(/<file name="crest.jpg" path="\/" encoding="base64">/g)).toHaveLength(3);
    expect(xml).toContain(
      `<file name="map.png" path="/" encoding="base64">${Buffer.from(PNG).toString('base64')}</file>`,
    );
  });

  it('writes a cloze text held with [[n]] markers in Moodle syntax, and reads it back as such', async () => {
    const blanks = [
      { no: 1, kind: 'number' as const, weight: 1, answers: [{ value: 4, tolerance: 0, fraction: 1 }] },
      { no: 2, kind: 'text' as const, weight: 1, caseSensitive: false, answers: [{ text: 'four', fraction: 1 }] },
    ];
    const draft: QuestionDraft = {
      ...base,
      title: 'Markers',
      text: '2 + 2 = [[1]] ([[2]])',
      body: { type: 'cloze', blanks },
    };
    const xml = writeMoodleXml([draft]);
    expect(xml).toContain('<text>2 + 2 = {1:NUMERICAL:=4:0} ({1:SHORTANSWER:=four})</text>');
    const [back] = (await parseMoodleXml(Buffer.from(xml))).questions;
    expect(back!.draft).toEqual({ ...draft, text: '2 + 2 = {1:NUMERICAL:=4:0} ({1:SHORTANSWER:=four})' });
  });

  it('rounds fractions to Moodle precision and trims texts, as Moodle itself does on import', async () => {
    const draft: QuestionDraft = {
      ...base,
      title: 'Thirds',
      text: '  Pick two.  ',
      body: {
        type: 'choice',
        multiple: true,
        options: [
          { text: 'a', fraction: 1 / 3 },
          { text: 'b', fraction: 2 / 3 },
        ],
      },
    };
    const [back] = (await parseMoodleXml(Buffer.from(writeMoodleXml([draft])))).questions;
    expect(back!.draft.text).toBe('Pick two.');
    expect(back!.draft.body).toEqual({
      type: 'choice',
      multiple: true,
      options: [
        { text: 'a', fraction: 0.3333333 },
        { text: 'b', fraction: 0.6666667 },
      ],
    });
  });
});
