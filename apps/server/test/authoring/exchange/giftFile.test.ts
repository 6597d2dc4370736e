import { QUESTION_TYPE_ID, type ParsedBank } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { parseGift } from '../../../src/modules/authoring/exchange/gift/index.js';

const line = (bank: ParsedBank, item: string) => bank.report.find((l) => l.item === item);

describe('GIFT file encodings', () => {
  it('reads Windows-1252 bytes (é, €, ’, ü) when the file is not valid UTF-8', () => {
    // "Café costs 3€ – isn’t it?{=oui ~nein über}" as an editor saves it in "ANSI".
    const bytes = Buffer.concat([
      Buffer.from('Caf'),
      Buffer.from([0xe9]),
      Buffer.from(' costs 3'),
      Buffer.from([0x80, 0x20, 0x96]),
      Buffer.from(' isn'),
      Buffer.from([0x92]),
      Buffer.from('t it?{=oui ~nein ~'),
      Buffer.from([0xfc]),
      Buffer.from('ber}'),
    ]);
    const bank = parseGift(bytes);
    expect(bank.questions[0]!.draft.text).toBe('Café costs 3€ – isn’t it?');
    expect(bank.questions[0]!.draft.body).toMatchObject({
      options: [{ text: 'oui' }, { text: 'nein' }, { text: 'über' }],
    });
  });

  it('maps every byte from 0x80 to 0x9F as Windows-1252 does, not as Latin-1', () => {
    const bytes = Buffer.concat([
      Buffer.from('Q{='),
      Buffer.from(Array.from({ length: 32 }, (_, i) => 0x80 + i)),
      Buffer.from('}'),
    ]);
    const answer = parseGift(bytes).questions[0]!.draft.body;
    expect(answer).toMatchObject({ answers: [{ text: '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ' }] });
  });

  it('reads UTF-8 with a byte-order mark, the mark not part of the first title', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('::Café::Ça va ? {=oui ~non}', 'utf8')]);
    const bank = parseGift(bytes);
    expect(bank.report[0]).toMatchObject({ title: 'Café', status: 'ok' });
    expect(bank.questions[0]!.draft.text).toBe('Ça va ?');
  });

  it('reads UTF-8 without a mark, and a string with one', () => {
    expect(parseGift(Buffer.from('::नमस्ते::प्रश्न {T}', 'utf8')).report[0]!.title).toBe('नमस्ते');
    expect(parseGift('\uFEFF::প্রশ্ন::উত্তর দাও {}').report[0]!.title).toBe('প্রশ্ন');
  });

  it('reads UTF-16 with a byte-order mark (Notepad\'s "Unicode")', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('::Ünï::Frage {T}', 'utf16le')]);
    expect(parseGift(bytes).report[0]).toMatchObject({ title: 'Ünï', status: 'ok' });
  });

  it('takes Windows (CRLF) and old Mac (CR) line ends', () => {
    expect(parseGift('Q1{T}\r\n\r\nQ2{F}\r\n').questions).toHaveLength(2);
    expect(parseGift('Q1{T}\r\rQ2{F}\r').questions).toHaveLength(2);
  });
});

