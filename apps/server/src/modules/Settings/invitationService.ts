import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/AppError.js';
import { renderMail, sendMail, smtpOptions } from '../../mail/mailer.js';
import { invitedAmong } from '../Quiz/topics/participantRepository.js';
import { findQuizTopic } from '../Quiz/topics/topicRepository.js';
import { siteUrl } from './mailService.js';
import { loadSettings } from './settingsRepository.js';

/**
 * SendInvitationMail: each invited address gets the invitation text and a registration link that
 * carries the inviting admin's id (SignIn reads it as `ad`). Only addresses on the assessment's
 * invited list are mailed, and the link is built here, never taken from the request.
 */
export async function sendInvitations(
  app: FastifyInstance,
  items: { quizTopicId: number; email: string }[],
  adminId: number,
): Promise<number> {
  const settings = await loadSettings(app.db);
  if (!smtpOptions(settings, app.config)) throw new AppError('emailSettingsNotDoneYet');
  const texts = JSON.parse(settings.emailTextsJson) as Record<string, string>;
  const base = siteUrl(app, settings);
  const targets: { email: string; quizTitle: string }[] = [];
  const byQuiz = new Map<number, string[]>();
  for (const item of items) byQuiz.set(item.quizTopicId, [...(byQuiz.get(item.quizTopicId) ?? []), item.email]);
  for (const [quizTopicId, emails] of byQuiz) {
    const quiz = await findQuizTopic(app.db, quizTopicId);
    if (!quiz) continue;
    const invited = await invitedAmong(app.db, quizTopicId, emails);
    for (const email of invited) targets.push({ email, quizTitle: quiz.quizTitle });
  }
  if (targets.length === 0) throw new AppError('noCheckedCandidates');
  for (const target of targets) {
    const link = `${base}/signIn?ad=${adminId}&email=${encodeURIComponent(target.email)}`;
    const body = renderMail({
      siteTitle: settings.siteTitle,
      logoUrl: settings.logoPath ? `${base}${settings.logoPath}` : null,
      header: texts.invitationEmailHeader ?? 'Invitation',
      body: `${texts.invitationEmailBody ?? ''}\n\n${target.quizTitle}`,
      link: { href: link, label: settings.siteTitle },
    });
    await sendMail(settings, app.config, {
      to: target.email,
      subject: texts.invitationEmailSubject ?? 'Invitation',
      ...body,
    });
  }
  return targets.length;
}
