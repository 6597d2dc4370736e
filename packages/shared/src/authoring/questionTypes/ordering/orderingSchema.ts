import { z } from 'zod';
import { authoredText } from '../common/schemaParts.js';

/** An ordering question's body: the items in their right order, and how an answer is scored. */
export const orderingBodySchema = z.object({
  type: z.literal('ordering'),
  items: z.array(authoredText()).min(2, { error: 'tooFewItems' }).max(50),
  scoring: z.enum(['allOrNothing', 'perPosition', 'longestRun']),
});
