import { deliveryApi as routes, type accommodationInput } from '@assessly/shared';
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
  list: (quizTopicId: number | null) => call(routes.GetExtraTime, { params: { quizTopicId: quizTopicId ?? 0 } }),
  save: (values: AccommodationValues) => call(routes.SaveExtraTime, { body: values }),
  remove: (accommodationId: number) => call(routes.DeleteExtraTime, { params: { id: accommodationId } }),
};
