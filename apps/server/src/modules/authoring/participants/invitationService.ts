import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../../plugins/auth.js';
import { notFound, refuse } from '../../../errors/AppError.js';
import { enqueueMail } from '../../../mail/outbox.js';
import { siteMail } from '../../site/index.js';
import { invitedAmong } from './participantRepository.js';
import { findQuizTopic } from '../topics/topicRepository.js';
import { requireEmailSettings, siteUrl } from '../../site/index.js';
import { loadSettings, type SettingsRow } from '../../site/index.js';

interface Invitation {
  email: string;
  quizTitle: string;
}

/** The addresses of the request that are on their assessment's invited list; an unknown assessment is not found. */
async function invitedTargets(app: FastifyInstance, items: { quizTopicId: number; email: string }[]) {
  const byQuiz = new Map<number, string[]>();
  for (const item of items) byQuiz.set(item.quizTopicId, [...(byQuiz.get(item.quizTopicId) ?? []), item.email]);
  const targets: Invitation[] = [];
  for (const [quizTopicId, emails] of byQuiz) {
    const quiz = (await findQuizTopic(app.db, quizTopicId)) ?? notFound();
    const invited = await invitedAmong(app.db, quizTopicId, [...new Set(emails)]);
    for (const email of invited) targets.push({ email, quizTitle: quiz.quizTitle });
  }
  return targets;
}

/** The invitation of one address: the Email texts, the assessment's title, a registration link the server built. */
const invitationMail = (app: FastifyInstance, settings: SettingsRow, target: Invitation, adminId: number) =>
  siteMail(app, settings, 'invitation', {
    to: target.email,
    lead: target.quizTitle,
    link: { href: `${siteUrl(app, settings)}/signIn?ad=${adminId}&email=${encodeURIComponent(target.email)}` },
  });

/**
 * SendInvitationMail: each invited address gets the invitation text, the assessment's title and a
 * registration link that carries the inviting admin's id (SignIn reads it as `ad`). Only addresses
 * on the assessment's invited list are mailed, and the link is built from the site's public URL,
 * never taken from the request. The demo admin, whose password is public, may not send mail to
 * addresses it chose (that would make the demo an open mail relay). The mails go to the outbox in one
 * transaction and the request answers at once; the outbox worker sends them.
 */
export async function sendInvitations(
  app: FastifyInstance,
  items: { quizTopicId: number; email: string }[],
  sender: AuthUser,
): Promise<number> {
  if (sender.isDemo) refuse('demoOperationNotAllowed');
  const settings = await loadSettings(app.db);
  requireEmailSettings(app, settings);
  const targets = await invitedTargets(app, items);
  if (targets.length === 0) refuse('noCheckedCandidates');
  return enqueueMail(
    app.db,
    targets.map((target) => invitationMail(app, settings, target, sender.userId)),
  );
}
