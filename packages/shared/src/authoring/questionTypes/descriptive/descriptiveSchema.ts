import { z } from 'zod';

/** A descriptive question's body: nothing beyond its type (the text and the explanation are the question's). */
export const descriptiveBodySchema = z.object({ type: z.literal('descriptive') });
