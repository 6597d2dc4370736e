// The segments RichText renders come from the shared parser, so the server's PDFs split a text exactly as
// the screens do (issue 20); isHtmlText tells an imported HTML text from one typed here (issue 22).
export { hasCode, hasMath, isHtmlText, parseMath, parseRichText, type RichSegment } from '@assessly/shared';
