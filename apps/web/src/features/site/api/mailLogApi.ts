import { type MailLogFilter, type TestMailRequest, siteRefs } from '@assessly/shared';
import { call } from '../../../api/call';

/** Query keys of the Mail log: a retry refreshes every page of it. */
export const mailLogKeys = {
  all: ['mailLog'] as const,
  page: (filter: MailLogFilter, page: number, size: number) => ['mailLog', filter, page, size] as const,
  preview: (id: number) => ['mailLog', 'preview', id] as const,
};

/** Typed calls of the Mail log screen and the Email panel's test mail (issue 20). Pages are 1-based on the server. */
export const mailLogApi = {
  page: (filter: MailLogFilter, page: number, size: number) =>
    call(siteRefs.GetMailLog, { params: { page, itemsPerPage: size }, query: { status: filter } }),
  preview: (id: number) => call(siteRefs.GetMailPreview, { params: { id } }),
  retry: (id: number) => call(siteRefs.RetryMail, { params: { id } }),
  sendTestMail: (body: TestMailRequest) => call(siteRefs.SendTestMail, { body }),
};
