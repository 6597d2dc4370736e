import type { MailLogFilter, MailLogPage, MailPreview, TestMailRequest } from '@assessly/shared';
import { get, post, put } from '../../../api/client';

/** Query keys of the Mail log: a retry refreshes every page of it. */
export const mailLogKeys = {
  all: ['mailLog'] as const,
  page: (filter: MailLogFilter, page: number, size: number) => ['mailLog', filter, page, size] as const,
  preview: (id: number) => ['mailLog', 'preview', id] as const,
};

/** Typed calls of the Mail log screen and the Email panel's test mail (issue 20). Pages are 1-based on the server. */
export const mailLogApi = {
  page: (filter: MailLogFilter, page: number, size: number) =>
    get<MailLogPage>(`/Settings/GetMailLog/${page}/${size}?status=${filter}`),
  preview: (id: number) => get<MailPreview>(`/Settings/GetMailPreview/${id}`),
  retry: (id: number) => put<{ responseMsg: string }>(`/Settings/RetryMail/${id}`, {}),
  sendTestMail: (body: TestMailRequest) =>
    post<{ responseMsg: 'testMailSent'; params: { email: string } }>('/Settings/SendTestMail', body),
};
