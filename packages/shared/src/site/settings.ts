// Site settings (spec 000 §3, §5): what every visitor and the admin screen read, and the request of each
// panel of the Site settings screen, in the screen's order; UpdateSettings takes any subset of them.
import { z } from 'zod';
import { AI_PROVIDERS } from '../ai/providers.js';
import { emailField, idParam, optionalText, requiredText } from '../common/schemas.js';
import { HEX_COLOR, meetsTextContrast } from './colors.js';
import {
  TEXT_TRANSLATION_LOCALES,
  TRANSLATABLE_LANDING_FIELDS,
  type TextTranslationLocale,
  type TranslatableLandingField,
} from './siteTexts.js';

/** What every visitor may read of the site settings (spec 000 §3): no secrets, no SMTP details. */
export const publicSettingsSchema = z.object({
  siteSettingsId: z.number(),
  siteTitle: z.string(),
  welComeMessage: z.string(),
  copyRightText: z.string(),
  footerText: z.string(),
  version: z.string(),
  logoPath: z.string().nullable(),
  faviconPath: z.string().nullable(),
  allowWelcomeEmail: z.boolean(),
  allowFaq: z.boolean(),
  endExam: z.boolean(),
  tabChangeEndExam: z.boolean(),
  logoOnExamPage: z.boolean(),
  paidRegistration: z.boolean(),
  registrationPrice: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  stripePubKey: z.string().nullable(),
  appBarColor: z.string(),
  footerColor: z.string(),
  bodyColor: z.string(),
  headerColor: z.string(),
  /** The primary (brand) colour of buttons, links and the landing and sign-in accents (issue 20). */
  primaryColor: z.string(),
  aiProvider: z.enum(AI_PROVIDERS),
  /** Whether secrets are set, never their values. */
  hasStripeSecretKey: z.boolean(),
  hasEmailSettings: z.boolean(),
  landing: z.record(z.string(), z.string().nullable()),
  /**
   * The landing texts and footerText in the other languages (issue 20): locale → field → text. The
   * spec's fields above hold the default language (English); a field missing here shows the English text,
   * so a client that ignores this object shows English everywhere.
   */
  translations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const LANDING_FIELDS = [
  'homeHeader1',
  'homeDetail1',
  'homeHeader2',
  'homeDetail2',
  'homePicture',
  'homeBox1Header',
  'homeBox1Detail',
  'homeBox2Header',
  'homeBox2Detail',
  'homeBox3Header',
  'homeBox3Detail',
  'homeBox4Header',
  'homeBox4Detail',
  'feature1Header',
  'feature1Detail',
  'feature1Picture',
  'feature2Header',
  'feature2Detail',
  'feature2Picture',
  'feature3Header',
  'feature3Detail',
  'feature3Picture',
  'feature4Header',
  'feature4Detail',
  'feature4Picture',
  'registrationText',
  'contactUsText',
  'contactUsTelephone',
  'contactUsEmail',
  'footerFacebook',
  'footerTwitter',
  'footerLinkedin',
  'footerInstagram',
] as const;
export type LandingField = (typeof LANDING_FIELDS)[number];

export const EMAIL_TEXT_FIELDS = [
  'forgetPasswordEmailSubject',
  'forgetPasswordEmailHeader',
  'forgetPasswordEmailBody',
  'welcomeEmailSubject',
  'welcomeEmailHeader',
  'welcomeEmailBody',
  'invitationEmailSubject',
  'invitationEmailHeader',
  'invitationEmailBody',
  'reportEmailHeader',
] as const;
export type EmailTextField = (typeof EMAIL_TEXT_FIELDS)[number];

/** What the Site settings screen shows of the AI settings: never a key, only where one comes from. */
const aiSettingsViewSchema = z.object({
  /** Stored in the settings (null: the environment's or the built-in default applies). */
  openAiModel: z.string().nullable(),
  openAiBaseUrl: z.string().nullable(),
  geminiModel: z.string().nullable(),
  geminiBaseUrl: z.string().nullable(),
  /** The model used when the settings name none (OPENAI_MODEL / GEMINI_MODEL). */
  defaultOpenAiModel: z.string(),
  defaultGeminiModel: z.string(),
  /** 'settings', 'environment' or null (no key: the provider answers aiKeyMissing). */
  openAiKeySource: z.enum(['settings', 'environment']).nullable(),
  geminiKeySource: z.enum(['settings', 'environment']).nullable(),
});
export type AiSettingsView = z.infer<typeof aiSettingsViewSchema>;

/**
 * The Site settings screen's view (admin only): the public settings plus the SMTP sender, host and
 * port, the public payment key and the e-mail texts. Secrets stay write-only: only whether the SMTP
 * password and the payment secret key are set is shown.
 */
export const adminSettingsSchema = publicSettingsSchema.extend({
  defaultEmail: z.string().nullable(),
  host: z.string().nullable(),
  port: z.number(),
  hasSmtpPassword: z.boolean(),
  clientUrl: z.string().nullable(),
  emailTexts: z.record(z.string(), z.string()),
  /** The AI panel (issue 8): models, base URLs and where each key comes from; never a key. */
  ai: aiSettingsViewSchema,
  /** The per-language texts the admin wrote (locale → field → text); `translations` adds the built-in ones. */
  textTranslations: z.record(z.string(), z.record(z.string(), z.string())),
  lastUpdatedBy: z.number().nullable(),
  lastUpdated: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/**
 * A provider's secret key (Stripe, Open AI, Gemini AI), write-only; empty keeps the stored one. It travels
 * in an HTTP header, so printable ASCII without spaces: a line break inside it made every later call fail
 * with a network error (503) instead of saying at once that the key is wrong.
 */
const apiKeyField = () =>
  z
    .string()
    .trim()
    .max(300, { error: 'tooLong' })
    .regex(/^[\x21-\x7E]*$/, { error: 'keyInvalid' });

/** An upload path the server answered (/upload/…), or nothing. */
const uploadPath = () =>
  z
    .union([z.string().trim().max(500, { error: 'tooLong' }), z.null()])
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^\/upload\/[A-Za-z0-9/_\-.]+$/.test(v), { error: 'onlyImageFile' });

/** Number rule of spec 000 §5: not empty, an integer, greater than zero. */
const positiveIntegerText = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\d+$/, { error: 'numberRule' })
    .refine((v) => Number(v) > 0, { error: 'numberRule' });

const settingsId = { siteSettingsId: idParam().optional(), lastUpdatedBy: z.number().optional() };

/** One text in another language: an empty text removes it, and the English text shows again. */
const translatedText = (max: number) => z.string().trim().max(max, { error: 'tooLong' }).optional();
/** Each other language's version of one shape of texts, all optional: only what is sent is saved. */
function perLanguage<T extends z.ZodType>(shape: () => T) {
  const entries = TEXT_TRANSLATION_LOCALES.map((locale) => [locale, shape().optional()]);
  return z.object(Object.fromEntries(entries) as Record<TextTranslationLocale, z.ZodOptional<T>>);
}

// ---------------------------------------------------------------- the panels

export const generalSettingRequest = z.object({
  ...settingsId,
  siteTitle: requiredText().max(100, { error: 'max100characters' }),
  welComeMessage: requiredText().max(300, { error: 'tooLong' }),
  copyRightText: requiredText().max(200, { error: 'max200characters' }),
  footerText: requiredText().max(300, { error: 'tooLong' }),
  /** footerText in the other languages (issue 20): { es: '…', in: '…' }; an empty text shows the English one. */
  footerTextTranslations: perLanguage(() => translatedText(300)).optional(),
  /** App version: numeric (spec 000 §5); a change shows the version notice to every signed-in user. */
  version: positiveIntegerText(),
  logoPath: uploadPath(),
  faviconPath: uploadPath(),
  allowWelcomeEmail: z.boolean(),
  allowFaq: z.boolean(),
});

export const examSettingRequest = z.object({
  ...settingsId,
  endExam: z.boolean(),
  tabChangeEndExam: z.boolean(),
  logoOnExamPage: z.boolean(),
});

/** Payment panel: the secret key is write-only; empty (or absent) keeps the stored one. */
export const paymentSettingRequest = z.object({
  ...settingsId,
  currency: requiredText()
    .max(3, { error: 'currencyInvalid' })
    .regex(/^[A-Za-z]{3}$/, { error: 'currencyInvalid' })
    .transform((v) => v.toLowerCase()),
  currencySymbol: requiredText().max(5, { error: 'tooLong' }),
  paidRegistration: z.boolean().optional(),
  registrationPrice: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce
      .number({ error: 'positiveNumber' })
      .min(0, { error: 'positiveNumber' })
      .max(1_000_000, { error: 'tooLarge' }),
  ),
  stripePubKey: optionalText(300),
  stripeSecretKey: apiKeyField().optional(),
  /** True clears the stored secret key. */
  clearStripeSecretKey: z.boolean().optional(),
});
export type PaymentSettingValues = z.input<typeof paymentSettingRequest>;

/** Email panel: the password is write-only (empty keeps it); an empty port is sent as 0 (spec 000 §5). */
export const emailSettingRequest = z.object({
  ...settingsId,
  defaultEmail: emailField(),
  password: z.string().max(300, { error: 'tooLong' }).optional(),
  host: requiredText()
    .max(255, { error: 'tooLong' })
    .regex(/^[A-Za-z0-9.-]+$/, { error: 'hostInvalid' }),
  port: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce.number({ error: 'numberRule' }).int({ error: 'numberRule' }).min(0).max(65535, { error: 'tooLarge' }),
  ),
});
export type EmailSettingValues = z.input<typeof emailSettingRequest>;

