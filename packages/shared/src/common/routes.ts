// The API's route table: every call once, with what both sides must agree on. The server registers its
// routes from these entries (apps/server/src/lib/serve.ts) and the web calls through them
// (apps/web/src/api/call.ts), so a changed path, access rule, request or answer fails the type check on
// both sides. Each domain keeps its entries in its own routes.ts; ROUTE_TABLE (index.ts of the package)
// joins them for the test that checks the table against the registered routes and /api/openapi.json.
import type { z } from 'zod';

/** Who may call a route; the server checks it from the session before anything else. */
export type Access = 'public' | 'user' | 'admin' | 'student' | 'superAdmin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a route takes and answers besides JSON: a multipart form with one file (the upload routes), or a
 * file or stream in the answer (exports, PDFs, images), which the table does not describe as JSON.
 */
export type RouteKind = 'json' | 'multipart' | 'download';

export interface RouteDef {
  method: HttpMethod;
  /** The full path, parameters as `:name`, e.g. /api/Quiz/GetQuizList/:page/:itemsPerPage. */
  path: string;
  access: Access;
  /** OpenAPI grouping and wording (the docs page at /api/docs). */
  tags: readonly string[];
  summary: string;
  description?: string;
  /** Left out of the OpenAPI document (files served under /upload). */
  hide?: boolean;
  kind?: RouteKind;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer of a JSON route; refusals (202) and errors share the registry's error body. */
  response?: z.ZodType;
  /**
   * Answers besides the JSON 200 and the refusals, for the OpenAPI document: a download's file (200, when it
   * is no JSON), 204 (no content: wrong sign-in credentials), 303 (a redirect), 503 (the database is down).
   */
  otherAnswers?: Partial<Record<200 | 204 | 303 | 503, z.ZodType>>;
}

/**
 * What the web needs of an entry at run time: its method, path and kind, without its schemas (they would
 * bring zod and every schema into the first load of every screen). The entry itself rides along as a type
 * only, so a call through a ref is typed exactly as one through the entry. The refs are generated from the
 * table (routeRefs.ts, `npm run routes:refs`); a test checks they match it.
 */
export type RouteRef<R extends RouteDef = RouteDef> = {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Never set: carries the entry's type for call() and upload(). */
  readonly entry?: R;
} & (R extends { kind: infer K extends RouteKind } ? { readonly kind: K } : { readonly kind?: RouteKind });

/** Keeps each entry's literal types (path, method, schemas) while checking it is a RouteDef. */
export const defineRoutes = <const T extends Record<string, RouteDef>>(routes: T): T => routes;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: the parts the route declares, as the caller writes them (before coercion). */
export type RouteInput<R extends RouteDef> = (R['params'] extends z.ZodType
  ? { params: InputOf<R['params']> }
  : unknown) &
  (R['query'] extends z.ZodType ? { query: InputOf<R['query']> } : unknown) &
  (R['body'] extends z.ZodType ? { body: InputOf<R['body']> } : unknown);

/** What a caller gets back from a JSON route. */
export type RouteOutput<R extends RouteDef> = R['response'] extends z.ZodType ? OutputOf<R['response']> : unknown;

/** What a handler receives (after the server's validation and coercion) and must answer. */
export type RouteParams<R extends RouteDef> = R['params'] extends z.ZodType ? OutputOf<R['params']> : unknown;
export type RouteQuery<R extends RouteDef> = R['query'] extends z.ZodType ? OutputOf<R['query']> : unknown;
export type RouteBody<R extends RouteDef> = R['body'] extends z.ZodType ? OutputOf<R['body']> : unknown;
export type RouteAnswer<R extends RouteDef> = R['response'] extends z.ZodType ? InputOf<R['response']> : unknown;

/** The path of a route with its parameters filled in, each encoded (/api/Quiz/GetQuizList/2/10). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The OpenAPI form of a path: /api/Quiz/GetSingleQuiz/{id}. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
