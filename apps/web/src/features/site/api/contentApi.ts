import { siteRefs } from '@assessly/shared';
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
  faqList: () => call(siteRefs.GetFaqList),
  createFaq: (faq: FaqText) => call(siteRefs.CreateFaq, { body: faq }),
  updateFaq: (faqId: number, faq: FaqText) => call(siteRefs.UpdateFaq, { body: { faqId, ...faq } }),
  deleteFaq: (faqId: number) => call(siteRefs.DeleteFaq, { params: { id: faqId } }),

  contacts: (page: number, size: number) => call(siteRefs.GetContactList, { params: { page, itemsPerPage: size } }),
};
