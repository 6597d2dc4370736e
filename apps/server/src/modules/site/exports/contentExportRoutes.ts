import { cutDate, cutDateTime, siteApi } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { FastifyPluginAsync } from 'fastify';
import { requestLocale } from '../../../errors/errorHandler.js';
import { serve } from '../../../lib/serve.js';
import { mapRows, requestDocument } from '../../../lib/export/exportDocument.js';
import { sendTable } from '../../../lib/export/sendTable.js';
import { allContacts } from '../contacts/contactRepository.js';
import { listFaqs } from '../faq/faqRepository.js';

/**
 * Exports of the FAQ and Contacts lists (spec 000 §2: PDF and Excel on the screens; CSV stays available
 * here like every export). Every row, headings from the siteContent namespace in the caller's language.
 */
const contentExport: FastifyPluginAsync = async (app) => {
  serve(app, siteApi.ExportFaq, async (request, reply) => {
    const labels = translations[requestLocale(request)].siteContent;
    const { subtitle, pageLabel } = requestDocument(request);
    // A FAQ is a short list written by hand: one query holds it all.
    const rows = await listFaqs(app.db);
    return sendTable(reply, {
      format: request.params.format,
      fileName: 'faq',
      title: labels.faqExportTitle,
      subtitle,
      pageLabel,
      columns: [
        { key: 'title', header: labels.faqTitle, width: 30 },
        { key: 'description', header: labels.faqDescription, width: 60 },
        { key: 'dateAdded', header: labels.colAddedOn, width: 12 },
      ],
      rows: rows.map((f) => ({ title: f.title, description: f.description, dateAdded: cutDate(f.dateAdded) })),
    });
  });

  serve(app, siteApi.ExportContacts, async (request, reply) => {
    const labels = translations[requestLocale(request)].siteContent;
    const { subtitle, pageLabel } = requestDocument(request);
    return sendTable(reply, {
      format: request.params.format,
      fileName: 'contacts',
      title: labels.contactsExportTitle,
      subtitle,
      pageLabel,
      columns: [
        { key: 'name', header: labels.colName, width: 20 },
        { key: 'email', header: labels.colEmail, width: 28 },
        { key: 'message', header: labels.colMessage, width: 60 },
        { key: 'dateAdded', header: labels.colDate, width: 19 },
      ],
      rows: mapRows(allContacts(app.db), (c) => ({
        name: c.name,
        email: c.email,
        message: c.message,
        dateAdded: cutDateTime(c.dateAdded),
      })),
    });
  });
};
export default contentExport;
