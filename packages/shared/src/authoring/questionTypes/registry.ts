// The question-type registry (issue 22): one entry per questionTypeId with everything both sides need. The
// server, the web, the importers, the exporters, item analysis and AI generation consult it; adding a type
// is one folder plus its entry here.
import { z } from 'zod';
import { choiceBodySchema } from './choice/choiceSchema.js';
import { clozeBodySchema } from './cloze/clozeSchema.js';
import type { TypeRules } from './common/typeRules.js';
import { descriptiveBodySchema } from './descriptive/descriptiveSchema.js';
import { matchingBodySchema } from './matching/matchingSchema.js';
import { QUESTION_TYPE_ID, type QuestionBody, type QuestionTypeId, type QuestionTypeKey } from './model.js';
import { numericalBodySchema } from './numerical/numericalSchema.js';
import { orderingBodySchema } from './ordering/orderingSchema.js';
import { QUESTION_TYPE_RULES } from './rules.js';
import { shortAnswerBodySchema } from './shortAnswer/shortAnswerSchema.js';
import { trueFalseBodySchema } from './trueFalse/trueFalseSchema.js';

type BodyOf<K extends QuestionTypeKey> = Extract<QuestionBody, { type: K }>;

/** One question type: its id and key, its body's schema, its rules, and whether it is scored automatically. */
export interface QuestionTypeEntry<K extends QuestionTypeKey = QuestionTypeKey> extends TypeRules<BodyOf<K>, unknown> {
  id: (typeof QUESTION_TYPE_ID)[K];
  key: K;
  bodySchema: z.ZodType<BodyOf<K>>;
  /** false for descriptive questions: score gives null and the answer is graded by hand. */
  autoScored: boolean;
}

const BODY_SCHEMAS: { [K in QuestionTypeKey]: z.ZodType<BodyOf<K>> } = {
  choice: choiceBodySchema,
  descriptive: descriptiveBodySchema,
  trueFalse: trueFalseBodySchema,
  shortAnswer: shortAnswerBodySchema,
  numerical: numericalBodySchema,
  matching: matchingBodySchema,
  ordering: orderingBodySchema,
  cloze: clozeBodySchema,
};

function entry<K extends QuestionTypeKey>(key: K): QuestionTypeEntry<K> {
  return {
    ...(QUESTION_TYPE_RULES[key] as TypeRules<BodyOf<K>, unknown>),
    id: QUESTION_TYPE_ID[key],
    key,
    bodySchema: BODY_SCHEMAS[key],
    autoScored: key !== 'descriptive',
  };
}

/** Every question type by its questionTypeId. */
export const QUESTION_TYPES_REGISTRY: { [K in QuestionTypeKey as (typeof QUESTION_TYPE_ID)[K]]: QuestionTypeEntry<K> } =
  {
    1: entry('choice'),
    2: entry('descriptive'),
    3: entry('trueFalse'),
    4: entry('shortAnswer'),
    5: entry('numerical'),
    6: entry('matching'),
    7: entry('ordering'),
    8: entry('cloze'),
  };

/** The entry of a questionTypeId, or undefined for an id no type has. */
export const questionTypeEntry = (id: number): QuestionTypeEntry | undefined =>
  (QUESTION_TYPES_REGISTRY as Record<number, QuestionTypeEntry | undefined>)[id];

/** The questionTypeId of a body. */
export const questionTypeIdOf = (body: QuestionBody): QuestionTypeId => QUESTION_TYPE_ID[body.type];

/** Any question body, told apart by its type. */
export const questionBodySchema = z.discriminatedUnion('type', [
  choiceBodySchema,
  descriptiveBodySchema,
  trueFalseBodySchema,
  shortAnswerBodySchema,
  numericalBodySchema,
  matchingBodySchema,
  orderingBodySchema,
  clozeBodySchema,
]);
