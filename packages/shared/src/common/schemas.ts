import { z } from 'zod';

/** The shortest password (spec 000 §5, min8Character). */
const PASSWORD_MIN = 8;

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
/**
 * The largest id: ids are PostgreSQL `integer` columns, so a larger number can name no row and would make
 * PostgreSQL fail the query (a 500) instead of answering that nothing was found.
 */
export const ID_MAX = 2_147_483_647;
export const idParam = () => z.coerce.number({ error: 'required' }).int().positive().max(ID_MAX, { error: 'tooLarge' });

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
  page: z.coerce.number().int().min(1).max(ID_MAX, { error: 'tooLarge' }),
  itemsPerPage: z.coerce.number().int().min(1).max(100),
});

/** The file formats of the list exports (/api/Export/<list>/:format): CSV, Excel and PDF. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export const exportFormatParams = z.object({ format: z.enum(EXPORT_FORMATS) });

/** Uploads (a question image or file, a profile picture, a logo, a certificate image) answer where the file is served. */
export const uploadResponse = z.object({ dbPath: z.string() });

/** Paged answers of spec 000 §7: `responseMsg` holds the page's rows, `count` all rows. */
export const pagedList = <T extends z.ZodTypeAny>(row: T) => z.object({ responseMsg: z.array(row), count: z.number() });

/** Optional text fields of forms: '' and null become null. */
export const optionalText = (max: number) =>
  z
    .union([z.string().trim().max(max, { error: 'tooLong' }), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** Case- and space-insensitive key used for "unique, trimmed" names. */
export const uniqueKey = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();
