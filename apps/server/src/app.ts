import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerErrorHandler } from './errors/errorHandler.js';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './lib/rateLimiter.js';
import authPlugin from './plugins/auth.js';
import databasePlugin from './plugins/database.js';
import openapiPlugin from './plugins/openapi.js';
import webAppPlugin from './plugins/webApp.js';
import healthRoutes from './modules/Health/routes.js';
import menuRoutes from './modules/Menu/routes.js';
import settingsRoutes from './modules/Settings/routes.js';
import userRoutes from './modules/User/routes.js';
import quizRoutes from './modules/Quiz/routes.js';
import reportRoutes from './modules/Report/routes.js';
import dashboardRoutes from './modules/Dashboard/routes.js';
import exportRoutes from './modules/Export/routes.js';
import uploadRoutes from './modules/Upload/routes.js';
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
}

/** Plugin order: infrastructure, security, docs, routes, then the web app's catch-all. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: opts.config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.body.password'] },
    trustProxy: opts.config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', opts.config);
  const limiter = opts.config.REDIS_URL ? redisRateLimiter(opts.config.REDIS_URL) : memoryRateLimiter();
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', async () => limiter.close());

  registerErrorHandler(app);
  await app.register(databasePlugin, { handle: opts.database, closeWithApp: opts.ownsDatabase ?? false });
  await app.register(authPlugin, { secret: opts.jwtSecret });
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
  await app.register(checkoutRoutes, { prefix: '/api' });

  if (opts.serveWeb !== false) await app.register(webAppPlugin, { distDir: opts.config.WEB_DIST });
  return app;
}
