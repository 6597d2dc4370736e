import { billingApi, type ErrorCode } from '@assessly/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../errors/AppError.js';
import { publicSiteUrl } from '../../site/index.js';
import { currentUser } from '../../../plugins/auth.js';
import { loadSettings } from '../../site/index.js';
import { enforceLimit } from '../../../lib/rateLimits.js';
import { serve } from '../../../lib/serve.js';
import {
  createPlanCheckout,
  createQuizCheckout,
  createRegistrationCheckout,
  createRenewCheckout,
  lookupCheckoutSession,
} from './checkoutService.js';
import webhookRoutes from './webhookRoutes.js';

/**
 * The direct payment calls (spec 000 §7), under /api:
 * - POST /create-checkout-session-plan and /create-checkout-session-registration are public HTML form
 *   posts (landing page Subscribe, paid registration): they answer 303 to the payment page. A refusal of
 *   a form post (no payment keys, a free plan) redirects to /signIn?checkout_error=<code>, where the
 *   message is shown, instead of leaving the visitor on a JSON page. A caller asking for JSON (Accept)
 *   gets { url } or the usual 202 refusal.
 * - POST /create-checkout-renew-plan and /create-checkout-session-quiz (ours) need the signed-in
 *   candidate. A plain form post carries no bearer token, and a token in a form field would be a second
 *   way to authenticate, so the web calls them with fetch and its bearer header and always gets { url },
 *   then navigates there (a JSON body or form fields: billingId / quizTopicId).
 * - GET /checkout-session?sessionId= : the session's payment state, read from Stripe by the server, for
 *   sessions this site created only.
 * - POST /stripe/webhook (webhookRoutes).
 */
const checkoutRoutes: FastifyPluginAsync = async (app) => {
  // HTML forms post url-encoded fields; in this scope only (the rest of the API speaks JSON).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  await app.register(webhookRoutes);

  const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/json');

  /** The payment page: a redirect for a browser's form post, the URL for a script. */
  const answer = (request: FastifyRequest, reply: FastifyReply, url: string) =>
    wantsJson(request) ? reply.send({ url }) : reply.redirect(url, 303);

  /** A public form post that is refused goes back to the site with the message key. */
  const formRefusal = async (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (wantsJson(request) || !(error instanceof AppError) || error.statusCode !== 202) throw error;
    const site = publicSiteUrl(app, await loadSettings(app.db));
    const code: ErrorCode = error.code;
    return reply.redirect(`${site}/signIn?checkout_error=${encodeURIComponent(code)}`, 303);
  };

  const limitCheckouts = (request: FastifyRequest) =>
    enforceLimit(app, `checkout-ip:${request.ip}`, app.config.RATE_LIMIT_LOGIN_PER_IP);

  serve(app, billingApi.CreateCheckoutSessionPlan, async (request, reply) => {
    await limitCheckouts(request);
    try {
      return await answer(request, reply, await createPlanCheckout(app, request.body.billingId));
    } catch (error) {
      return formRefusal(request, reply, error);
    }
  });

  serve(app, billingApi.CreateCheckoutSessionRegistration, async (request, reply) => {
    await limitCheckouts(request);
    try {
      return await answer(request, reply, await createRegistrationCheckout(app));
    } catch (error) {
      return formRefusal(request, reply, error);
    }
  });

  serve(app, billingApi.CreateCheckoutRenewPlan, async (request) => ({
    url: await createRenewCheckout(app, currentUser(request), request.body.billingId),
  }));

  serve(app, billingApi.CreateCheckoutSessionQuiz, async (request) => ({
    url: await createQuizCheckout(app, currentUser(request), request.body.quizTopicId),
  }));

  serve(app, billingApi.CheckoutSession, async (request) => {
    await limitCheckouts(request);
    return lookupCheckoutSession(app, request.query.sessionId, request.user?.userId ?? null);
  });
};
export default checkoutRoutes;
