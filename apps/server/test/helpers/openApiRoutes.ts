import type { FastifyInstance } from 'fastify';

/**
 * Every API route as /api/openapi.json describes it: method, path template, who may call it (`x-access`),
 * its path and query parameters and its JSON body schema. For tests that walk the whole API (hostile
 * input, authorization matrix) without a hand-kept list that would drift from the routes.
 */

export type RouteAccess = 'public' | 'user' | 'admin' | 'student' | 'superAdmin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that zod's transform writes. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
}

export interface ApiParam {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface ApiRoute {
  method: HttpMethod;
  /** The OpenAPI path template, e.g. /api/Quiz/GetSingleQuiz/{id}. */
  path: string;
  access: RouteAccess;
  tags: string[];
  pathParams: ApiParam[];
  queryParams: ApiParam[];
  /** The JSON body schema, when the route declares one (multipart and raw-body routes do not). */
  body: JsonSchema | null;
}

interface OpenApiOperation {
  tags?: string[];
  'x-access'?: RouteAccess;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** GET /api/openapi.json from the app under test (throws unless 200). */
export async function readOpenApi(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`/api/openapi.json answered ${res.statusCode}`);
  return res.json() as OpenApiDocument;
}

/** A schema with its local `#/components/schemas/…` reference followed (one level is all zod writes). */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved schema reference ${schema.$ref}`);
  return resolveSchema(doc, target);
}

/** Every documented route, in the document's order. A route without `x-access` is an error: access is mandatory. */
export function apiRoutes(doc: OpenApiDocument): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase() as HttpMethod;
      if (!METHODS.includes(method)) continue;
      const access = op['x-access'];
      if (!access) throw new Error(`${method} ${path} documents no x-access`);
      const params = (op.parameters ?? []).map((p): ApiParam => ({
        name: p.name,
        in: p.in === 'path' ? 'path' : 'query',
        required: p.required ?? p.in === 'path',
        schema: resolveSchema(doc, p.schema),
      }));
      const json = op.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method,
        path,
        access,
        tags: op.tags ?? [],
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: json ? resolveSchema(doc, json) : null,
      });
    }
  }
  return routes;
}

export const routeLabel = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * The URL of a call: each {name} replaced by its value, which must already be percent-encoded (so tests
 * can send deliberately malformed encodings), and the query appended as given (also pre-encoded).
 */
export function routeUrl(route: Pick<ApiRoute, 'path'>, pathValues: Record<string, string>, query = ''): string {
  const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = pathValues[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${route.path}`);
    return value;
  });
  return query ? `${url}?${query}` : url;
}

/**
 * Percent-encodes every UTF-8 byte outside the unreserved set. Unlike encodeURIComponent it never throws:
 * a lone surrogate goes out as the bytes of U+FFFD, as any HTTP client would send it.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
