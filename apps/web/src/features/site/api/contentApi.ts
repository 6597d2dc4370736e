import type { ContactRow, FaqRow } from '@assessly/shared';
import { del, get, post, put, type Page } from '../../../api/client';

export type FaqSaved = { responseMsg: string; faqId: number };
export type Message = { responseMsg: string };
export interface FaqText {
  title: string;
  description: string;
}

/** Query keys of the site content screens, so that writes refresh exactly the lists they change. */
export const contentKeys = {
  faq: ['faqList'] as const,
  contacts: (page: number, size: number) => ['contacts', page, size] as const,
};

/** Typed calls of spec 000 §7 "FAQ" and "Contacts" (pages are 1-based on the server). */
export const contentApi = {
  faqList: () => get<FaqRow[]>('/Settings/GetFaqList'),
  createFaq: (faq: FaqText) => post<FaqSaved>('/Settings/CreateFaq', faq),
  updateFaq: (faqId: number, faq: FaqText) => put<FaqSaved>('/Settings/UpdateFaq', { faqId, ...faq }),
  deleteFaq: (faqId: number) => del<Message>(`/Settings/DeleteFaq/${faqId}`),

  contacts: (page: number, size: number) => get<Page<ContactRow>>(`/Settings/GetContactList/${page}/${size}`),
};
