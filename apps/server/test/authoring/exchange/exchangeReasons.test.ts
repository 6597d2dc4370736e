import { readFileSync } from 'node:fs';
import { LOCALES, type ParsedBank } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';
import { parseGift, writeGift } from '../../../src/modules/authoring/exchange/gift/index.js';
import { parseMoodleXml } from '../../../src/modules/authoring/exchange/moodleXml/index.js';
import { parseQtiPackage } from '../../../src/modules/authoring/exchange/qti/index.js';
import { ReasonNotes, reasonsText, reasonText } from '../../../src/modules/authoring/exchange/reasons.js';

const QTI22 = '../shared/fixtures/qti/qti22-items.zip';
const OTHER_LOCALES = LOCALES.filter((l) => l !== 'en');

/** The reasons of a bank's report, by item. */
const reasonsOf = (bank: ParsedBank) => bank.report.map((l) => [l.item, l.reason]);

describe('the reasons of an exchange report, in the caller’s language', () => {
  it('says each reason of the QTI 2.2 package in every language, English by default', async () => {
    const english = await parseQtiPackage(QTI22);
    expect(reasonsOf(await parseQtiPackage(QTI22, { locale: 'en' }))).toEqual(reasonsOf(english));
    const explained = english.report.filter((l) => l.reason !== '');
    expect(explained.length).toBeGreaterThan(30);
    for (const locale of OTHER_LOCALES) {
      const bank = await parseQtiPackage(QTI22, { locale });
      // Same items, statuses and drafts; every reason said, and none of them in English.
      expect(bank.questions).toEqual(english.questions);
      bank.report.forEach((line, i) => {
        const en = english.report[i]!;
        expect([line.item, line.status], locale).toEqual([en.item, en.status]);
        expect(line.reason === '', `${locale} ${line.item}`).toBe(en.reason === '');
        if (en.reason !== '') expect(line.reason, `${locale} ${line.item}`).not.toBe(en.reason);
      });
    }
    const upload = (await parseQtiPackage(QTI22, { locale: 'es' })).report.find((l) => l.item === 'upload');
    expect(upload!.reason).toBe('las interacciones upload no se pueden representar aquí');
  });

  it('says GIFT refusals and notes in the asked language', () => {
    const gift = '::Bad::Weight {~%150%a =b}\n\n::Any::Number {#2 ~#anything else}\n\nNo block at all';
    expect(reasonsOf(parseGift(gift))).toEqual([
      ['1', 'the weight 150% is not between -100% and 100%'],
      ['2', 'the feedback for any other number ("anything else") is not kept'],
      ['3', 'description items are not questions (the text has no answer block {…})'],
    ]);
    expect(reasonsOf(parseGift(gift, { locale: 'it' }))).toEqual([
      ['1', 'il peso 150% non è compreso tra -100% e 100%'],
      ['2', 'il commento per qualsiasi altro numero («anything else») non viene conservato'],
      ['3', 'le descrizioni non sono domande (il testo non ha un blocco di risposte {…})'],
    ]);
  });

  it('says why a GIFT export leaves a question out in the asked language', () => {
    const cloze = {
      text: 'Paris is in {1:SHORTANSWER:=France}',
      textFormat: 'plain' as const,
      mark: 1,
      explanation: '',
      body: {
        type: 'cloze' as const,
        blanks: [
          {
            no: 1,
            kind: 'text' as const,
            weight: 1,
            caseSensitive: false,
            answers: [{ text: 'France', fraction: 1 }],
          },
        ],
      },
    };
    expect(writeGift([cloze]).skipped[0]!.reason).toBe(translations.en.importReasons.exportCloze);
    expect(writeGift([cloze], { locale: 'bn' }).skipped[0]!.reason).toBe(translations.bn.importReasons.exportCloze);
  });

  it('says Moodle XML refusals, cloze syntax errors and notes in the asked language', async () => {
    const xml = Buffer.from(
      `<quiz><question type="calculated"><name><text>Calc</text></name><questiontext><text>x</text></questiontext></question>
      <question type="cloze"><name><text>Open</text></name><questiontext><text>Open {1:SHORTANSWER:=Paris</text></questiontext></question>
      <question type="essay"><name><text>Essay</text></name><questiontext><text>Write</text></questiontext>
        <graderinfo><text>Look for X</text></graderinfo></question></quiz>`,
    );
    expect(reasonsOf(await parseMoodleXml(xml, { locale: 'in' }))).toEqual([
      ['1', 'Moodle प्रश्न प्रकार "calculated" यहाँ दर्शाया नहीं जा सकता'],
      ['2', 'क्लोज़ पाठ मान्य नहीं है: रिक्त स्थान 1 } से बंद नहीं किया गया है'],
      ['3', 'जाँचकर्ताओं के लिए जानकारी और उत्तर का टेम्पलेट नहीं रखे जाते'],
    ]);
  });
});

describe('reasonText', () => {
  it('fills the placeholders, cutting a long quoted value to keep the line readable', () => {
    const value = `${'é'.repeat(70)}`;
    const text = reasonText('es', { key: 'badNumber', params: { value } });
    expect(text).toBe(`la respuesta «${'é'.repeat(57)}…» no es un número`);
    expect(reasonText('en', { key: 'tooFewAnswers', params: { min: 2 } })).toBe(
      'the question needs at least 2 answers',
    );
  });

  it('keeps each note once, in the order noted, and joins them', () => {
    const notes = new ReasonNotes();
    notes.add('noteFeedback');
    notes.add('noteMissingImage', { file: 'a.png' });
    notes.add('noteFeedback');
    expect(reasonsText('en', notes.all)).toBe(
      'its feedback shown by outcome (modal or inline) is not kept; the image a.png is not in the package and is left out',
    );
  });

  it('has a text for every parseCloze refusal (a Moodle XML cloze reason of the same name)', () => {
    const source = readFileSync('packages/shared/src/authoring/questionTypes/cloze/clozeSyntax.ts', 'utf8');
    const errors = /export type ClozeError =([^;]+);/.exec(source)![1]!.match(/'(\w+)'/g)!;
    for (const error of errors.map((e) => e.slice(1, -1)))
      expect(Object.keys(translations.en.importReasons), error).toContain(error);
  });
});
