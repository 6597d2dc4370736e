import { Readable } from 'node:stream';
import type { ParsedBank } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { MoodleXmlError, parseMoodleXml } from '../../../src/modules/authoring/exchange/moodleXml/index.js';
import { ImportProblem } from '../../../src/modules/authoring/import/importProblem.js';
import { problemReason } from '../../../src/modules/authoring/import/importService.js';

const quiz = (...questions: string[]) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join('\n')}\n</quiz>\n`);

const question = (type: string, inner: string, name = `A ${type}`) =>
  `<question type="${type}"><name><text>${name}</text></name>` +
  `<questiontext format="html"><text><![CDATA[<p>Text of ${name}</p>]]></text></questiontext>${inner}</question>`;

const choice = (answers: string) => question('multichoice', `<single>true</single>${answers}`);
const answer = (fraction: string, text: string) => `<answer fraction="${fraction}"><text>${text}</text></answer>`;

async function refusal(xml: Buffer | string): Promise<MoodleXmlError> {
  try {
    await parseMoodleXml(Buffer.from(xml));
  } catch (error) {
    if (error instanceof MoodleXmlError) return error;
    throw error;
  }
  throw new Error('the file was not refused');
}

const line = (bank: ParsedBank, item: string) => bank.report.find((l) => l.item === item);

describe('Moodle XML: files that are not Moodle XML are refused with a typed error', () => {
  it('refuses XML that is not well-formed, naming the line, as an ImportProblem (a 202, never a 500)', async () => {
    const error = await refusal(
      '<?xml version="1.0"?>\n<quiz>\n<question type="truefalse">\n<name><text>x</name>\n</quiz>',
    );
    expect(error).toBeInstanceOf(ImportProblem);
    expect(error.row).toBe(4);
    expect(error.key).toBe('invalidMoodleXml');
    expect(error.detail).toMatch(/close tag/);
    // What the import flow answers (csvUploadInstruction's reason), in the caller's language.
    expect(problemReason('en', error)).toBe(
      `the file can not be read as Moodle XML (column ${error.xmlColumn}: unexpected close tag.)`,
    );
    expect(problemReason('bn', error)).toContain('Moodle XML হিসেবে পড়া যায় না');
  });

  it('refuses a file cut off in the middle, a document of another kind, and bytes that are not UTF-8', async () => {
    expect((await refusal('<quiz><question type="essay"><name>')).detail).toMatch(/unclosed|end/i);
    expect((await refusal('<html><body/></html>')).detail).toContain('not <quiz>');
    expect((await refusal('just text')).key).toBe('invalidMoodleXml');
    const latin1 = Buffer.concat([
      Buffer.from('<quiz><question type="essay"><name><text>caf'),
      Buffer.from([0xe9]),
      Buffer.from('</text></name></question></quiz>'),
    ]);
    expect((await refusal(latin1)).detail).toContain('UTF-8');
  });

  it('reads a file with a byte order mark, and an empty quiz as an empty bank', async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), quiz(question('essay', ''))]);
    expect((await parseMoodleXml(bom)).report).toMatchObject([{ item: '1', status: 'ok', questionTypeId: 2 }]);
    expect(await parseMoodleXml(quiz())).toEqual({ questions: [], report: [] });
  });

  it('reads a stream whose chunks split a character, a CDATA section and a tag', async () => {
    const whole = quiz(question('essay', '', 'हिन्दी प्रश्न &lt;b&gt;বাংলা&lt;/b&gt;'));
    const chunks = Array.from({ length: Math.ceil(whole.length / 7) }, (_, i) => whole.subarray(i * 7, i * 7 + 7));
    const bank = await parseMoodleXml(Readable.from(chunks));
    expect(bank).toEqual(await parseMoodleXml(whole));
    expect(bank.report[0]!.title).toBe('हिन्दी प्रश्न <b>বাংলা</b>');
  });

  it('expands no entity of a DTD (no entity expansion attack)', async () => {
    const doc =
      '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><quiz>&b;</quiz>';
    expect((await refusal(doc)).key).toBe('invalidMoodleXml');
  });
});

describe('Moodle XML: every question gets a report line', () => {
  it('reports the types it can not represent as unsupported, naming the type; categories are not items', async () => {
    const category = '<question type="category"><category><text>$course$/top/Maths</text></category></question>';
    const bank = await parseMoodleXml(
      quiz(
        category,
        question('calculated', '<answer fraction="100"><text>{a}+{b}</text></answer>'),
        question('ddwtos', ''),
        category,
        question('gapselect', ''),
        question('random', ''),
        question('description', ''),
        question('essay', ''),
      ),
    );
    expect(bank.report.map((l) => [l.item, l.title, l.status, l.questionTypeId])).toEqual([
      ['1', 'A calculated', 'unsupported', null],
      ['2', 'A ddwtos', 'unsupported', null],
      ['3', 'A gapselect', 'unsupported', null],
      ['4', 'A random', 'unsupported', null],
      ['5', 'A description', 'unsupported', null],
      ['6', 'A essay', 'ok', 2],
    ]);
    expect(line(bank, '1')!.reason).toContain('"calculated"');
    expect(line(bank, '2')!.reason).toContain('"ddwtos"');
    expect(line(bank, '4')!.reason).toContain('"random"');
    expect(line(bank, '5')!.reason).toContain('"description"');
    expect(bank.questions.map((q) => [q.item, q.draft.category])).toEqual([['6', 'Maths']]);
  });

  it('reports questions that break their type as invalid, with the type id and the reason', async () => {
    const bank = await parseMoodleXml(
      quiz(
        choice(answer('100', 'Only one')),
        choice(answer('0', 'a') + answer('0', 'b')),
        choice(answer('150', 'a') + answer('0', 'b')),
        choice(answer('100', '2#####3') + answer('0', '4')),
        question('truefalse', answer('100', 'true')),
        question('numerical', '<answer fraction="100"><text>pi</text><tolerance>0</tolerance></answer>'),
        question('shortanswer', answer('100', 'Paris')).replace(/<questiontext.*<\/questiontext>/, ''),
        '<question><name><text>No type</text></name></question>',
      ),
    );
    expect(bank.questions).toEqual([]);
    expect(bank.report.map((l) => [l.item, l.status, l.questionTypeId])).toEqual([
      ['1', 'invalid', 1],
      ['2', 'invalid', 1],
      ['3', 'invalid', 1],
      ['4', 'invalid', 1],
      ['5', 'invalid', 3],
      ['6', 'invalid', 5],
      ['7', 'invalid', 4],
      ['8', 'invalid', null],
    ]);
    expect(bank.report.map((l) => l.reason)).toEqual([
      'the question needs at least 2 answers',
      'no answer gives any credit',
      'the fraction "150" is not a number from -100 to 100',
      'the text "2#####3" contains #####, which separates the parts of an answer',
      'a true/false question needs one answer "true" and one "false"',
      'the answer "pi" is not a number',
      'the question has no text',
      'the question has no type attribute',
    ]);
  });

  it('reports a cloze text that is not valid cloze syntax, or whose answers hold #####', async () => {
    const cloze = (text: string) =>
      `<question type="cloze"><name><text>Cloze</text></name><questiontext format="html"><text>${text}</text></questiontext></question>`;
    const bank = await parseMoodleXml(
      quiz(cloze('No blank here.'), cloze('Open {1:SHORTANSWER:=Paris'), cloze('{1:MULTICHOICE:=a\\#\\#\\#\\#\\#b~c}')),
    );
    expect(bank.report.map((l) => [l.status, l.questionTypeId, l.reason])).toEqual([
      ['invalid', 8, 'the cloze text is not valid: it has no blank such as {1:SHORTANSWER:=answer}'],
      ['invalid', 8, 'the cloze text is not valid: blank 1 is not closed with }'],
      ['invalid', 8, 'the text "a#####b" contains #####, which separates the parts of an answer'],
    ]);
  });

  it('imports the good questions around a bad one, each with its own position', async () => {
    const good = choice(answer('100', 'yes') + answer('0', 'no'));
    const bank = await parseMoodleXml(quiz(good, question('calculatedmulti', ''), good));
    expect(bank.questions.map((q) => q.item)).toEqual(['1', '3']);
    expect(bank.report.map((l) => l.status)).toEqual(['ok', 'unsupported', 'ok']);
  });
});
