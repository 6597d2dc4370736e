// The zod parts the question types' schemas share. Messages are message keys (authoring and common messages).
import { z } from 'zod';
import { ANSWER_SEPARATOR } from '../../questionKinds.js';

/**
 * An option, item, stem, choice or accepted answer: trimmed, not empty, and without the spec's five-hash
 * separator, which would split it in a wire answer (a single wrong option `2#####3` scored as `2` + `3`).
 */
export const authoredText = (max = 1000) =>
  z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
    .refine((text) => !text.includes(ANSWER_SEPARATOR), { error: 'answerSeparatorInText' });

/** A fraction of the question's mark, from -1 to 1. */
export const fractionSchema = () =>
  z.number({ error: 'fractionRange' }).min(-1, { error: 'fractionRange' }).max(1, { error: 'fractionRange' });

export const feedbackSchema = () => z.string().max(10_000, { error: 'tooLong' }).optional();

export const choiceOptionSchema = z.object({
  text: authoredText(),
  fraction: fractionSchema(),
  feedback: feedbackSchema(),
});

export const textAnswerSchema = z.object({
  text: authoredText(),
  fraction: fractionSchema(),
  feedback: feedbackSchema(),
});

export const numericAnswerSchema = z.object({
  value: z.number({ error: 'required' }),
  tolerance: z.number({ error: 'positiveNumber' }).min(0, { error: 'positiveNumber' }),
  fraction: fractionSchema(),
  feedback: feedbackSchema(),
});

/** Whether texts are all different (as the wire compares them: trimmed, exactly). */
export const allDifferent = (texts: readonly string[]): boolean =>
  new Set(texts.map((t) => t.trim())).size === texts.length;
