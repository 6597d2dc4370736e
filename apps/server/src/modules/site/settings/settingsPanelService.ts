import {
  EMAIL_TEXT_FIELDS,
  LANDING_FIELDS,
  aiSettingRequest,
  emailSettingRequest,
  paymentSettingRequest,
  type AdminSettings,
  type AiKeyStatus,
  type AiProvider,
  type updateSettingsRequest,
} from '@assessly/shared';
import type { z } from 'zod';
import type { Config } from '../../../config.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { refuse } from '../../../errors/AppError.js';
import {
  aiProviderOf,
  toPublicSettings,
  type SettingsChanges,
  type SettingsColumns,
  type SettingsRow,
} from './settingsRepository.js';
import { parseTranslations } from './textTranslations.js';
import { aiTargetOf } from '../../ai/index.js';

/** The parsed fields of any panel (or of an UpdateSettings subset): absent keys are not saved. */
export type PanelValues = Partial<z.output<typeof updateSettingsRequest>>;

/** Columns copied as they are (after the schema's checks and transforms). */
const PLAIN_COLUMNS = [
  'siteTitle',
  'welComeMessage',
  'copyRightText',
  'footerText',
  'version',
  'logoPath',
  'faviconPath',
  'currency',
  'currencySymbol',
  'registrationPrice',
  'stripePubKey',
  'defaultEmail',
  'host',
  'port',
  'appBarColor',
  'footerColor',
  'bodyColor',
  'headerColor',
  'primaryColor',
  // AI panel: null falls back to OPENAI_MODEL / GEMINI_BASE_URL … and then to the SDK's default.
  'openAiModel',
  'openAiBaseUrl',
  'geminiModel',
  'geminiBaseUrl',
] as const satisfies readonly (keyof SettingsColumns & keyof PanelValues)[];

/** Switches, stored as 0/1. */
const FLAG_COLUMNS = [
  'allowWelcomeEmail',
  'allowFaq',
  'endExam',
  'tabChangeEndExam',
  'logoOnExamPage',
  'paidRegistration',
] as const satisfies readonly (keyof SettingsColumns & keyof PanelValues)[];

