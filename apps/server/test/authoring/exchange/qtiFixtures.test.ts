import { validateDraft, type ImportReportLine, type ParsedBank, type QuestionDraft } from '@assessly/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseQtiPackage } from '../../../src/modules/authoring/exchange/qti/index.js';

// 1EdTech's own example packages (../shared/fixtures/README.md), read as they are.
const QTI3 = '../shared/fixtures/qti/qti3-shared-vocabulary.zip';
const QTI22 = '../shared/fixtures/qti/qti22-items.zip';

const count = (bank: ParsedBank, status: ImportReportLine['status']) =>
  bank.report.filter((l) => l.status === status).length;

function draftOf(bank: ParsedBank, item: string, title?: string): QuestionDraft {
  const found = bank.questions.filter((q) => q.item === item && (title === undefined || q.draft.title === title));
  expect(found, `${item} ${title ?? ''}`).toHaveLength(1);
  return found[0]!.draft;
}

const lineOf = (bank: ParsedBank, item: string) => bank.report.find((l) => l.item === item);

function expectEveryLineExplained(bank: ParsedBank) {
  for (const line of bank.report.filter((l) => l.status !== 'ok')) {
    expect(line.reason, line.item).not.toBe('');
    expect(line.questionTypeId).toBeNull();
  }
  expect(bank.questions.map((q) => q.item)).toEqual(bank.report.filter((l) => l.status === 'ok').map((l) => l.item));
  // What ok promises: the import flow stores each draft after the shared rule accepts it.
  for (const { item, draft } of bank.questions) expect(validateDraft(draft), item).toMatchObject({ ok: true });
}

describe('the QTI 3.0 shared vocabulary package', () => {
  let bank: ParsedBank;
  beforeAll(async () => {
    bank = await parseQtiPackage(QTI3);
  });

  it('reports every item: 5 imported, 23 it can not represent, none broken', () => {
    expect(bank.report).toHaveLength(28);
    expect([count(bank, 'ok'), count(bank, 'unsupported'), count(bank, 'invalid')]).toEqual([5, 23, 0]);
    expect(bank.report.filter((l) => l.status === 'ok').map((l) => l.questionTypeId)).toEqual([1, 2, 2, 6, 8]);
    expectEveryLineExplained(bank);
  });

  it('reads a single choice with its image from the package', () => {
    const draft = draftOf(bank, 'qti3-unattended-luggage-01');
    expect(draft.title).toBe('Unattended Luggage QTI3');
    expect(draft.text).toContain('<img src="images/sign.png" alt="NEVER LEAVE LUGGAGE UNATTENDED"/>');
    expect(draft.text).toContain('<p>What does it say?</p>');
    expect(draft.body).toEqual({
      type: 'choice',
      multiple: false,
      options: [
        { text: 'You must stay with your luggage at all times.', fraction: 1 },
        { text: 'Do not let someone else look after your luggage.', fraction: 0 },
        { text: 'Remember your luggage when you leave.', fraction: 0 },
      ],
    });
    expect(draft.files).toHaveLength(1);
    expect(draft.files![0]).toMatchObject({ name: 'images/sign.png', mimeType: 'image/png' });
    expect(draft.files![0]!.data.length).toBe(4029);
  });

  it('leaves out the multiple choice of six elements: a choice question here has at most five options', () => {
    // Its map_response reading is tested on the same item cut to five options (choiceLimit.test.ts).
    expect(lineOf(bank, 'qti3-choice-multiple-01')).toMatchObject({
      status: 'unsupported',
      reason: 'the question has 6 options; a choice question here has at most 5',
    });
  });

  it('reads a gap match as a cloze text with choice blanks weighted by their points', () => {
    const draft = draftOf(bank, 'qti3-gap-match-01');
    // The blanks stand in the text in Moodle's cloze syntax, as every cloze draft holds them.
    expect(draft.text).toContain(
      'Now is the {1:MULTICHOICE:=winter~%-100%spring~%-100%summer~%-100%autumn} of our discontent',
    );
    expect(draft.text).toContain('Made glorious {2:MULTICHOICE:%-50%winter~%-50%spring~=summer~%-50%autumn} by this');
    expect(draft.mark).toBe(3);
    const body = draft.body as Extract<QuestionDraft['body'], { type: 'cloze' }>;
    expect(body.blanks.map((b) => [b.kind, b.weight])).toEqual([
      ['choice', 1],
      ['choice', 2],
    ]);
    const second = body.blanks[1] as Extract<(typeof body.blanks)[number], { kind: 'choice' }>;
    expect(second.options.map((o) => [o.text, o.fraction])).toEqual([
      ['winter', -0.5],
      ['spring', -0.5],
      ['summer', 1],
      ['autumn', -0.5],
    ]);
  });

  it('reads a custom isNull / mapResponse processing as map_response, and notes the unequal pairs', () => {
    const draft = draftOf(bank, 'qti3-match-01');
    expect(draft.body).toEqual({
      type: 'matching',
      pairs: [
        { stem: 'Capulet', choice: 'Romeo and Juliet' },
        { stem: 'Demetrius', choice: "A Midsummer-Night's Dream" },
        { stem: 'Lysander', choice: "A Midsummer-Night's Dream" },
        { stem: 'Prospero', choice: 'The Tempest' },
      ],
      distractors: [],
    });
    expect(lineOf(bank, 'qti3-match-01')!.reason).toBe(
      'every pair scores the same here (the package weighted them 1, 0.5)',
    );
  });

  it('says why the others are left out', () => {
    expect(lineOf(bank, 'qti3-hotspot-01')!.reason).toBe('hotspot interactions can not be represented here');
    expect(lineOf(bank, 'qti3-graphic-gap-match-02')!.reason).toBe(
      'graphic gap match interactions can not be represented here',
    );
    expect(lineOf(bank, 'qti3-hottext-01')!.status).toBe('unsupported');
    expect(lineOf(bank, 'qti3-unattended-luggage-05')!.reason).toBe(
      'the item holds 12 choice interactions; a question here holds one',
    );
    // Ten of the eleven text entries are layout demonstrations with no key.
    expect(lineOf(bank, 'qti3-text-entry-01')!.reason).toBe(
      'the response RESPONSE1 is not scored by the response processing',
    );
  });
});

