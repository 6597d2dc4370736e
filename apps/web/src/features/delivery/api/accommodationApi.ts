import { type accommodationInput, deliveryRefs } from '@assessly/shared';
import type { z } from 'zod';
import { call } from '../../../api/call';

export type AccommodationValues = z.output<typeof accommodationInput>;

/** Query keys of the Extra time dialog; 0 is the scope of the entries for every assessment. */
export const accommodationKeys = {
  scope: (quizTopicId: number | null) => ['extraTime', quizTopicId ?? 0] as const,
};

/** Per-candidate extra time (issue 4): admin calls under /api/Quiz. */
export const accommodationApi = {
  /** null: the entries that apply to every assessment. */
  list: (quizTopicId: number | null) => call(deliveryRefs.GetExtraTime, { params: { quizTopicId: quizTopicId ?? 0 } }),
  save: (values: AccommodationValues) => call(deliveryRefs.SaveExtraTime, { body: values }),
  remove: (accommodationId: number) => call(deliveryRefs.DeleteExtraTime, { params: { id: accommodationId } }),
};
