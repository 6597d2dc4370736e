import { localeFromHeader, translateMessage } from '@assessly/shared/i18n';
import type { ErrorBody, ErrorCode, FieldIssue, Locale } from '@assessly/shared';
import { ERROR_STATUS } from '@assessly/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './AppError.js';
import { isDatabaseUnavailable } from './databaseErrors.js';

export function requestLocale(request: FastifyRequest): Locale {
  const chosen = request.headers['x-language'];
  return localeFromHeader(typeof chosen === 'string' ? chosen : request.headers['accept-language']);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  extra: { params?: Record<string, string | number>; issues?: FieldIssue[]; alert?: boolean } = {},
) {
  const body: ErrorBody = {
    status: extra.alert ? 'alert' : 'error',
    responseMsg: code,
    message: translateMessage(requestLocale(request), code, extra.params),
    ...(extra.params ? { params: extra.params } : {}),
    ...(extra.issues ? { issues: extra.issues } : {}),
  };
  return reply.status(ERROR_STATUS[code]).send(body);
}

/**
 * Fastify's `frameworkErrors`: failures met before routing, which never reach the error handler. A URL
 * whose percent-encoding is not UTF-8 (%FF) or a path parameter over maxParamLength is the client's
 * fault: 400 validationFailed from the registry instead of Fastify's own body.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL')
    return sendError(request, reply, 'validationFailed', { issues: [{ path: 'url', message: 'invalidCharacters' }] });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(request, reply, 'validationFailed', { issues: [{ path: 'url', message: 'tooLong' }] });
  request.log.error({ err: error }, 'unhandled framework error');
  return sendError(request, reply, 'internalError');
}

/** One place that maps every failure to the registry: bad input is 400 with every field issue, never a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.options.headers) reply.headers(error.options.headers);
      return sendError(request, reply, error.code, {
        params: error.options.params,
        alert: error.options.alert,
        issues: error.options.issues,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((v) => ({
        path: [error.validationContext, v.instancePath.slice(1).replace(/\//g, '.')].filter(Boolean).join('.'),
        message: v.message ?? 'invalid',
      }));
      return sendError(request, reply, 'validationFailed', { issues });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: nothing was acknowledged, and the client may simply retry.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(request, reply, 'serviceUnavailable');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(request, reply, 'tooManyRequests', { params: { seconds: 60 } });
    // A body over the route's limit (BODY_LIMIT_BYTES, or BULK_BODY_LIMIT_BYTES for the bulk lists).
    if (status === 413) return sendError(request, reply, 'payloadTooLarge');
    if (status === 404) return sendError(request, reply, 'notFound');
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said clearly.
      return sendError(request, reply, 'validationFailed', {
        issues: [{ path: 'body', message: error.code ?? 'invalid' }],
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'internalError');
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'notFound'));
}
