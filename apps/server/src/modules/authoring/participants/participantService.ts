import { isEmailAddress } from '@assessly/shared';
import type { FastifyInstance } from 'fastify';
import { invalidField, notFound } from '../../../errors/AppError.js';
import { listParticipants, replaceParticipants } from './participantRepository.js';
import { findQuizTopic } from '../topics/topicRepository.js';

/** An entry of 5 characters or fewer is not an address (spec 001 §5 and §9). */
const isKeptEntry = (email: string) => email.length > 5;

/**
 * CreateQuizParticipants: the list sent for an assessment replaces its whole invited list, in one
 * transaction for every assessment named. Grouping comes before dropping short entries, so a list
 * whose entries are all dropped still empties the assessment's list; a kept entry that is not an
 * address is refused (400) rather than stored where no candidate could ever match it.
 */
export async function replaceInvitedLists(
  app: FastifyInstance,
  items: { quizTopicId: number; email: string }[],
  userId: number,
) {
  const byQuiz = new Map<number, Set<string>>();
  for (const [index, { quizTopicId, email }] of items.entries()) {
    const emails = byQuiz.get(quizTopicId) ?? new Set<string>();
    if (isKeptEntry(email)) {
      if (!isEmailAddress(email)) invalidField(`${index}.email`, 'emailInvalid');
      emails.add(email);
    }
    byQuiz.set(quizTopicId, emails);
  }
  await app.db.transaction().execute(async (trx) => {
    for (const [quizTopicId, emails] of byQuiz) {
      if (!(await findQuizTopic(trx, quizTopicId))) notFound();
      await replaceParticipants(trx, quizTopicId, [...emails], userId);
    }
  });
}

/** GetQuizParticipantsEmail: the invited list of one assessment; an unknown assessment is not found. */
export async function invitedListOf(app: FastifyInstance, quizTopicId: number) {
  if (!(await findQuizTopic(app.db, quizTopicId))) notFound();
  return listParticipants(app.db, quizTopicId);
}
