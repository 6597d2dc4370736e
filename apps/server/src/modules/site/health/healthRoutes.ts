import { siteApi, type HealthFailure } from '@assessly/shared';
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.js';

/** GET /api/health: liveness and a database round trip, for load balancers and monitors. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  serve(app, siteApi.Health, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: 'ok' as const, dialect: app.dialect };
    } catch {
      return reply.status(503).send({ status: 'error', database: 'unreachable' } satisfies HealthFailure);
    }
  });
};

export default healthRoutes;