const color = () => requiredText().regex(HEX_COLOR, { error: 'colorInvalid' });
export const colorSettingRequest = z.object({
  ...settingsId,
  appBarColor: color(),
  footerColor: color(),
  bodyColor: color(),
  headerColor: color(),
  /**
   * The primary (brand) colour (issue 20). Buttons write white text on it and links use it on white, so a
   * colour below WCAG AA's 4.5:1 against white is refused. Optional: a client of the spec's four colours
   * keeps the stored one.
   */
  primaryColor: color()
    .refine((value) => !HEX_COLOR.test(value) || meetsTextContrast(value, '#FFFFFF'), {
      error: 'primaryColorContrast',
    })
    .optional(),
});

/** Landing fields that may be empty: pictures, the telephone and the social links. */
export const OPTIONAL_LANDING_FIELDS = [
  'homePicture',
  'feature1Picture',
  'feature2Picture',
  'feature3Picture',
  'feature4Picture',
  'contactUsTelephone',
  'footerFacebook',
  'footerTwitter',
  'footerLinkedin',
  'footerInstagram',
] as const;
const socialLink = () =>
  z
    .string()
    .trim()
    .max(300, { error: 'tooLong' })
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), { error: 'httpsLinkOnly' });
const landingShape = Object.fromEntries(
  LANDING_FIELDS.map((field) => {
    if (field.endsWith('Picture')) return [field, uploadPath().transform((v) => v ?? '')];
    if (field.startsWith('footer')) return [field, socialLink()];
    if (field === 'contactUsTelephone') return [field, z.string().trim().max(40, { error: 'tooLong' })];
    if (field === 'contactUsEmail') return [field, emailField()];
    return [field, requiredText().max(field.includes('Detail') ? 1000 : 200, { error: 'tooLong' })];
  }),
) as unknown as Record<(typeof LANDING_FIELDS)[number], z.ZodType<string, unknown>>;
/** The landing texts in the other languages: the same length rules as the English ones, each optional. */
const landingTranslationShape = () =>
  z.object(
    Object.fromEntries(
      TRANSLATABLE_LANDING_FIELDS.map((field) => [field, translatedText(field.includes('Detail') ? 1000 : 200)]),
    ) as Record<TranslatableLandingField, ReturnType<typeof translatedText>>,
  );
