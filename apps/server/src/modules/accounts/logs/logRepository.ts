import type { BrowseRow } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { countAll } from '../../../db/dialect.js';

export interface Paged<T> {
  responseMsg: T[];
  count: number;
}

/** Login sessions with who opened them, newest first (spec 000 §3 Browsing record). */
export async function browsePage(db: DB, page: number, perPage: number): Promise<Paged<BrowseRow>> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('login_history as h')
      .innerJoin('app_user as u', 'u.userId', 'h.userId')
      .select([
        'h.loginHistoryId',
        'u.fullName',
        'u.email',
        'h.logInTime',
        'h.logOutTime',
        'h.ip',
        'h.browser',
        'h.browserVersion',
        'h.platform',
        'h.locationInfo',
      ])
      .orderBy('h.logInTime', 'desc')
      .orderBy('h.loginHistoryId', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    // Entries of deleted users go with them (foreign key cascade), so the join loses none and the count matches.
    db.selectFrom('login_history').select(countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { responseMsg: rows, count: Number(total.n) };
}
