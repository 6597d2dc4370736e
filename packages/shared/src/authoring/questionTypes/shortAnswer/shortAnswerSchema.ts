import { z } from 'zod';
import { textAnswerSchema } from '../common/schemaParts.js';

/** A short-answer question's body: one or more accepted answers, each with its fraction. */
export const shortAnswerBodySchema = z.object({
  type: z.literal('shortAnswer'),
  answers: z.array(textAnswerSchema).min(1, { error: 'required' }).max(50),
  caseSensitive: z.boolean(),
});
