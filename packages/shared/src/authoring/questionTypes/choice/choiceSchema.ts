import { z } from 'zod';
import { allDifferent, choiceOptionSchema } from '../common/schemaParts.js';

/** A choice question's body: 2 to 5 options (optionA–E), each text once, and whether several may be chosen. */
export const choiceBodySchema = z
  .object({
    type: z.literal('choice'),
    options: z.array(choiceOptionSchema).min(2, { error: 'tooFewOptions' }).max(5, { error: 'tooManyChoiceOptions' }),
    multiple: z.boolean(),
  })
  .refine((body) => allDifferent(body.options.map((o) => o.text)), { error: 'duplicateOption', path: ['options'] });
