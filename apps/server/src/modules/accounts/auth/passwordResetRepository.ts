import { createHash, randomBytes } from 'node:crypto';
import { RESET_LINK_TTL_MS } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token; only its hash is stored, and earlier unused tokens of the user stop working. */
export async function issueResetToken(db: DB, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('password_reset')
      .set({ usedAt: now.toISOString() })
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
    await trx
      .insertInto('password_reset')
      .values({
        tokenHash: hashToken(token),
        userId,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
        usedAt: null,
      })
      .execute();
  });
  return token;
}

/** Marks the token used and returns its user, or undefined when it is unknown, used or expired. */
export async function consumeResetToken(db: DB, token: string): Promise<number | undefined> {
  const now = nowIso();
  const result = await db
    .updateTable('password_reset')
    .set({ usedAt: now })
    .where('tokenHash', '=', hashToken(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return result?.userId;
}