export const landingSettingRequest = z.object({
  ...settingsId,
  ...landingShape,
  /** { es: { homeHeader1: '…' }, … } (issue 20): only the texts sent change; an empty one shows English again. */
  landingTranslations: perLanguage(landingTranslationShape).optional(),
});

const emailTextShape = Object.fromEntries(
  EMAIL_TEXT_FIELDS.map((field) => [
    field,
    requiredText().max(field.endsWith('Body') ? 2000 : 200, { error: 'tooLong' }),
  ]),
) as unknown as Record<(typeof EMAIL_TEXT_FIELDS)[number], z.ZodType<string, unknown>>;
export const emailTextSettingRequest = z.object({ ...settingsId, ...emailTextShape });

/** A provider base URL (an OpenAI-compatible server, a proxy): http(s) origin and path, or nothing. */
const baseUrl = () =>
  optionalText(300).refine((v) => v === null || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), {
    error: 'baseUrlInvalid',
  });

/**
 * The AI panel of Site settings (our addition, for what issue 8 keeps in the settings): keys are
 * write-only (empty keeps the stored one, clear… removes it); an empty model or base URL falls back to
 * the environment (OPENAI_MODEL, GEMINI_BASE_URL, …) and then to the SDK's default host.
 */
export const aiSettingRequest = z.object({
  siteSettingsId: idParam().optional(),
  lastUpdatedBy: z.number().optional(),
  openAiKey: apiKeyField().optional(),
  clearOpenAiKey: z.boolean().optional(),
  openAiModel: optionalText(100),
  openAiBaseUrl: baseUrl(),
  geminiKey: apiKeyField().optional(),
  clearGeminiKey: z.boolean().optional(),
  geminiModel: optionalText(100),
  geminiBaseUrl: baseUrl(),
});
export type AiSettingValues = z.input<typeof aiSettingRequest>;

// ---------------------------------------------------------------- the site address and the whole-settings update

/** UpdateClientUrl: the site origin the browser sees (displayName), used in mailed links. */
export const updateClientUrlRequest = z.object({
  displayName: z
    .string()
    .trim()
    .max(300, { error: 'originInvalid' })
    .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/, { error: 'originInvalid' }),
});

/**
 * UpdateSettings (spec 000 §7 lists it without fields): any subset of the panel fields, each validated by
 * its panel's rule. Only the fields sent are saved; the SMTP password and the payment secret key stay
 * write-only as in their panels. An empty body is refused (nothing to save).
 */
export const updateSettingsRequest = generalSettingRequest
  .partial()
  .extend(examSettingRequest.partial().shape)
  .extend(paymentSettingRequest.partial().shape)
  .extend(emailSettingRequest.partial().shape)
  .extend(colorSettingRequest.partial().shape)
  .extend(landingSettingRequest.partial().shape)
  .extend(emailTextSettingRequest.partial().shape)
  .extend(aiSettingRequest.partial().shape)
  .refine(
    (body) => Object.entries(body).some(([k, v]) => v !== undefined && k !== 'siteSettingsId' && k !== 'lastUpdatedBy'),
    {
      error: 'required',
    },
  );
