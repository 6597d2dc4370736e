import type { QuestionBody, QuestionDraft } from '@assessly/shared';
import { moodleFormatOf, percentFromFraction, type DraftFile } from './moodleValues.js';
import { MOODLE_GRADING } from './readOrdering.js';
import { escapeXml, filesFor, textElement, textField } from './xmlText.js';

/** What a body writer needs of its question: the format of its texts and the files they may refer to. */
interface Area {
  format: string;
  files: readonly DraftFile[];
}

type BodyOf<K extends QuestionBody['type']> = Extract<QuestionBody, { type: K }>;

const field = (name: string, value: string | number) => `<${name}>${value}</${name}>`;

/** One `<answer>`: fraction as a percentage, its text and feedback, and whatever else the type adds. */
function answer(area: Area, fraction: string, text: string, feedback = '', extra: string[] = []): string {
  return [
    `<answer fraction="${fraction}" format="${area.format}">`,
    `  ${textElement(text)}`,
    ...filesFor(text, area.files),
    ...textField('feedback', area.format, feedback, area.files).map((l) => `  ${l}`),
    ...extra.map((l) => `  ${l}`),
    '</answer>',
  ].join('\n');
}

/** The three feedbacks by overall outcome that Moodle expects on choice, matching and ordering: empty here. */
const combinedFeedback = (area: Area) =>
  ['correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback'].flatMap((tag) =>
    textField(tag, area.format, '', []),
  );

function choice(body: BodyOf<'choice'>, area: Area): string[] {
  return [
    field('single', body.multiple ? 'false' : 'true'),
    field('shuffleanswers', 'true'),
    field('answernumbering', 'abc'),
    ...combinedFeedback(area),
    ...body.options.map((o) => answer(area, percentFromFraction(o.fraction), o.text, o.feedback)),
  ];
}

function trueFalse(body: BodyOf<'trueFalse'>, area: Area): string[] {
  const plain = { ...area, format: 'moodle_auto_format' };
  return [
    answer(plain, body.correct ? '100' : '0', 'true', body.feedbackTrue),
    answer(plain, body.correct ? '0' : '100', 'false', body.feedbackFalse),
  ];
}

function shortAnswer(body: BodyOf<'shortAnswer'>, area: Area): string[] {
  const plain = { ...area, format: 'moodle_auto_format' };
  return [
    field('usecase', body.caseSensitive ? 1 : 0),
    ...body.answers.map((a) => answer(plain, percentFromFraction(a.fraction), a.text, a.feedback)),
  ];
}

// A required unit is graded out of the response's mark with a penalty of 100%: a wrong or missing unit
// scores 0, which is what unitRequired means. Units that are not required are optional (grading type 0).
function numerical(body: BodyOf<'numerical'>, area: Area): string[] {
  const plain = { ...area, format: 'moodle_auto_format' };
  const units = body.units.map(
    (u) =>
      `  <unit>\n    ${field('multiplier', u.multiplier)}\n    ${field('unit_name', escapeXml(u.unit))}\n  </unit>`,
  );
  return [
    ...body.answers.map((a) =>
      answer(plain, percentFromFraction(a.fraction), String(a.value), a.feedback, [field('tolerance', a.tolerance)]),
    ),
    ...(units.length > 0 ? ['<units>', ...units, '</units>'] : []),
    field('unitgradingtype', body.unitRequired ? 1 : 0),
    field('unitpenalty', body.unitRequired ? '1.0000000' : '0.1000000'),
    field('showunits', body.units.length > 0 ? 0 : 3),
    field('unitsleft', 0),
  ];
}

function subquestion(area: Area, stem: string, choiceText: string): string {
  const [open, ...rest] = textField('subquestion', area.format, stem, area.files);
  const close = rest.pop()!;
  return [open, ...rest, `  <answer>`, `    ${textElement(choiceText)}`, `  </answer>`, close].join('\n');
}

function matching(body: BodyOf<'matching'>, area: Area): string[] {
  return [
    field('shuffleanswers', 'true'),
    ...combinedFeedback(area),
    ...body.pairs.map((p) => subquestion(area, p.stem, p.choice)),
    // An extra choice is a subquestion without a text, as Moodle's own form writes it.
    ...body.distractors.map((d) => subquestion(area, '', d)),
  ];
}

const essay = (area: Area): string[] => [
  field('responseformat', 'editor'),
  field('responserequired', 1),
  field('responsefieldlines', 10),
  field('attachments', 0),
  field('attachmentsrequired', 0),
  ...textField('graderinfo', area.format, '', []),
  ...textField('responsetemplate', area.format, '', []),
];

function ordering(body: BodyOf<'ordering'>, area: Area): string[] {
  return [
    field('layouttype', 'VERTICAL'),
    field('selecttype', 'ALL'),
    field('selectcount', body.items.length),
    field('gradingtype', MOODLE_GRADING[body.scoring]),
    field('showgrading', 'SHOW'),
    field('numberingstyle', 'none'),
    ...combinedFeedback(area),
    // qtype_ordering writes each item's position as its "fraction".
    ...body.items.map((item, i) =>
      [
        `<answer fraction="${i + 1}" format="${area.format}">`,
        `  ${textElement(item)}`,
        ...filesFor(item, area.files),
        '</answer>',
      ].join('\n'),
    ),
  ];
}

/** The Moodle type of a body, as `<question type="…">` names it. */
export const MOODLE_TYPE: Record<QuestionBody['type'], string> = {
  choice: 'multichoice',
  descriptive: 'essay',
  trueFalse: 'truefalse',
  shortAnswer: 'shortanswer',
  numerical: 'numerical',
  matching: 'matching',
  ordering: 'ordering',
  cloze: 'cloze',
};

/** The elements after the common ones, per type. A cloze question's blanks are in its text already. */
export function bodyLines(draft: QuestionDraft): string[] {
  const area: Area = { format: moodleFormatOf(draft.textFormat), files: draft.files ?? [] };
  const body = draft.body;
  switch (body.type) {
    case 'choice':
      return choice(body, area);
    case 'trueFalse':
      return trueFalse(body, area);
    case 'shortAnswer':
      return shortAnswer(body, area);
    case 'numerical':
      return numerical(body, area);
    case 'matching':
      return matching(body, area);
    case 'descriptive':
      return essay(area);
    case 'ordering':
      return ordering(body, area);
    case 'cloze':
      return [];
  }
}
