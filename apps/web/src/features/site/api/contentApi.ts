import { siteApi } from '@assessly/shared';
import { call } from '../../../api/call';

/** What the FAQ form edits: the entry's texts. */
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
  faqList: () => call(siteApi.GetFaqList),
  createFaq: (faq: FaqText) => call(siteApi.CreateFaq, { body: faq }),
  updateFaq: (faqId: number, faq: FaqText) => call(siteApi.UpdateFaq, { body: { faqId, ...faq } }),
  deleteFaq: (faqId: number) => call(siteApi.DeleteFaq, { params: { id: faqId } }),

  contacts: (page: number, size: number) => call(siteApi.GetContactList, { params: { page, itemsPerPage: size } }),
};
