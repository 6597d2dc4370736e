import type { RouteAnswer, RouteBody, RouteDef, RouteParams, RouteQuery } from '@assessly/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from './responses.js';

/** The request of a route, typed from its table entry (what the server validated and coerced). */
export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Params: RouteParams<R>;
  Querystring: RouteQuery<R>;
  Body: RouteBody<R>;
}>;

/**
 * A JSON route answers what its entry's response schema takes; a download route sends its own reply
 * (file bytes, a stream) and answers the reply.
 */
export type RouteHandler<R extends RouteDef> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteAnswer<R> | FastifyReply>;

/**
 * Registers one route of the table (packages/shared, <domain>/routes.ts): its method and full path, who may
 * call it, the schemas the request is validated with and the answer serialised with, and its OpenAPI text.
 * Route plugins call this instead of app.get/post/…, so the server serves exactly what the table says.
 */
export function serve<R extends RouteDef>(app: FastifyInstance, route: R, handler: RouteHandler<R>): void {
  // A download answers its file (documented only: Fastify sends buffers and streams as they are, never
  // through the serialiser); every route may answer the registry's refusals and errors.
  const file = route.kind === 'download' && !route.response ? { 200: z.any().describe('The file') } : {};
  const answers = {
    ...file,
    ...route.otherAnswers,
    ...(route.response ? { 200: route.response } : {}),
    ...errorResponses,
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    config: { access: route.access },
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(route.hide ? { hide: true } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.kind === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      response: answers,
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
