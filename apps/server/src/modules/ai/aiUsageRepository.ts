import type { DB } from '../../db/database.js';
import { countAll, nowIso } from '../../db/dialect.js';
import type { AiUsageRow } from '@assessly/shared';

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

/** Token usage of the AI helpers, newest first (spec 000 §3 AI usage record). */
export async function aiUsagePage(
  db: DB,
  page: number,
  perPage: number,
): Promise<{ responseMsg: AiUsageRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('ai_usage')
      .select([
        'aiUsageId',
        'id',
        'object',
        'model',
        'promptTokens',
        'completionTokens',
        'totalTokens',
        'additionalDetail',
        'dateAdded',
      ])
      .orderBy('dateAdded', 'desc')
      .orderBy('aiUsageId', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db.selectFrom('ai_usage').select(countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  // pg may answer integer columns as numbers or (bigint) strings: the contract says numbers.
  const numbers = rows.map((r) => ({
    ...r,
    promptTokens: Number(r.promptTokens),
    completionTokens: Number(r.completionTokens),
    totalTokens: Number(r.totalTokens),
  }));
  return { responseMsg: numbers, count: Number(total.n) };
}
