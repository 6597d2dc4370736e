import type { Accommodation, accommodationInput } from '@assessly/shared';
import type { z } from 'zod';
import { del, get, post } from '../../../api/client';

export type AccommodationValues = z.output<typeof accommodationInput>;

/** Query keys of the Extra time dialog; 0 is the scope of the entries for every assessment. */
export const accommodationKeys = {
  scope: (quizTopicId: number | null) => ['extraTime', quizTopicId ?? 0] as const,
};

/** Per-candidate extra time (issue 4): admin calls under /api/Quiz. */
export const accommodationApi = {
  /** null: the entries that apply to every assessment. */
  list: (quizTopicId: number | null) => get<Accommodation[]>(`/Quiz/GetExtraTime/${quizTopicId ?? 0}`),
  save: (values: AccommodationValues) =>
    post<{ responseMsg: string; accommodationId: number }>('/Quiz/SaveExtraTime', values),
  remove: (accommodationId: number) => del<{ responseMsg: string }>(`/Quiz/DeleteExtraTime/${accommodationId}`),
};
