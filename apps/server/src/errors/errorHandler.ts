import { localeFromHeader, translateMessage } from '@assessly/shared/i18n';
import type { ErrorBody, ErrorCode, FieldIssue, Locale } from '@assessly/shared';
import { ERROR_STATUS } from '@assessly/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './AppError.js';

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
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(request, reply, 'tooManyRequests', { params: { seconds: 60 } });
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
