import { z } from 'zod';
import { AI_PROVIDERS } from '../ai/providers.js';

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
