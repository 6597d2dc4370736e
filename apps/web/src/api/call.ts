// Calls through the route table (packages/shared, <domain>/routes.ts): the path, method, what to send and
// what comes back are the table's, so a changed payload fails the type check here as on the server.
// The web passes the table's refs (<domain>Refs.<Name>): method and path at run time, the entry's
// schemas as types only, so no screen loads zod and every schema just to know where to send a call.
import { fillPath, type RouteDef, type RouteInput, type RouteOutput, type RouteRef } from '@assessly/shared';
import { api, type RequestOptions } from './client';

/** The table entry a ref stands for (a union of refs gives the union of their entries). */
type EntryOf<Ref extends RouteRef> = NonNullable<Ref['entry']>;

/** No input for a route that declares none; otherwise its params, query and body, as the table types them. */
type CallArgs<R extends RouteDef> = keyof RouteInput<R> extends never
  ? [input?: undefined, opts?: RequestOptions]
  : [input: RouteInput<R>, opts?: RequestOptions];

/** The path the client asks for (without the /api the client adds), with parameters and query filled in. */
export function routeUrl(route: RouteRef, input: { params?: object; query?: object } = {}): string {
  const path = fillPath(route.path, input.params as Record<string, unknown> | undefined).replace(/^\/api/, '');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** One JSON call of the table, with the client's status rules (200 data, 202 refusal, 401/403/404 screens). */
export function call<Ref extends RouteRef>(
  route: Ref,
  ...[input, opts]: CallArgs<EntryOf<Ref>>
): Promise<RouteOutput<EntryOf<Ref>>> {
  const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return api<RouteOutput<EntryOf<Ref>>>(route.method, routeUrl(route, parts), parts.body, opts);
}

/** A multipart route of the table (one file in a form), e.g. an image upload. */
export function upload<Ref extends RouteRef & { kind: 'multipart' }>(
  route: Ref,
  form: FormData,
  opts?: RequestOptions,
): Promise<RouteOutput<EntryOf<Ref>>> {
  return api<RouteOutput<EntryOf<Ref>>>(route.method, routeUrl(route), form, opts);
}
