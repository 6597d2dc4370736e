import { accountsApi, cutDate } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../../../db/database.js';
import { requestLocale } from '../../../errors/errorHandler.js';
import { userRowsAfter, type UserListRow } from '../index.js';
import { EXPORT_PAGE } from '../../../lib/export/keyset.js';
import { documentLabels } from '../../../lib/export/exportDocument.js';
import { sendTable } from '../../../lib/export/sendTable.js';
import { serve } from '../../../lib/serve.js';

/** Every user, newest first as the list shows them, read EXPORT_PAGE rows at a time. */
async function* allUsers(db: DB): AsyncGenerator<UserListRow> {
  let before: number | null = null;
  for (;;) {
    const rows = await userRowsAfter(db, before, EXPORT_PAGE);
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
    before = rows[rows.length - 1]!.userId;
  }
}

const pick = (table: Record<string, string>, key: string | null | undefined) => (key ? (table[key] ?? key) : '');

/** Exports of the Users list: GET /api/Export/users/:format (every user, not only a page). */
const usersExport: FastifyPluginAsync = async (app) => {
  serve(app, accountsApi.ExportUsers, async (request, reply) => {
    const locale = requestLocale(request);
    const { subtitle, pageLabel } = documentLabels(locale);
    const text = translations[locale];
    const labels = text.userAdmin;
    return sendTable(reply, {
      format: request.params.format,
      fileName: 'users',
      title: labels.exportTitle,
      subtitle,
      pageLabel,
      columns: [
        { key: 'fullName', header: labels.colFullName, width: 22 },
        { key: 'email', header: labels.colEmail, width: 28 },
        { key: 'role', header: labels.colRole, width: 12 },
        { key: 'mobile', header: labels.colMobile, width: 15 },
        { key: 'plan', header: labels.colPlan, width: 16 },
        { key: 'interval', header: labels.colInterval, width: 10 },
        { key: 'paymentMode', header: labels.colPaymentMode, width: 12 },
        { key: 'expiry', header: labels.colExpiry, width: 12 },
      ],
      rows: (async function* () {
        for await (const u of allUsers(app.db)) {
          yield {
            fullName: u.fullName,
            email: u.email,
            role: pick(text.roles, u.displayName),
            mobile: u.mobile,
            plan: u.title,
            interval: pick(labels.intervals, u.interval),
            paymentMode: pick(labels.paymentModes, u.paymentMode),
            // Spec 000 §9: dates are shown cut to their first 10 characters.
            expiry: cutDate(u.endDate),
          };
        }
      })(),
    });
  });
};
export default usersExport;
