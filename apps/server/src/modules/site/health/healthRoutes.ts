import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok'), dialect: z.string() }),
          503: z.object({ status: z.literal('error'), database: z.literal('unreachable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: 'ok' as const, dialect: app.dialect };
      } catch {
        return reply.status(503).send({ status: 'error' as const, database: 'unreachable' as const });
      }
    },
  );
};

export default healthRoutes;
