// Extra time (issue 4): a candidate's accommodation, set by an admin, added to the attempt's deadline.
import { z } from 'zod';
import { ID_MAX } from '../common/schemas.js';

/** Extra time for a candidate (an accommodation an admin sets). */
export const accommodationInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' })
    .max(254, { error: 'emailInvalid' })
    .email({ error: 'emailInvalid' }),
  /** Null: every assessment. */
  quizTopicId: z.number().int().positive().max(ID_MAX, { error: 'tooLarge' }).nullable().default(null),
  extraMinutes: z.coerce
    .number({ error: 'positiveInteger' })
    .int({ error: 'positiveInteger' })
    .min(0, { error: 'positiveNumber' })
    .max(10_000, { error: 'tooLarge' }),
  timeMultiplier: z.coerce
    .number({ error: 'positiveNumber' })
    .min(1, { error: 'minMultiplier' })
    .max(10, { error: 'maxMultiplier' }),
});
export const accommodationSchema = z.object({
  accommodationId: z.number(),
  userId: z.number(),
  email: z.string(),
  fullName: z.string(),
  quizTopicId: z.number().nullable(),
  extraMinutes: z.number(),
  timeMultiplier: z.number(),
});
export type Accommodation = z.infer<typeof accommodationSchema>;
export const accommodationList = z.array(accommodationSchema);

/** GetExtraTime/{quizTopicId}: 0 names the entries that apply to every assessment. */
export const extraTimeScopeParams = z.object({
  quizTopicId: z.coerce.number({ error: 'required' }).int().min(0).max(ID_MAX, { error: 'tooLarge' }),
});

/** SaveExtraTime: the candidate's entry of that scope, created or replaced. */
export const accommodationSavedResponse = z.object({
  responseMsg: z.literal('accommodationSaved'),
  accommodationId: z.number(),
});