describe('GIFT categories, comments and marks', () => {
  const gift = [
    '// question: 0  name: switch category',
    '$CATEGORY: $course$/top/Geography/Europe',
    '',
    'Capital of France?{=Paris ~Lyon}',
    '',
    '// a comment between questions',
    'Capital of Italy?{=Rome ~Milan}',
    '',
    '$CATEGORY: $course$/Science',
    '',
    '// [mark:2.5]',
    '// the line above is how an Assessly export keeps a mark',
    'Water is H2O.{T}',
    '',
    '$CATEGORY: $course$/top',
    '',
    'No category.{T}',
  ].join('\n');
  const bank = parseGift(gift);

  it('puts the questions after a $CATEGORY: line in that category, without the context and top', () => {
    expect(bank.questions.map((q) => q.draft.category)).toEqual([
      'Geography/Europe',
      'Geography/Europe',
      'Science',
      undefined,
    ]);
  });

  it('skips comments and reads // [mark:n] as the mark', () => {
    expect(bank.report.map((l) => l.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(bank.questions.map((q) => q.draft.mark)).toEqual([1, 1, 2.5, 1]);
  });

  it('reads a question written on the lines right after a $CATEGORY: line (Moodle would swallow it)', () => {
    const read = parseGift('$CATEGORY: $system$/top/Quick\nQuick question{T}');
    expect(read.report).toHaveLength(1);
    expect(read.questions[0]!.draft).toMatchObject({ category: 'Quick', text: 'Quick question' });
  });

  it('leaves out comment lines inside a question', () => {
    const draft = parseGift('Pick one{\n// the right one\n=a\n// a wrong one\n~b\n}').questions[0]!.draft;
    expect(draft.body).toEqual({
      type: 'choice',
      multiple: false,
      options: [
        { text: 'a', fraction: 1 },
        { text: 'b', fraction: 0 },
      ],
    });
  });
});

describe('the GIFT import report', () => {
  const gift = [
    '::Intro::This part is about Europe.',
    '',
    '::Good::Capital of France?{=Paris ~Lyon}',
    '',
    'Unclosed {=a ~b',
    '',
    'No opening =a ~b}',
    '',
    'Two {=a ~b} blocks {=c ~d}',
    '',
    '::Split::Which? {=a\\#\\#\\#\\#\\#b ~c}',
    '',
    'Weight {~%150%a ~b}',
    '',
    'Number? {#abc}',
    '',
    'Tolerance? {#3:-1}',
    '',
    'Range? {#5..1}',
    '',
    'Match {=a -> 1 =b}',
    '',
    'Match none {= -> 1 = -> 2}',
    '',
    'One option {~%100%only}',
    '',
    'No credit {~a ~b}',
    '',
    'Ordering {>3\nx\ny\nz}',
    '',
    'Ordering subset {>3 RANDOM VERTICAL ALL_OR_NOTHING\na\nb\nc\nd}',
    '',
    'Other number {#3:1 ~%50%2#close}',
    '',
    '::Last::Still read after all of these?{T}',
  ].join('\n');
  const bank = parseGift(gift);

  it('gives every item a line, in file order, and imports only the good ones', () => {
    expect(bank.report.map((l) => l.item)).toEqual(bank.report.map((_, i) => String(i + 1)));
    expect(bank.report).toHaveLength(18);
    expect(bank.questions.map((q) => q.item)).toEqual(['2', '18']);
  });

  it('reports a description as unsupported, not as a question', () => {
    expect(line(bank, '1')).toEqual({
      item: '1',
      title: 'Intro',
      status: 'unsupported',
      reason: 'description items are not questions (the text has no answer block {…})',
      questionTypeId: null,
    });
  });

  it('names the start of the text, before the answer block, when the item has no title', () => {
    expect(line(bank, '3')!.title).toBe('Unclosed');
    const long = parseGift(`${'A very long question text '.repeat(4)}{T}`).report[0]!.title;
    expect(long).toBe('A very long question text A very long question text A very…');
  });

  it('reports each malformed question as invalid with its reason', () => {
    const invalid = (item: string) => {
      const found = line(bank, item)!;
      expect(found.status, item).toBe('invalid');
      return found.reason;
    };
    expect(invalid('3')).toBe('the answer block is not closed with }');
    expect(invalid('4')).toBe('the answer block has no opening {');
    expect(invalid('5')).toContain('one answer block');
    expect(invalid('6')).toBe('the text "a#####b" contains #####, which separates the parts of an answer');
    expect(invalid('7')).toBe('the weight 150% is not between -100% and 100%');
    expect(invalid('8')).toBe('the answer "abc" is not a number');
    expect(invalid('9')).toBe('the tolerance "-1" is not a number of 0 or more');
    expect(invalid('10')).toContain('5..1');
    expect(invalid('11')).toBe('the matching answer "b" is not written stem -> choice');
    expect(invalid('12')).toBe('the matching question has no stem with a choice');
    expect(invalid('13')).toBe('the question needs at least 2 answers');
    expect(invalid('14')).toBe('no answer gives any credit');
    expect(invalid('17')).toContain('%50%2');
  });

  it('gives the type of a refused question when it is known', () => {
    expect(line(bank, '6')!.questionTypeId).toBe(QUESTION_TYPE_ID.choice);
    expect(line(bank, '8')!.questionTypeId).toBe(QUESTION_TYPE_ID.numerical);
    expect(line(bank, '11')!.questionTypeId).toBe(QUESTION_TYPE_ID.matching);
    expect(line(bank, '3')!.questionTypeId).toBeNull();
  });

  it('reports ordering that Moodle grades or shows differently as unsupported', () => {
    expect(line(bank, '15')).toMatchObject({
      status: 'unsupported',
      reason: 'ordering graded by "RELATIVE_NEXT_EXCLUDE_LAST" can not be represented here',
      questionTypeId: QUESTION_TYPE_ID.ordering,
    });
    expect(line(bank, '16')).toMatchObject({
      status: 'unsupported',
      reason: 'the ordering question shows 3 of its 4 items',
    });
  });

  it('refuses ##### in an accepted answer, a matching stem and an ordering item too', () => {
    const refused = parseGift(
      ['Q{=a\\#\\#\\#\\#\\#b}', 'Q{=x\\#\\#\\#\\#\\#y -> 1 =z -> 2}', 'Q{>2 ALL ABS\nx\\#\\#\\#\\#\\#y\nz}'].join(
        '\n\n',
      ),
    );
    expect(refused.report.map((l) => [l.status, l.questionTypeId])).toEqual([
      ['invalid', QUESTION_TYPE_ID.shortAnswer],
      ['invalid', QUESTION_TYPE_ID.matching],
      ['invalid', QUESTION_TYPE_ID.ordering],
    ]);
    expect(refused.questions).toEqual([]);
  });
});
