import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod transform, plus who may call the route: `x-access` (public, user, admin, student, superAdmin)
 * and the bearer security requirement for every route that is not public, so the docs page shows the
 * lock and tests (authorization matrix, hostile input) can read each route's role from the document.
 */
function transformWithAccess(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const access = (input.route.config as { access?: string } | undefined)?.access;
  if (!access) return result;
  return {
    ...result,
    schema: { ...result.schema, 'x-access': access, ...(access === 'public' ? {} : { security: [{ bearer: [] }] }) },
  };
}

/** OpenAPI 3 at /api/openapi.json from the routes' zod schemas, with a docs page at /api/docs. */
export default fp(async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Assessly API', version: '1.0.0', description: 'Online assessment and exam platform.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: transformWithAccess,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
});
