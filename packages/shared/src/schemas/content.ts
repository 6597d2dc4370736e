import { z } from 'zod';
import { CONTACT_MESSAGE_MIN, CONTACT_NAME_MIN, PLAN_INTERVALS } from '../constants.js';
import { idParam, requiredText } from './common.js';
import { pagedList } from './admin.js';

// ---------------------------------------------------------------- FAQ

export const faqRowSchema = z.object({
  faqId: z.number(),
  title: z.string(),
  description: z.string(),
  addedBy: z.number().nullable(),
  lastUpdatedBy: z.number().nullable(),
  dateAdded: z.string(),
});
export type FaqRow = z.infer<typeof faqRowSchema>;

/** FAQ form (spec 000 §5): title and description required; titles unique ('Duplicate FAQ!'). */
export const faqInput = z.object({
  faqId: idParam().optional(),
  title: requiredText().max(300, { error: 'tooLong' }),
  description: requiredText().max(5000, { error: 'tooLong' }),
  addedBy: z.number().optional(),
  lastUpdatedBy: z.number().optional(),
});
export type FaqInput = z.output<typeof faqInput>;
export type FaqFormValues = z.input<typeof faqInput>;
/** UpdateFaq names the entry it changes. */
export const faqUpdateInput = faqInput.extend({ faqId: idParam() });
/** CreateFaq / UpdateFaq answer the message key and the entry's id. */
export const faqSavedResponse = z.object({ responseMsg: z.string(), faqId: z.number() });

// ---------------------------------------------------------------- contacts

/** The public contact form (spec 000 §5) with the spec's own messages; an empty field gives only its 'empty' message. */
export const contactForm = z.object({
  name: z
    .string({ error: 'nameEmpty' })
    .trim()
    .min(1, { error: 'nameEmpty', abort: true })
    .min(CONTACT_NAME_MIN, { error: 'min6Character' })
    .max(100, { error: 'max100characters' }),
  email: z
    .string({ error: 'emailEmpty' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'emailEmpty', abort: true })
    .max(254, { error: 'wrongEmail' })
    .email({ error: 'wrongEmail' }),
  message: z
    .string({ error: 'messageEmpty' })
    .trim()
    .min(1, { error: 'messageEmpty', abort: true })
    .min(CONTACT_MESSAGE_MIN, { error: 'min10Character' })
    .max(5000, { error: 'tooLong' }),
});
export type ContactForm = z.output<typeof contactForm>;
export type ContactFormValues = z.input<typeof contactForm>;

export const contactRowSchema = z.object({
  contactId: z.number(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  dateAdded: z.string(),
});
export type ContactRow = z.infer<typeof contactRowSchema>;
/** The Contacts table, one page at a time (newest first). */
export const contactPage = pagedList(contactRowSchema);

// ---------------------------------------------------------------- logs

/** Browsing logs: one login session (spec 000 §3 Browsing record). */
export const browseRowSchema = z.object({
  loginHistoryId: z.number(),
  fullName: z.string(),
  email: z.string(),
  logInTime: z.string(),
  logOutTime: z.string().nullable(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  browserVersion: z.string().nullable(),
  platform: z.string().nullable(),
  locationInfo: z.string().nullable(),
});
export type BrowseRow = z.infer<typeof browseRowSchema>;
export const browsePage = pagedList(browseRowSchema);

/** AI usage log (spec 000 §3 AI usage record). */
export const aiUsageRowSchema = z.object({
  aiUsageId: z.number(),
  id: z.string(),
  object: z.string(),
  model: z.string(),
  promptTokens: z.number(),
  completionTokens: z.number(),
  totalTokens: z.number(),
  additionalDetail: z.string().nullable(),
  dateAdded: z.string(),
});
export type AiUsageRow = z.infer<typeof aiUsageRowSchema>;
export const aiUsagePage = pagedList(aiUsageRowSchema);

// ---------------------------------------------------------------- billing plans (read side)

/** A billing plan as the landing page, the pricing dialog and the user dialogs show it. */
export const billingPlanSchema = z.object({
  billingPlanId: z.number(),
  title: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  price: z.number(),
  assessmentCount: z.number(),
  responseAllAssessmentCount: z.number(),
  responsePerAssessmentCount: z.number(),
  questionPerAssessmentCount: z.number(),
  additionalText: z.string().nullable(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;
