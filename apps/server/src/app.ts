import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerErrorHandler, sendFrameworkError } from './errors/errorHandler.js';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './lib/rateLimiter.js';
import authPlugin from './plugins/auth.js';
import bodyLimitsPlugin from './plugins/bodyLimits.js';
import corsPlugin from './plugins/cors.js';
import databasePlugin from './plugins/database.js';
import openapiPlugin from './plugins/openapi.js';
import { requestForLog } from './plugins/requestLog.js';
import securityHeadersPlugin, { STRIPE_CHECKOUT_ORIGIN } from './plugins/securityHeaders.js';
import unfinishedBodyPlugin from './plugins/unfinishedBody.js';
import webAppPlugin from './plugins/webApp.js';
import wellFormedTextPlugin from './plugins/wellFormedText.js';
import { registerIntervalWorker } from './lib/intervalWorker.js';
import { outboxWorker } from './mail/outboxWorker.js';
import fileRoutes from './files/fileRoutes.js';
import { accountsRoutes, findActiveSession } from './modules/accounts/index.js';
import { aiRoutes } from './modules/ai/index.js';
import { authoringRoutes } from './modules/authoring/index.js';
import { billingRoutes } from './modules/billing/index.js';
import { deliveryRoutes, sweepWorker } from './modules/delivery/index.js';
import { resultsRoutes } from './modules/results/index.js';
import { currentMailServer, siteRoutes } from './modules/site/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    rateLimiter: RateLimiter;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  /** Close the database with the app (the process owns it); tests close it themselves. */
  ownsDatabase?: boolean;
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (the tests' secret scan captures them). */
  logStream?: { write(line: string): void };
}

/**
 * The composition root. Plugin order: infrastructure, security, docs, the domains' routes, the background
 * workers, then the web app's catch-all.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.body.password'],
            serializers: { req: requestForLog },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: opts.config.TRUST_PROXY,
    bodyLimit: opts.config.BODY_LIMIT_BYTES,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', opts.config);
  const limiter = opts.config.REDIS_URL ? redisRateLimiter(opts.config.REDIS_URL) : memoryRateLimiter();
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', async () => limiter.close());

  registerErrorHandler(app);
  // Before everything else: headers on every answer, preflights answered before authentication.
  await app.register(securityHeadersPlugin, { checkoutOrigins: checkoutOrigins(opts.config) });
  await app.register(corsPlugin, { origins: opts.config.CORS_ORIGINS });
  await app.register(bodyLimitsPlugin, { bulkBytes: opts.config.BULK_BODY_LIMIT_BYTES });
  await app.register(unfinishedBodyPlugin);
  await app.register(databasePlugin, { handle: opts.database, closeWithApp: opts.ownsDatabase ?? false });
  await app.register(authPlugin, {
    secret: opts.jwtSecret,
    findSession: (sessionId) => findActiveSession(app.db, sessionId),
  });
  await app.register(wellFormedTextPlugin);
  await app.register(openapiPlugin);

  // Each domain registers its routes under the spec's paths (/api/User/…, /api/Quiz/…); see ARCHITECTURE.md.
  for (const domainRoutes of [
    siteRoutes,
    accountsRoutes,
    authoringRoutes,
    deliveryRoutes,
    resultsRoutes,
    billingRoutes,
    aiRoutes,
  ])
    await app.register(domainRoutes);
  await app.register(fileRoutes);

  // Background workers of every instance: mail goes through the site's mail server of the moment.
  app.decorate('mailServer', () => currentMailServer(app));
  registerIntervalWorker(app, outboxWorker(app));
  registerIntervalWorker(app, sweepWorker(app));

  if (opts.serveWeb !== false) await app.register(webAppPlugin, { distDir: opts.config.WEB_DIST });
  return app;
}

/** Where the landing page's checkout form may lead: Stripe, or the stand-in STRIPE_API_URL names (tests). */
function checkoutOrigins(config: Config): string[] {
  return config.STRIPE_API_URL
    ? [STRIPE_CHECKOUT_ORIGIN, new URL(config.STRIPE_API_URL).origin]
    : [STRIPE_CHECKOUT_ORIGIN];
}
