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
import healthRoutes from './modules/Health/routes.js';
import menuRoutes from './modules/Menu/routes.js';
import settingsRoutes from './modules/Settings/routes.js';
import userRoutes from './modules/User/routes.js';
import quizRoutes from './modules/Quiz/routes.js';
import reportRoutes from './modules/Report/routes.js';
import dashboardRoutes from './modules/Dashboard/routes.js';
import exportRoutes from './modules/Export/routes.js';
import uploadRoutes from './modules/Upload/routes.js';
import defaultCertificateLogoRoute from './modules/Quiz/certificates/defaultLogoRoute.js';
import checkoutRoutes from './modules/payments/checkout/checkoutRoutes.js';

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

/** Plugin order: infrastructure, security, docs, routes, then the web app's catch-all. */
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
  await app.register(authPlugin, { secret: opts.jwtSecret });
  await app.register(wellFormedTextPlugin);
  await app.register(openapiPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api/User' });
  await app.register(settingsRoutes, { prefix: '/api/Settings' });
  await app.register(menuRoutes, { prefix: '/api/Menu' });
  await app.register(quizRoutes, { prefix: '/api/Quiz' });
  await app.register(reportRoutes, { prefix: '/api/Report' });
  await app.register(dashboardRoutes, { prefix: '/api/Dashboard' });
  await app.register(exportRoutes, { prefix: '/api/Export' });
  await app.register(uploadRoutes);
  await app.register(defaultCertificateLogoRoute);
  await app.register(checkoutRoutes, { prefix: '/api' });

  if (opts.serveWeb !== false) await app.register(webAppPlugin, { distDir: opts.config.WEB_DIST });
  return app;
}

/** Where the landing page's checkout form may lead: Stripe, or the stand-in STRIPE_API_URL names (tests). */
function checkoutOrigins(config: Config): string[] {
  return config.STRIPE_API_URL
    ? [STRIPE_CHECKOUT_ORIGIN, new URL(config.STRIPE_API_URL).origin]
    : [STRIPE_CHECKOUT_ORIGIN];
}
