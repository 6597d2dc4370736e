// The question engine's public face (issue 22), beside model.ts: the cloze syntax, each type's rules, the
// registry with the schemas, and the draft check of importers.
export * from './fraction.js';
export * from './cloze/clozeSyntax.js';
export { blankKind, clozeCandidateText, type ClozeAnswer, type ClozeBody } from './cloze/clozeRules.js';
export type { ChoiceAnswer, ChoiceBody } from './choice/choiceRules.js';
export type { DescriptiveBody } from './descriptive/descriptiveRules.js';
export type { TrueFalseBody } from './trueFalse/trueFalseRules.js';
export type { ShortAnswerBody } from './shortAnswer/shortAnswerRules.js';
export type { NumericalBody } from './numerical/numericalRules.js';
export { matchingChoices, type MatchingAnswer, type MatchingBody } from './matching/matchingRules.js';
export type { OrderingAnswer, OrderingBody } from './ordering/orderingRules.js';
export { comparableText, matchesAccepted } from './common/answerText.js';
export { readNumberAndUnit, typedValue, withinTolerance } from './numerical/numberReading.js';
export * from './common/typeRules.js';
export * from './rules.js';
export * from './display.js';
export * from './registry.js';
export * from './validateDraft.js';