describe('the QTI 2.2 items package', () => {
  let bank: ParsedBank;
  beforeAll(async () => {
    bank = await parseQtiPackage(QTI22);
  });

  it('reports every item: 23 imported, 33 it can not represent, 1 broken', () => {
    expect(bank.report).toHaveLength(57);
    expect([count(bank, 'ok'), count(bank, 'unsupported'), count(bank, 'invalid')]).toEqual([23, 33, 1]);
    const types = bank.report.filter((l) => l.status === 'ok').map((l) => l.questionTypeId);
    const perType = Object.fromEntries([1, 2, 3, 6, 7, 8].map((t) => [t, types.filter((x) => x === t).length]));
    expect(perType).toEqual({ 1: 9, 2: 4, 3: 2, 6: 2, 7: 2, 8: 4 });
    expectEveryLineExplained(bank);
  });

  it('reads a true/false choice with MAXSCORE as the mark and the choices feedback', () => {
    expect(draftOf(bank, 'Example02-feedbackInline')).toMatchObject({
      mark: 10,
      body: { type: 'trueFalse', correct: true, feedbackTrue: "That's correct", feedbackFalse: "That's not correct" },
    });
    expect(lineOf(bank, 'Example01-modalFeedback')!.reason).toBe(
      'its feedback shown by outcome (modal or inline) is not kept',
    );
  });

  it('reads a text entry in running text as a case-sensitive cloze blank with partial credit', () => {
    const draft = draftOf(bank, 'textEntry');
    expect(draft.text).toContain('Made glorious summer by this sun of\n{1:SHORTANSWER_C:=York~%50%york};');
    expect(draft.body).toEqual({
      type: 'cloze',
      blanks: [
        {
          no: 1,
          kind: 'text',
          weight: 1,
          caseSensitive: true,
          answers: [
            { text: 'York', fraction: 1 },
            { text: 'york', fraction: 0.5 },
          ],
        },
      ],
    });
  });

  it('reads order, associate and a nested object image', () => {
    expect(draftOf(bank, 'order', 'Grand Prix of Bahrain').body).toEqual({
      type: 'ordering',
      items: ['Michael Schumacher', 'Rubens Barrichello', 'Jenson Button'],
      scoring: 'allOrNothing',
    });
    expect(draftOf(bank, 'associate').body).toEqual({
      type: 'matching',
      pairs: [
        { stem: 'Antonio', choice: 'Prospero' },
        { stem: 'Capulet', choice: 'Montague' },
        { stem: 'Demetrius', choice: 'Lysander' },
      ],
      distractors: [],
    });
    // <object image/eps> holding <object image/png>: the PNG is what a browser can show.
    const essay = draftOf(bank, 'nestedObject');
    expect(essay.body).toEqual({ type: 'descriptive' });
    expect(essay.files?.map((f) => f.name)).toEqual(['images/postcard.png']);
  });

  it('refuses what it can not represent, each with its reason', () => {
    const reasons = new Map(bank.report.map((l) => [l.item, l]));
    expect(reasons.get('adaptive')!.reason).toContain('adaptive item');
    expect(reasons.get('Divisors')!.reason).toContain('template variables');
    expect(reasons.get('upload')!.reason).toBe('upload interactions can not be represented here');
    expect(reasons.get('orderPartialScoring')!.reason).toBe(
      'its response processing is not one of the standard templates nor equivalent to one',
    );
    expect(reasons.get('questionnaire')!.reason).toBe(
      'the item is not scored: it has no response processing and no correct response',
    );
    expect(reasons.get('multi-input')!.reason).toMatch(/^the item combines several kinds of interaction \(choice, /);
    // Choices beyond optionA–E: two multiple responses of six and a single choice of ten.
    expect(
      bank.report.filter((l) => /options; a choice question/.test(l.reason)).map((l) => [l.item, l.reason]),
    ).toEqual([
      ['choiceMultiple', 'the question has 6 options; a choice question here has at most 5'],
      ['choiceMultiple', 'the question has 6 options; a choice question here has at most 5'],
      ['choice', 'the question has 10 options; a choice question here has at most 5'],
    ]);
    // data-attributes.xml pairs "gap text" the wrong way round (a directedPair is "gapText gap").
    expect(bank.report.filter((l) => l.status === 'invalid')).toEqual([
      {
        item: 'gapMatch',
        title: 'Charting Data',
        status: 'invalid',
        reason: 'the pair "C1 circle" does not join two choices of the item',
        questionTypeId: null,
      },
    ]);
  });
});
