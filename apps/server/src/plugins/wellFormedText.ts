import type { FieldIssue } from '@assessly/shared';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/AppError.js';

/** The issue message of a text that is not well-formed (an i18n key of `messages`). */
export const MALFORMED_TEXT = 'invalidCharacters';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** At most this many issues are listed; the first ones are enough to find the field. */
const MAX_ISSUES = 20;

/**
 * Is this text storable as it was sent? Not when it holds a NUL character (PostgreSQL text cannot hold
 * one: the insert fails, which used to answer 500) or a lone surrogate (UTF-8 has no bytes for it: both
 * databases would silently store U+FFFD instead, so what was saved would not be what was sent).
 */
export const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * Paths ('body.options.0', 'params.email') of every text in `value`, keys included, that is not storable.
 * Walks without recursion: a body may nest thousands of levels deep.
 */
export function malformedTextPaths(value: unknown, root: string): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0 && found.length < MAX_ISSUES) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, `${path}.${i}`]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) found.push(`${path}.${JSON.stringify(key)}`);
        else stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return found;
}

/**
 * Refuses, before any route's validation, a request whose path parameters, query or JSON body carry a
 * text that cannot be stored as sent: 400 validationFailed with each field and 'invalidCharacters', the
 * same shape as a schema failure. One rule for every route, so no field can be forgotten.
 */
export default fp(async function wellFormedTextPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...malformedTextPaths(request.params, 'params'),
      ...malformedTextPaths(request.query, 'querystring'),
      ...malformedTextPaths(request.body, 'body'),
    ];
    if (paths.length === 0) return;
    const issues: FieldIssue[] = paths.slice(0, MAX_ISSUES).map((path) => ({ path, message: MALFORMED_TEXT }));
    throw new AppError('validationFailed', { issues });
  });
});
