// Calls through the route table (packages/shared, <domain>/routes.ts): the path, method, what to send and
// what comes back are the table's, so a changed payload fails the type check here as on the server.
import { fillPath, type RouteDef, type RouteInput, type RouteOutput } from '@assessly/shared';
import { api, type RequestOptions } from './client';

/** No input for a route that declares none; otherwise its params, query and body, as the table types them. */
type CallArgs<R extends RouteDef> = keyof RouteInput<R> extends never
  ? [input?: undefined, opts?: RequestOptions]
  : [input: RouteInput<R>, opts?: RequestOptions];

/** The path the client asks for (without the /api the client adds), with parameters and query filled in. */
export function routeUrl(route: RouteDef, input: { params?: object; query?: object } = {}): string {
  const path = fillPath(route.path, input.params as Record<string, unknown> | undefined).replace(/^\/api/, '');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** One JSON call of the table, with the client's status rules (200 data, 202 refusal, 401/403/404 screens). */
export function call<R extends RouteDef>(route: R, ...[input, opts]: CallArgs<R>): Promise<RouteOutput<R>> {
  const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return api<RouteOutput<R>>(route.method, routeUrl(route, parts), parts.body, opts);
}

/** A multipart route of the table (one file in a form), e.g. an image upload. */
export function upload<R extends RouteDef & { kind: 'multipart' }>(
  route: R,
  form: FormData,
  opts?: RequestOptions,
): Promise<RouteOutput<R>> {
  return api<RouteOutput<R>>(route.method, routeUrl(route), form, opts);
}
