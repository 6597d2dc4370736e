import { z } from 'zod';
import { PASSWORD_MIN } from '../constants.js';

/** Field rules shared by every form and route; their messages are i18n keys (spec 000 §5). */
export const requiredText = () => z.string({ error: 'required' }).trim().min(1, { error: 'required' });
export const emailField = () =>
  z
    .string({ error: 'required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' })
    .max(254, { error: 'emailInvalid' })
    .email({ error: 'emailInvalid' });
export const passwordField = () =>
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .min(PASSWORD_MIN, { error: 'min8Character' })
    .max(200, { error: 'max200characters' });
export const idParam = () => z.coerce.number({ error: 'required' }).int().positive();

export const idParams = z.object({ id: idParam() });

/** 200 answers that carry only a message key (and sometimes an id). */
export const responseMsgSchema = z.object({ responseMsg: z.union([z.string(), z.number()]) });

export const errorBodySchema = z.object({
  status: z.enum(['error', 'alert']),
  responseMsg: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const pagedParams = z.object({
  page: z.coerce.number().int().min(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100),
});
