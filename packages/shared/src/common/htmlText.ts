// HTML question text (issue 22): how a screen tells a text imported as HTML from one typed here. What such
// a text may hold is in htmlAllowList.ts (kept apart: the exam screen's first load needs only this test).

/**
 * The block elements an HTML text starts with. Texts are not stored with their format, so a text is HTML
 * when it starts with one of these and closes it later (`<p>…</p>`): every HTML text an import stores has
 * that shape (the sanitiser wraps one that has not in a `<div>`), and a text typed here practically never
 * has it (`<b>bold</b> is…`, `List<String>` or a payload starting with a word stay plain text, shown as typed).
 */
const HTML_START = /^\s*<(p|div|table|ul|ol|dl|h[1-6]|blockquote|pre|figure|address)(?=[\s/>])[^<>]*>/i;

/** Whether a text is HTML (imported from Moodle, GIFT [html] or QTI) rather than text typed here. */
export function isHtmlText(text: string): boolean {
  const start = HTML_START.exec(text);
  return start !== null && new RegExp(`</${start[1]}\\s*>`, 'i').test(text.slice(start[0].length));
}

/** The element an HTML text without a block element around it is wrapped in, so that it reads as HTML. */
export const HTML_WRAPPER = 'div';
