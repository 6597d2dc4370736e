import { z } from 'zod';
import { authoredText, numericAnswerSchema } from '../common/schemaParts.js';
import { comparableUnit } from './numberReading.js';

const unitSchema = z.object({
  unit: authoredText(50),
  multiplier: z.number({ error: 'mustBeAboveZero' }).positive({ error: 'mustBeAboveZero' }),
});

/** A numerical question's body: accepted values with tolerances, and the units an answer may carry. */
export const numericalBodySchema = z
  .object({
    type: z.literal('numerical'),
    answers: z.array(numericAnswerSchema).min(1, { error: 'required' }).max(50),
    units: z.array(unitSchema).max(20),
    unitRequired: z.boolean(),
  })
  .refine((body) => new Set(body.units.map((u) => comparableUnit(u.unit))).size === body.units.length, {
    error: 'duplicateUnit',
    path: ['units'],
  })
  .refine((body) => !body.unitRequired || body.units.length > 0, {
    error: 'unitRequiredWithoutUnits',
    path: ['unitRequired'],
  });
