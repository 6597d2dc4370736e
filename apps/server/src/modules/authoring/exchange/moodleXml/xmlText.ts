import type { DraftFile } from './moodleValues.js';

/** Characters XML 1.0 does not allow at all, even escaped: dropped so that the file stays well-formed. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXml = (text: string): string =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A text as Moodle writes it (qformat_xml::xml_escape): as it is when nothing needs escaping, otherwise in
 * a CDATA section, split where the text itself holds "]]>".
 */
export function cdata(text: string): string {
  const clean = text.replace(NOT_XML, '');
  if (!/[<>&"]/.test(clean)) return clean;
  return `<![CDATA[${clean.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

export const textElement = (text: string): string => `<text>${cdata(text)}</text>`;

const fileElement = (file: DraftFile): string =>
  `<file name="${escapeXml(file.name)}" path="/" encoding="base64">${Buffer.from(file.data.buffer, file.data.byteOffset, file.data.length).toString('base64')}</file>`;

/** Whether a text refers to an embedded file (Moodle writes names with spaces URL-encoded). */
const refersTo = (text: string, name: string): boolean =>
  text.includes(`@@PLUGINFILE@@/${name}`) || text.includes(`@@PLUGINFILE@@/${encodeURIComponent(name)}`);

/** The `<file>` elements of the files a text refers to. */
export const filesFor = (text: string, files: readonly DraftFile[]): string[] =>
  files.filter((f) => refersTo(text, f.name)).map(fileElement);

/**
 * A text field (`<questiontext>`, `<feedback>`, `<subquestion>`…) as lines: its format, its text and the
 * files it needs. Moodle keeps files per text area, so each area carries the files its text refers to; the
 * question text carries them all (every file once, in the question's order, so that a read gives them back
 * in order). Lines are only ever prefixed, never split, so that a text's own line breaks stay as they are.
 */
export function textField(
  tag: string,
  format: string,
  text: string,
  files: readonly DraftFile[],
  options: { allFiles?: boolean } = {},
): string[] {
  const carried = options.allFiles ? files.map(fileElement) : filesFor(text, files);
  return [`<${tag} format="${format}">`, `  ${textElement(text)}`, ...carried, `</${tag}>`];
}
