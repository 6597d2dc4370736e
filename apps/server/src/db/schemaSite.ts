import type { Generated } from 'kysely';

/** Site content and mail tables: the mail outbox, FAQ, contact messages, AI usage. */

/** One mail of the durable outbox (apps/server/src/mail/outbox.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  toEmail: string;
  subject: string;
  html: string;
  text: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  lockedUntil: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface FaqTable {
  faqId: Generated<number>;
  title: string;
  /** uniqueKey(title): trimmed and case-folded, unique. */
  titleKey: string;
  description: string;
  addedBy: number | null;
  dateAdded: string;
  lastUpdatedBy: number | null;
  lastUpdated: string | null;
}

export interface ContactMessageTable {
  contactId: Generated<number>;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  dateAdded: string;
}

/** One AI call's token usage (spec 000 §3 AI usage record). */
export interface AiUsageTable {
  aiUsageId: Generated<number>;
  id: string;
  object: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  additionalDetail: string | null;
  userId: number | null;
  dateAdded: string;
}
