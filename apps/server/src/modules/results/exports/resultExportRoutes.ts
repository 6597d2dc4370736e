import {
  cutDateTime,
  LOCALE_TAG,
  resultsApi as routes,
  resultStatus,
  round2,
  shownObtainedMarks,
  type Locale,
  type ResultRow,
  type ResultStatus,
} from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../../../db/database.js';
import { requestLocale } from '../../../errors/errorHandler.js';
import { resultRowsAfter, toResultRow, type ResultFilter } from '../index.js';
import { serve } from '../../../lib/serve.js';
import { yieldToEventLoop } from '../../../lib/export/backpressure.js';
import { EXPORT_PAGE } from '../../../lib/export/keyset.js';
import { sendTable } from '../../../lib/export/sendTable.js';
import type { TableRow } from '../../../lib/export/tableTypes.js';

type Labels = (typeof translations)['en']['exportColumns'];

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

const STATUS_LABEL: Record<ResultStatus, keyof Labels> = {
  passed: 'resultPassed',
  failed: 'resultFailed',
  pending: 'resultPending',
  notApplicable: 'resultNotApplicable',
};

/**
 * Every result of the filter, newest first, read 1,000 at a time after the last row's (date, id),
 * letting other requests run between pages.
 */
async function* allResults(db: DB, filter: ResultFilter): AsyncGenerator<ResultRow> {
  let after: { dateAdded: string; quizResponseInitialId: number } | null = null;
  for (;;) {
    const rows = await resultRowsAfter(db, filter, after, EXPORT_PAGE);
    for (const row of rows) yield toResultRow(row);
    if (rows.length < EXPORT_PAGE) return;
    const last = rows[rows.length - 1]!;
    after = { dateAdded: last.dateAdded, quizResponseInitialId: last.quizResponseInitialId };
    await yieldToEventLoop();
  }
}

/** One row as the admin results table shows it (spec 001 §5 "Display rules", §4 "Result status"). */
function exportRow(labels: Labels, r: ResultRow): TableRow {
  return {
    fullName: r.fullName,
    email: r.email,
    quizTitle: r.quizTitle,
    quizTime: r.quizTime,
    timeTaken: round2(r.timeTaken),
    marks: r.quizMark > 0 ? round2(r.quizMark) : labels.resultNotApplicable,
    marksObtained: r.quizMark > 0 ? shownObtainedMarks(r.userObtainedQuizMark, r.quizMark) : labels.resultNotApplicable,
    status: labels[STATUS_LABEL[resultStatus(r)]],
    attemptCount: r.attemptCount,
    attemptDate: cutDateTime(r.dateAdded),
  };
}

function columns(labels: Labels) {
  return [
    { key: 'fullName', header: labels.fullName, width: 20 },
    { key: 'email', header: labels.email, width: 26 },
    { key: 'quizTitle', header: labels.quizTitle, width: 24 },
    { key: 'quizTime', header: labels.quizTime, width: 9 },
    { key: 'timeTaken', header: labels.timeTaken, width: 10 },
    { key: 'marks', header: labels.marks, width: 8 },
    { key: 'marksObtained', header: labels.marksObtained, width: 10 },
    { key: 'status', header: labels.status, width: 10 },
    { key: 'attemptCount', header: labels.attemptCount, width: 8 },
    { key: 'attemptDate', header: labels.attemptDate, width: 17 },
  ];
}

const documentLabels = (locale: Locale, labels: Labels) => ({
  subtitle: fill(labels.exportedOn, {
    date: new Intl.DateTimeFormat(LOCALE_TAG[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()),
  }),
  pageLabel: (page: number) => fill(labels.page, { page }),
});

/** PDF, Excel and CSV of the admin results report: every row matching its filters (0 = no filter). */
const resultExportRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.ExportResults, async (request, reply) => {
    const locale = requestLocale(request);
    const labels = translations[locale].exportColumns;
    const rows = allResults(app.db, request.query);
    return sendTable(reply, {
      format: request.params.format,
      fileName: 'results',
      title: labels.resultsTitle,
      ...documentLabels(locale, labels),
      columns: columns(labels),
      rows: (async function* () {
        for await (const row of rows) yield exportRow(labels, row);
      })(),
    });
  });
};
export default resultExportRoutes;
