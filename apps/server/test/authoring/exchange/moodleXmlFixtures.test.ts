import { createReadStream, readFileSync } from 'node:fs';
import type { ParsedBank, QuestionBody, QuestionDraft } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { parseMoodleXml } from '../../../src/modules/authoring/exchange/moodleXml/index.js';

/** Moodle's own XML test fixtures (question/format/xml/tests/fixtures), kept unchanged beside the repo. */
const fixture = (name: string) => `../shared/fixtures/moodle/${name}`;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47];
const MP3_ID3 = [0x49, 0x44, 0x33];

function only(bank: ParsedBank, item: string): QuestionDraft {
  const found = bank.questions.find((q) => q.item === item);
  if (!found) throw new Error(`item ${item} was not imported: ${JSON.stringify(bank.report)}`);
  return found.draft;
}

function bodyOf<K extends QuestionBody['type']>(draft: QuestionDraft, type: K): Extract<QuestionBody, { type: K }> {
  expect(draft.body.type).toBe(type);
  return draft.body as Extract<QuestionBody, { type: K }>;
}

function fileStarts(draft: QuestionDraft, name: string, magic: number[]) {
  const file = draft.files?.find((f) => f.name === name);
  expect(file, `file ${name}`).toBeDefined();
  expect([...file!.data.subarray(0, magic.length)]).toEqual(magic);
  return file!;
}

