import type { ErrorBody, FieldIssue } from '@assessly/shared';
import { storedLocale } from '../i18n';
import { session } from '../session/session';

/** A 202 business refusal or a 4xx with a registry code: shown to the user, never a crash. */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly alert: boolean,
    readonly params: Record<string, string | number> = {},
    readonly issues: FieldIssue[] = [],
  ) {
    super(code);
  }
}
/** The server could not be reached (spec: goes to NoInternet). */
export class NetworkFailure extends Error {}

type Redirect = (path: string) => void;
let redirect: Redirect = (path) => window.location.assign(path);
/** The router registers its navigate function so that 401/403/404 redirects stay inside the app. */
export const setRedirect = (fn: Redirect) => {
  redirect = fn;
};

export interface RequestOptions {
  /** Do not redirect on 401/403/404 (e.g. the sign-in page itself, background checks). */
  quiet?: boolean;
}

/** One page of a server-paged list (spec 000 §7): `responseMsg` holds the page's rows, `count` all rows. */
export interface Page<T> {
  responseMsg: T[];
  count: number;
}

/**
 * Every call: bearer token, the user's language, and the spec's status rules:
 * 200 data, 202 refusal (ApiRefusal), 204 null, 401 → /unauthorized, 403 → /forbidden, 404 → /notFound.
 */
export async function api<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'X-Language': storedLocale() };
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData (file uploads) sets its own multipart Content-Type with the boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch {
    throw new NetworkFailure('network');
  }
  if (response.status === 204) return null as T;
  const data = (await response.json().catch(() => null)) as unknown;
  if (response.status === 200) return data as T;
  const err = (data ?? {}) as Partial<ErrorBody>;
  // "Token Expired" needs a token that expired. A 401 for a token this page is signing out is the sign-out
  // itself; a 401 for a call sent with no token is a late call of a screen being left after a sign-out
  // (the sign-in guard handles a visitor who never signed in).
  const expired = token !== null && !session.isEnding(token);
  if (!opts.quiet) {
    if (response.status === 401 && expired) redirect('/unauthorized');
    else if (response.status === 403) redirect('/forbidden');
    else if (response.status === 404) redirect('/notFound');
  }
  if (response.status >= 500 && !err.responseMsg) throw new NetworkFailure(String(response.status));
  throw new ApiRefusal(
    response.status,
    err.responseMsg ?? 'internalError',
    err.status === 'alert',
    err.params ?? {},
    err.issues ?? [],
  );
}

export const get = <T>(path: string, opts?: RequestOptions) => api<T>('GET', path, undefined, opts);
export const post = <T>(path: string, body: unknown, opts?: RequestOptions) => api<T>('POST', path, body, opts);
export const put = <T>(path: string, body: unknown, opts?: RequestOptions) => api<T>('PUT', path, body, opts);
export const del = <T>(path: string, opts?: RequestOptions) => api<T>('DELETE', path, undefined, opts);
