// Descriptive questions (issue 22 type 2): a written answer, graded by hand. score is null, the registry's
// marker for "not auto-scored": the server stores the answer unexamined and the grading dialog sets the mark.
import type { QuestionBody } from '../model.js';
import { withFlatTexts, type AnswerParse } from '../common/typeRules.js';

export type DescriptiveBody = Extract<QuestionBody, { type: 'descriptive' }>;

/** The text written, trimmed; nothing written is refused as empty. */
function readText(wire: string): AnswerParse<string> {
  const text = wire.trim();
  return text ? { ok: true, answer: text } : { ok: false, error: 'emptyAnswer' };
}

export const descriptiveRules = withFlatTexts<DescriptiveBody, string>({
  layout: 'text',
  candidateView: () => ({}),
  parseAnswer: (_body, wire) => readText(wire),
  score: () => null,
  // Marked by hand: the part carries no mark of its own.
  answerParts: (_body, wire) => (wire.trim() ? [{ text: wire.trim() }] : []),
  keyLines: () => [],
});
