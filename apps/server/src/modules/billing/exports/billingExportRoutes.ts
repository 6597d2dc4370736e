import { billingApi, cutDate } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { FastifyPluginAsync } from 'fastify';
import { requestLocale } from '../../../errors/errorHandler.js';
import { allPayments } from '../index.js';
import { loadSettings } from '../../site/index.js';
import { listPlanAdminRows } from '../index.js';
import { mapRows, requestDocument } from '../../../lib/export/exportDocument.js';
import { sendTable } from '../../../lib/export/sendTable.js';
import { serve } from '../../../lib/serve.js';

const pick = (table: Record<string, string>, key: string) => table[key] ?? key;

/**
 * Exports of the Billing plans and Payments lists (spec 000 §2): every row, headings from the billing
 * namespace in the caller's language. PDFs are A4 landscape (pdfTable), as the Payments list asks.
 * Dates are cut to their first 10 characters (spec 000 §9); prices stay numbers in USD.
 */
const billingExport: FastifyPluginAsync = async (app) => {
  serve(app, billingApi.ExportPlans, async (request, reply) => {
    const labels = translations[requestLocale(request)].billing;
    const { subtitle, pageLabel } = requestDocument(request);
    // Prices are in the site's currency (Payment settings), not always dollars.
    const currency = (await loadSettings(app.db)).currency.toUpperCase();
    // A handful of plans: one query holds them all.
    const rows = await listPlanAdminRows(app.db);
    return sendTable(reply, {
      format: request.params.format,
      fileName: 'plans',
      title: labels.plansExportTitle,
      subtitle,
      pageLabel,
      columns: [
        { key: 'title', header: labels.colTitle, width: 18 },
        { key: 'interval', header: labels.colInterval, width: 10 },
        { key: 'price', header: `${labels.colPrice} (${currency})`, width: 10 },
        { key: 'assessmentCount', header: labels.colAssessments, width: 12 },
        { key: 'responseAllAssessmentCount', header: labels.colResponsesAll, width: 12 },
        { key: 'responsePerAssessmentCount', header: labels.colResponsesPer, width: 12 },
        { key: 'questionPerAssessmentCount', header: labels.colQuestionsPer, width: 12 },
        { key: 'usersCount', header: labels.colUsers, width: 8 },
        { key: 'additionalText', header: labels.colAdditionalText, width: 30 },
      ],
      rows: rows.map((p) => ({
        title: p.title,
        interval: pick(labels.intervals, p.interval),
        price: p.price,
        assessmentCount: p.assessmentCount,
        responseAllAssessmentCount: p.responseAllAssessmentCount,
        responsePerAssessmentCount: p.responsePerAssessmentCount,
        questionPerAssessmentCount: p.questionPerAssessmentCount,
        usersCount: p.usersCount,
        additionalText: p.additionalText,
      })),
    });
  });

  serve(app, billingApi.ExportPayments, async (request, reply) => {
    const labels = translations[requestLocale(request)].billing;
    const { subtitle, pageLabel } = requestDocument(request);
    // Prices are in the site's currency (Payment settings), not always dollars.
    const currency = (await loadSettings(app.db)).currency.toUpperCase();
    return sendTable(reply, {
      format: request.params.format,
      fileName: 'payments',
      title: labels.paymentsExportTitle,
      subtitle,
      pageLabel,
      columns: [
        { key: 'userEmail', header: labels.colUserEmail, width: 26 },
        { key: 'title', header: labels.colTitle, width: 14 },
        { key: 'price', header: `${labels.colPrice} (${currency})`, width: 9 },
        { key: 'paymentMode', header: labels.colPaymentMode, width: 11 },
        { key: 'interval', header: labels.colInterval, width: 10 },
        { key: 'startDate', header: labels.colStart, width: 11 },
        { key: 'endDate', header: labels.colEnd, width: 11 },
        { key: 'transactionDetail', header: labels.colTransaction, width: 24 },
        { key: 'dateAdded', header: labels.colDate, width: 11 },
      ],
      rows: mapRows(allPayments(app.db), (p) => ({
        userEmail: p.userEmail,
        title: p.title,
        price: p.price,
        paymentMode: pick(labels.paymentModes, p.paymentMode),
        interval: pick(labels.intervals, p.interval),
        startDate: cutDate(p.startDate),
        endDate: cutDate(p.endDate),
        transactionDetail: p.transactionDetail,
        dateAdded: cutDate(p.dateAdded),
      })),
    });
  });
};
export default billingExport;