describe('Moodle XML fixtures', () => {
  it('multichoice.xml: a single-answer choice with fractions, feedback and five embedded files', async () => {
    const bank = await parseMoodleXml(createReadStream(fixture('multichoice.xml')));
    expect(bank.report).toEqual([{ item: '1', title: 'Greeting', status: 'ok', reason: '', questionTypeId: 1 }]);
    const draft = only(bank, '1');
    expect(draft).toMatchObject({
      textFormat: 'html',
      mark: 1,
      explanation: '',
      category: 'Default for testhead/Multichoice',
    });
    expect(draft.text).toContain('<a href="@@PLUGINFILE@@/bonjour.mp3">');
    const body = bodyOf(draft, 'choice');
    expect(body.multiple).toBe(false);
    expect(body.options.map((o) => o.fraction)).toEqual([0, 1, 0, 0]);
    expect(body.options[1]).toMatchObject({ feedback: '<p>Yes, well done!</p>' });
    expect(body.options[1]!.text).toContain('@@PLUGINFILE@@/flag-france.jpg');
    expect(draft.files!.map((f) => f.name)).toEqual([
      'bonjour.mp3',
      'flag-uk.jpg',
      'flag-france.jpg',
      'flag-german.jpg',
      'flag-denmark.jpg',
    ]);
    expect(fileStarts(draft, 'bonjour.mp3', MP3_ID3).mimeType).toBe('audio/mpeg');
    expect(fileStarts(draft, 'flag-france.jpg', JPEG).mimeType).toBe('image/jpeg');
  });

  it('truefalse.xml: the right answer, feedback per answer, and files shared by both questions', async () => {
    const bank = await parseMoodleXml(readFileSync(fixture('truefalse.xml')));
    expect(bank.report.map((l) => [l.item, l.title, l.status, l.questionTypeId])).toEqual([
      ['1', 'Moodle acronym (False)', 'ok', 3],
      ['2', 'Moodle acronym (True)', 'ok', 3],
    ]);
    const [wrong, right] = [only(bank, '1'), only(bank, '2')];
    expect(bodyOf(wrong, 'trueFalse').correct).toBe(false);
    expect(bodyOf(right, 'trueFalse').correct).toBe(true);
    expect(bodyOf(wrong, 'trueFalse').feedbackFalse).toContain('Your answer is correct.');
    expect(bodyOf(wrong, 'trueFalse').feedbackTrue).toContain('@@PLUGINFILE@@/thumbdown.jpg');
    expect(wrong.explanation).toContain('documentation about Moodle');
    for (const draft of [wrong, right]) {
      expect(draft.files!.map((f) => f.name).sort()).toEqual(['infos.jpg', 'logo.jpg', 'thumbdown.jpg', 'thumbup.jpg']);
      fileStarts(draft, 'logo.jpg', JPEG);
    }
  });

  it('nested_categories_with_questions.xml: nested category paths without $course$, an essay as descriptive', async () => {
    const bank = await parseMoodleXml(createReadStream(fixture('nested_categories_with_questions.xml')));
    // Four category entries sit between the questions: item counts questions only.
    expect(bank.report.map((l) => [l.item, l.title, l.status, l.questionTypeId])).toEqual([
      ['1', 'Iota Question', 'ok', 3],
      ['2', 'Kappa Essay Question', 'ok', 2],
      ['3', 'Kappa Question', 'ok', 3],
      ['4', 'Lambda Question', 'ok', 3],
      ['5', 'Mu Question', 'ok', 3],
    ]);
    expect(bank.questions.map((q) => q.draft.category)).toEqual([
      'Iota',
      'Iota/Kappa',
      'Iota/Kappa',
      'Iota/Kappa/Lambda',
      'Iota/Mu',
    ]);
    const essay = only(bank, '2');
    expect(essay).toMatchObject({
      text: 'Testing Kappa Essay Question',
      textFormat: 'plain',
      body: { type: 'descriptive' },
    });
    expect(only(bank, '4')).toMatchObject({ text: '<p>Testing Lambda Question</p>', mark: 1, explanation: '' });
  });

  it('multianswer.xml: a cloze question with its five blanks and three embedded images', async () => {
    const bank = await parseMoodleXml(createReadStream(fixture('multianswer.xml')));
    expect(bank.report).toEqual([
      { item: '1', title: 'cloze with images', status: 'ok', reason: '', questionTypeId: 8 },
    ]);
    const draft = only(bank, '1');
    // The text keeps Moodle's cloze syntax and its @@PLUGINFILE@@ references; the mark is the blanks' weights.
    expect(draft.text).toContain('* Tucson: {1:MULTICHOICE:California#Wrong~%100%Arizona#OK}');
    expect(draft.text).toContain('<img src="@@PLUGINFILE@@/arizona_2.png"');
    expect(draft).toMatchObject({ textFormat: 'html', mark: 5, category: 'Default for Test images in backup' });
    expect(draft.explanation).toContain('@@PLUGINFILE@@/moodle.png');
    const { blanks } = bodyOf(draft, 'cloze');
    expect(blanks.map((b) => [b.no, b.kind, b.weight])).toEqual([
      [1, 'choice', 1],
      [2, 'choice', 1],
      [3, 'choice', 1],
      [4, 'choice', 1],
      [5, 'text', 1],
    ]);
    expect(blanks[1]).toMatchObject({
      options: [
        { text: 'California', fraction: 0, feedback: 'Wrong' },
        { text: 'Arizona', fraction: 1, feedback: 'OK' },
      ],
    });
    expect(blanks[4]).toMatchObject({
      caseSensitive: false,
      answers: [
        { text: 'Paris', fraction: 1 },
        { text: 'Marseille', fraction: 0.5 },
        { text: '*', fraction: 0 },
      ],
    });
    // Two images in the question text and one in the general feedback, each a real PNG.
    expect(draft.files!.map((f) => [f.name, f.mimeType])).toEqual([
      ['arizona_2.png', 'image/png'],
      ['california-state-flag.png', 'image/png'],
      ['moodle.png', 'image/png'],
    ]);
    for (const name of ['arizona_2.png', 'california-state-flag.png', 'moodle.png']) fileStarts(draft, name, PNG);
  });

  it('reads a Buffer and a stream alike', async () => {
    const names = ['multichoice.xml', 'truefalse.xml', 'nested_categories_with_questions.xml', 'multianswer.xml'];
    for (const name of names) {
      expect(await parseMoodleXml(readFileSync(fixture(name)))).toEqual(
        await parseMoodleXml(createReadStream(fixture(name), { highWaterMark: 1024 })),
      );
    }
  });
});