function pickTexts(values: PanelValues, fields: readonly string[]): Record<string, string> | undefined {
  const source = values as Record<string, unknown>;
  const picked = Object.fromEntries(
    fields.filter((field) => typeof source[field] === 'string').map((field) => [field, source[field] as string]),
  );
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/**
 * What a panel's parsed body changes. Secrets are write-only: an empty or absent SMTP password, payment
 * secret key or AI key keeps the stored one; clearStripeSecretKey / clearOpenAiKey / clearGeminiKey
 * removes the key (a new key sent with it wins).
 */
export function settingsChanges(values: PanelValues): SettingsChanges {
  const columns: Record<string, unknown> = {};
  for (const key of PLAIN_COLUMNS) if (values[key] !== undefined) columns[key] = values[key];
  for (const key of FLAG_COLUMNS) if (values[key] !== undefined) columns[key] = values[key] ? 1 : 0;
  if (values.password) columns.smtpPassword = values.password;
  if (values.clearStripeSecretKey) columns.stripeSecretKey = null;
  if (values.stripeSecretKey) columns.stripeSecretKey = values.stripeSecretKey;
  if (values.clearOpenAiKey) columns.openAiKey = null;
  if (values.openAiKey) columns.openAiKey = values.openAiKey;
  if (values.clearGeminiKey) columns.geminiKey = null;
  if (values.geminiKey) columns.geminiKey = values.geminiKey;
  const landing = pickTexts(values, LANDING_FIELDS);
  const emailTexts = pickTexts(values, EMAIL_TEXT_FIELDS);
  const translations = pickTranslations(values);
  return {
    columns: columns as SettingsColumns,
    ...(landing ? { landing } : {}),
    ...(emailTexts ? { emailTexts } : {}),
    ...(translations ? { translations } : {}),
  };
}

/**
 * The per-language texts of the General panel (footerTextTranslations: locale → text) and of the Landing
 * panel (landingTranslations: locale → field → text), as one locale → field → text change.
 */
function pickTranslations(values: PanelValues): Record<string, Record<string, string>> | undefined {
  const out: Record<string, Record<string, string>> = {};
  const add = (locale: string, field: string, text: string | undefined) => {
    if (text !== undefined) out[locale] = { ...(out[locale] ?? {}), [field]: text };
  };
  for (const [locale, text] of Object.entries(values.footerTextTranslations ?? {})) add(locale, 'footerText', text);
  for (const [locale, texts] of Object.entries(values.landingTranslations ?? {}))
    for (const [field, text] of Object.entries(texts ?? {})) add(locale, field, text);
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Fields of the Email, Payment and AI panels: they hold secrets, make the site send mail, or (AI keys and
 * base URLs) would let someone spend the site's money or point the server at another host.
 */
const GUARDED_FIELDS = new Set(
  [
    ...Object.keys(emailSettingRequest.shape),
    ...Object.keys(paymentSettingRequest.shape),
    ...Object.keys(aiSettingRequest.shape),
  ].filter((key) => key !== 'siteSettingsId' && key !== 'lastUpdatedBy'),
);

/**
 * The demo admin's password is public: it may not change the Email, Payment and AI panels, nor the site
 * address used in mailed links (it would turn the site's own mails into phishing links).
 */
export function refuseDemoOnGuardedFields(user: AuthUser, values: PanelValues | 'clientUrl') {
  if (!user.isDemo) return;
  if (values === 'clientUrl') refuse('demoOperationNotAllowed');
  const sent = Object.entries(values).filter(([, value]) => value !== undefined);
  if (sent.some(([key]) => GUARDED_FIELDS.has(key))) refuse('demoOperationNotAllowed');
}

/** The Site settings screen's view: the public settings plus what only an admin sees; never a secret. */
export function toAdminSettings(row: SettingsRow, config: Config): AdminSettings {
  return {
    ...toPublicSettings(row),
    defaultEmail: row.defaultEmail,
    host: row.host,
    port: row.port,
    hasSmtpPassword: Boolean(row.smtpPassword),
    clientUrl: row.clientUrl,
    emailTexts: JSON.parse(row.emailTextsJson) as Record<string, string>,
    ai: aiSettingsView(row, config),
    textTranslations: parseTranslations(row.textTranslationsJson),
    lastUpdatedBy: row.lastUpdatedBy,
    lastUpdated: row.lastUpdated,
  };
}

const keySource = (stored: string | null, env: string | undefined) =>
  stored ? ('settings' as const) : env ? ('environment' as const) : null;

/** The AI panel's view: models and base URLs as stored, and where each key comes from; never the key. */
function aiSettingsView(row: SettingsRow, config: Config): AdminSettings['ai'] {
  return {
    openAiModel: row.openAiModel,
    openAiBaseUrl: row.openAiBaseUrl,
    geminiModel: row.geminiModel,
    geminiBaseUrl: row.geminiBaseUrl,
    defaultOpenAiModel: config.OPENAI_MODEL,
    defaultGeminiModel: config.GEMINI_MODEL,
    openAiKeySource: keySource(row.openAiKey, config.OPENAI_API_KEY),
    geminiKeySource: keySource(row.geminiKey, config.GEMINI_API_KEY),
  };
}

/** GetAiKeyStatus: which providers have a key, resolved as an AI call would (settings, then environment). */
export function aiKeyStatus(row: SettingsRow, config: Config): AiKeyStatus {
  const hasKey = (provider: AiProvider) => aiTargetOf(provider, row, config).apiKey !== null;
  const aiProvider = aiProviderOf(row);
  return {
    aiProvider,
    keySet: hasKey(aiProvider),
    openAiKeySet: hasKey('Open AI'),
    geminiKeySet: hasKey('Gemini AI'),
  };
}
