// The site's mail calls besides the Mail log: what they allow per rate-limit window and whom they refuse.
import { sendPasswordMailRequest } from '../accounts/auth.js';

/**
 * Why the demo admin may not send invitations, result mails or welcome mails (documented on those routes):
 * everyone knows its password, so mail it could send to addresses of its choice would make the demo an
 * open relay for spam and phishing. The forgot-password mail is refused for demo accounts for the same
 * reason (their password must stay the published one).
 */
export const DEMO_REFUSAL =
  'The demo admin is refused with demoOperationNotAllowed: its password is public, so mail sent on its behalf would make the demo an open relay.';

/** Welcome mails one admin may queue per rate-limit window (RATE_LIMIT_WINDOW_SECONDS, 15 minutes by default). */
export const WELCOME_MAILS_PER_ADMIN = 20;
/** Welcome mails one address may receive per window, whoever asks: no one is flooded by resends. */
export const WELCOME_MAILS_PER_ADDRESS = 3;

/** Test mails one admin may send per rate-limit window: a stolen admin session cannot spam through it. */
export const TEST_MAILS_PER_ADMIN = 10;

/** SendWelcomeMail (spec 000 §7, no fields given): the address of an existing user. */
export const welcomeMailRequest = sendPasswordMailRequest.pick({ toEmail: true });
