import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../plugins/auth.js';
import { AppError, notFound, refuse } from '../../errors/AppError.js';
import { renderMail, sendMail, smtpOptions } from '../../mail/mailer.js';
import { invitedAmong } from '../Quiz/topics/participantRepository.js';
import { findQuizTopic } from '../Quiz/topics/topicRepository.js';
import { siteUrl } from './mailService.js';
import { loadSettings, type SettingsRow } from './settingsRepository.js';

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

async function sendInvitation(app: FastifyInstance, settings: SettingsRow, target: Invitation, adminId: number) {
  const texts = JSON.parse(settings.emailTextsJson) as Record<string, string>;
  const base = siteUrl(app, settings);
  const link = `${base}/signIn?ad=${adminId}&email=${encodeURIComponent(target.email)}`;
  const body = renderMail({
    siteTitle: settings.siteTitle,
    logoUrl: settings.logoPath ? `${base}${settings.logoPath}` : null,
    header: `${texts.invitationEmailHeader ?? 'Invitation'}: ${target.quizTitle}`,
    body: texts.invitationEmailBody ?? '',
    link: { href: link, label: settings.siteTitle },
  });
  await sendMail(settings, app.config, {
    to: target.email,
    subject: texts.invitationEmailSubject ?? 'Invitation',
    ...body,
  });
}

/**
 * SendInvitationMail: each invited address gets the invitation text, the assessment's title and a
 * registration link that carries the inviting admin's id (SignIn reads it as `ad`). Only addresses
 * on the assessment's invited list are mailed, and the link is built from the site's public URL,
 * never taken from the request. The demo admin, whose password is public, may not send mail to
 * addresses it chose (that would make the demo an open mail relay).
 */
export async function sendInvitations(
  app: FastifyInstance,
  items: { quizTopicId: number; email: string }[],
  sender: AuthUser,
): Promise<number> {
  if (sender.isDemo) refuse('demoOperationNotAllowed');
  const settings = await loadSettings(app.db);
  if (!smtpOptions(settings, app.config)) throw new AppError('emailSettingsNotDoneYet');
  const targets = await invitedTargets(app, items);
  if (targets.length === 0) refuse('noCheckedCandidates');
  for (const target of targets) await sendInvitation(app, settings, target, sender.userId);
  return targets.length;
}
