import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

/** One successful provider call, as the AI usage log keeps it (spec 000 §3). */
export interface AiUsageEntry {
  id: string;
  object: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  additionalDetail: string;
  userId: number;
}

export async function recordAiUsage(db: DB, entry: AiUsageEntry): Promise<void> {
  await db
    .insertInto('ai_usage')
    .values({ ...entry, dateAdded: nowIso() })
    .execute();
}
