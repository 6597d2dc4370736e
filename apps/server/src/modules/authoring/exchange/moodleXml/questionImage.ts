import type { DraftFile } from './moodleValues.js';
import { child, valueOf, type XmlElement } from './xmlTree.js';

/**
 * A question's own image (imagePath here) in Moodle XML. Moodle has no such field: its XML import reads the
 * old `<image>` / `<image_base64>` elements of Moodle 1.9 by adding the file to the question text and an
 * `<img src="@@PLUGINFILE@@/name">` at the end of the text. The export does the same, the file in base64
 * in `<questiontext>` and the `<img>` after the text, marked with a class of ours so that an import here
 * takes it back out of the text into imagePath (Moodle keeps the class, and shows the image).
 */
export const QUESTION_IMAGE_CLASS = 'assessly-question-image';

/** What the export appends to the question text: the image in a paragraph of its own. */
export const questionImageHtml = (name: string): string =>
  `\n<p><img src="@@PLUGINFILE@@/${encodeURIComponent(name)}" alt="" class="${QUESTION_IMAGE_CLASS}"/></p>`;

/** The image written by questionImageHtml (its attributes in any order, its paragraph optional), at the end. */
const IMG = `<img\\s(?=[^<>]*\\bclass="${QUESTION_IMAGE_CLASS}")[^<>]*\\bsrc="@@PLUGINFILE@@/([^"]+)"[^<>]*>`;
const MARKED = new RegExp(`\\s*(?:<p>\\s*${IMG}\\s*</p>|${IMG})\\s*$`);

function decoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The question text without the image the export appended, and the image's file name (when it is there). */
export function takeQuestionImage(text: string): { text: string; image?: string } {
  const found = MARKED.exec(text);
  if (!found) return { text };
  return { text: text.slice(0, found.index).trimEnd(), image: decoded((found[1] ?? found[2])!) };
}

/**
 * Moodle 1.9's own image field, which Moodle still imports: `<image>` naming it and `<image_base64>` its
 * bytes. Answers it as a file (named after the last part of its path), or undefined.
 */
export function legacyImage(question: XmlElement): DraftFile | undefined {
  const path = valueOf(question, 'image');
  const data = child(question, 'image_base64')?.text.replace(/\s+/g, '');
  if (!path || !data) return undefined;
  const bytes = Buffer.from(data, 'base64');
  return { name: path.split('/').pop()!, data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) };
}
