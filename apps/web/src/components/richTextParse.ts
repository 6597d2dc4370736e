// The segments RichText renders come from the shared parser, so the server's PDFs split a text exactly as
// the screens do (issue 20).
export { hasCode, hasMath, parseMath, parseRichText, type RichSegment } from '@assessly/shared';
