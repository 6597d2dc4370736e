import type { QuestionDraft } from '@assessly/shared';
import { formatMark, moodleFormatOf, pathOfCategory } from './moodleValues.js';
import { questionImageHtml } from './questionImage.js';
import { clozeText } from './readCloze.js';
import { bodyLines, MOODLE_TYPE } from './writeBodies.js';
import { textElement, textField } from './xmlText.js';

/** Moodle requires a name; a question without a title is named after the start of its text. */
const NAME_LENGTH = 60;

function nameOf(draft: QuestionDraft, position: number): string {
  if (draft.title) return draft.title;
  const plain = draft.text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain === '') return `Question ${position}`;
  return plain.length > NAME_LENGTH ? `${plain.slice(0, NAME_LENGTH - 1)}…` : plain;
}

/** The text, a cloze's with its blanks, and the question's own image after it (questionImage.ts). */
function questionText(draft: QuestionDraft): string {
  const text = draft.body.type === 'cloze' ? clozeText(draft, draft.body.blanks) : draft.text;
  return hasImage(draft) ? text + questionImageHtml(draft.image!) : text;
}

const hasImage = (draft: QuestionDraft): boolean =>
  draft.image !== undefined && (draft.files ?? []).some((f) => f.name === draft.image);

/**
 * The question text's format: a plain text with an image goes as moodle_auto_format (plain text that may
 * hold HTML, read back here as plain), so that Moodle shows the image; plain_text would show its tag.
 */
const questionTextFormat = (draft: QuestionDraft): string =>
  draft.textFormat === 'plain' && hasImage(draft) ? 'moodle_auto_format' : moodleFormatOf(draft.textFormat);

const prefixed = (lines: string[], by: string) => lines.map((line) => by + line);

function categoryXml(category: string | undefined): string[] {
  return [
    '<!-- question: 0  -->',
    '  <question type="category">',
    '    <category>',
    `      ${textElement(pathOfCategory(category))}`,
    '    </category>',
    '  </question>',
    '',
  ];
}

function questionXml(draft: QuestionDraft, position: number): string[] {
  const format = moodleFormatOf(draft.textFormat);
  const files = draft.files ?? [];
  const lines = [
    '<name>',
    `  ${textElement(nameOf(draft, position))}`,
    '</name>',
    ...textField('questiontext', questionTextFormat(draft), questionText(draft), files, { allFiles: true }),
    ...textField('generalfeedback', format, draft.explanation, files),
    // Moodle writes no defaultgrade for a cloze question (its mark is its blanks' weights); it is written
    // for every type here so that a mark set apart from the weights comes back, and Moodle ignores it.
    `<defaultgrade>${formatMark(draft.mark)}</defaultgrade>`,
    '<penalty>0.3333333</penalty>',
    '<hidden>0</hidden>',
    ...bodyLines(draft),
  ];
  return [
    `<!-- question: ${position}  -->`,
    `  <question type="${MOODLE_TYPE[draft.body.type]}">`,
    ...prefixed(lines, '    '),
    '  </question>',
    '',
  ];
}

/**
 * Writes questions as a Moodle XML file, the inverse of parseMoodleXml: a category entry before the first
 * question and wherever the category changes ("$course$/top/<category>", "$course$/top" for none after
 * one), texts as they are or in CDATA, the embedded files in base64 in the question text (and again in
 * each other text that refers to them, as Moodle keeps files per text), fractions as percentages with
 * Moodle's 7 places. parseMoodleXml(writeMoodleXml(drafts)) gives the drafts back, given texts without
 * leading or trailing white space (Moodle trims them on import) and fractions of at most 7 places.
 */
export function writeMoodleXml(drafts: QuestionDraft[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  drafts.forEach((draft, i) => {
    const previous = i === 0 ? undefined : drafts[i - 1]!.category;
    if (draft.category !== previous) out.push(...categoryXml(draft.category));
    out.push(...questionXml(draft, i + 1));
  });
  out.push('</quiz>', '');
  return out.join('\n');
}
