import { z } from 'zod';
import { allDifferent, choiceOptionSchema, numericAnswerSchema, textAnswerSchema } from '../common/schemaParts.js';

const blankHead = {
  no: z.number().int().min(1),
  weight: z.number({ error: 'mustBeAboveZero' }).positive({ error: 'mustBeAboveZero' }),
};

const blankSchema = z.discriminatedUnion('kind', [
  z.object({
    ...blankHead,
    kind: z.literal('text'),
    caseSensitive: z.boolean(),
    answers: z.array(textAnswerSchema).min(1, { error: 'clozeEmptyAnswer' }),
  }),
  z.object({
    ...blankHead,
    kind: z.literal('number'),
    answers: z.array(numericAnswerSchema).min(1, { error: 'clozeEmptyAnswer' }),
  }),
  z
    .object({
      ...blankHead,
      kind: z.literal('choice'),
      options: z.array(choiceOptionSchema).min(1, { error: 'clozeEmptyAnswer' }),
      multiple: z.boolean().optional(),
      layout: z.enum(['dropdown', 'vertical', 'horizontal']).optional(),
      shuffle: z.boolean().optional(),
    })
    .refine((blank) => allDifferent(blank.options.map((o) => o.text)), { error: 'duplicateOption', path: ['options'] }),
]);

/** A cloze question's body: its text's blanks, numbered 1, 2, … in the order they appear. */
export const clozeBodySchema = z
  .object({
    type: z.literal('cloze'),
    blanks: z.array(blankSchema).min(1, { error: 'clozeNoBlanks' }).max(100),
  })
  .refine((body) => body.blanks.every((blank, i) => blank.no === i + 1), {
    error: 'clozeBlanksMismatch',
    path: ['blanks'],
  });
