import type { ContactForm, ContactRow } from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { countAll, nowIso } from '../../../db/dialect.js';

const COLUMNS = ['contactId', 'name', 'email', 'message', 'dateAdded'] as const;
/** Rows per query of the export: the table is read in pages so memory stays bounded however much spam arrives. */
const EXPORT_PAGE = 1000;

export async function insertContact(db: DB, input: ContactForm, ip: string | null): Promise<number> {
  const row = await db
    .insertInto('contact_message')
    .values({ name: input.name, email: input.email, message: input.message, ip, dateAdded: nowIso() })
    .returning('contactId')
    .executeTakeFirstOrThrow();
  return row.contactId;
}

/** Newest first; the id breaks ties between messages of the same millisecond. */
const newestFirst = (db: DB) =>
  db.selectFrom('contact_message').select(COLUMNS).orderBy('dateAdded', 'desc').orderBy('contactId', 'desc');

export function listContacts(db: DB): Promise<ContactRow[]> {
  return newestFirst(db).execute();
}

export async function contactPage(db: DB, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    newestFirst(db)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db.selectFrom('contact_message').select(countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { responseMsg: rows, count: Number(total.n) };
}

/**
 * Every message for the export, newest first, one page at a time (keyset on the id, which grows with the
 * date: each page starts below the last id of the previous one).
 */
export async function* allContacts(db: DB): AsyncGenerator<ContactRow> {
  let below: number | null = null;
  for (;;) {
    const rows: ContactRow[] = await db
      .selectFrom('contact_message')
      .select(COLUMNS)
      .$if(below !== null, (q) => q.where('contactId', '<', below!))
      .orderBy('contactId', 'desc')
      .limit(EXPORT_PAGE)
      .execute();
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
    below = rows[rows.length - 1]!.contactId;
  }
}
