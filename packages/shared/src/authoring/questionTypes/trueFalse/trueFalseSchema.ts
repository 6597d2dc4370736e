import { z } from 'zod';
import { feedbackSchema } from '../common/schemaParts.js';

/** A true/false question's body: the right answer and a feedback for each answer. */
export const trueFalseBodySchema = z.object({
  type: z.literal('trueFalse'),
  correct: z.boolean(),
  feedbackTrue: feedbackSchema(),
  feedbackFalse: feedbackSchema(),
});
