import { z } from 'zod';
import { authoredText } from '../common/schemaParts.js';

/**
 * A matching question's body: at least two stems, each with its choice (two stems may share a text, or a
 * choice), and choices that match no stem (distractors).
 */
export const matchingBodySchema = z.object({
  type: z.literal('matching'),
  pairs: z
    .array(z.object({ stem: authoredText(), choice: authoredText() }))
    .min(2, { error: 'tooFewPairs' })
    .max(50),
  distractors: z.array(authoredText()).max(20),
});
