import type { accommodationInput } from '@assessly/shared';
import type { z } from 'zod';
import type { DB } from '../../../db/database.js';
import { invalidField, notFound, refuse } from '../../../errors/AppError.js';
import { findQuizTopic } from '../../authoring/index.js';
import * as repository from './accommodationRepository.js';

type AccommodationInput = z.output<typeof accommodationInput>;

/** An entry that adds no time (0 extra minutes, multiplier 1) would only clutter the list. */
const addsTime = (input: { extraMinutes: number; timeMultiplier: number }) =>
  input.extraMinutes > 0 || input.timeMultiplier > 1;

/** GetExtraTime: quizTopicId 0 lists the entries for every assessment; an unknown assessment is not found. */
export async function extraTimeOf(db: DB, quizTopicId: number) {
  if (quizTopicId === 0) return repository.listAccommodations(db, null);
  if (!(await findQuizTopic(db, quizTopicId))) notFound();
  return repository.listAccommodations(db, quizTopicId);
}

/**
 * SaveExtraTime: the candidate's entry for this scope (one assessment, or every assessment), replacing
 * the one there was. Only candidates take assessments, so another role's e-mail is refused like an unknown one.
 */
export async function saveExtraTime(db: DB, input: AccommodationInput, addedBy: number): Promise<number> {
  if (!addsTime(input)) invalidField('extraMinutes', 'noExtraTime');
  return db.transaction().execute(async (trx) => {
    if (input.quizTopicId !== null && !(await findQuizTopic(trx, input.quizTopicId))) notFound();
    const candidate = await repository.lockCandidate(trx, input.email);
    if (!candidate) return refuse('noCandidateForEmail');
    return repository.replaceAccommodation(trx, {
      userId: candidate.userId,
      quizTopicId: input.quizTopicId,
      extraMinutes: input.extraMinutes,
      timeMultiplier: input.timeMultiplier,
      addedBy,
    });
  });
}

export async function deleteExtraTime(db: DB, accommodationId: number) {
  if (!(await repository.deleteAccommodation(db, accommodationId))) notFound();
}
