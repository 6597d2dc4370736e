import type { AccessWorld, ActorName, SignedIn } from './accessActors.js';
import { multipartFile, PNG_1X1 } from './files.js';

/** The shape of the expected-access table's entries (accessTable.ts) and the builders of its requests. */

/** Who a route declares it is for (the `access` of its config, `x-access` in openapi.json). */
export type Tier = 'public' | 'user' | 'student' | 'admin' | 'superAdmin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** 'METHOD /api/path/{param}' exactly as openapi.json lists it. */
export type RouteKey = `${Method} /api/${string}`;

export interface Req {
  /** The path under /api, with real ids (and the query string, if any). */
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** For public routes limited per address (CreateContacts allows 5 per IP). */
  remoteAddress?: string;
}
export type Build = (w: AccessWorld, actor: ActorName) => Req | Promise<Req>;
/** An answer: its status and, for 202 / 4xx bodies, the responseMsg code (any code when left out). */
export interface Outcome {
  status: number;
  code?: string;
}

export interface AccessCase {
  route: RouteKey;
  access: Tier;
  request: Build;
  /** Who gets through; default: every caller of the tier. Narrower for someone's own data. */
  allow?: readonly ActorName[];
  /** What an allowed caller gets; default 200. */
  ok?: readonly Outcome[];
  /** What a caller of the tier outside `allow` gets; default 403 noAccess. */
  refusal?: readonly Outcome[];
  /** Whose data the call names: the owner calls last, after everyone else has had a go at it. */
  owner?: SignedIn;
  /** The owner's data that nobody else's call may change (compared before the owner's own call). */
  untouched?: (w: AccessWorld) => Promise<unknown>;
  /** Texts that callers other than the owner and the admins must not see, even when they get a 200. */
  hidden?: (w: AccessWorld) => string[];
  /** The answer shows the owner's data to anyone by design (public certificate verification). */
  publicByDesign?: boolean;
  /** 'extra': the call ends the session it is made with, so it goes with a second sign-in of the caller;
   * 'signInAgain': it ends every session of the caller, who signs in again afterwards. */
  session?: 'extra' | 'signInAgain';
}

export const TIER_ACTORS: Record<Tier, readonly ActorName[]> = {
  public: ['anonymous', 'candidate', 'otherCandidate', 'admin', 'otherAdmin', 'superAdmin'],
  user: ['candidate', 'otherCandidate', 'admin', 'otherAdmin', 'superAdmin'],
  student: ['candidate', 'otherCandidate'],
  admin: ['admin', 'otherAdmin', 'superAdmin'],
  superAdmin: ['superAdmin'],
};
export const ADMINS = TIER_ACTORS.admin;
export const OWNER_AND_ADMINS: readonly ActorName[] = ['candidate', ...ADMINS];

// ----- small builders that keep the table one line per simple route

export const at =
  (url: string | ((w: AccessWorld, actor: ActorName) => string | Promise<string>)): Build =>
  async (w, actor) => ({ url: typeof url === 'string' ? url : await url(w, actor) });
export const send =
  (url: string, body: (w: AccessWorld, actor: ActorName) => unknown): Build =>
  async (w, actor) => ({ url, body: await body(w, actor) });
/** A multipart upload of a real 1×1 PNG (or the given file) under `field`. */
export const upload =
  (url: string, field: string, name = 'pixel.png', data: Buffer | string = PNG_1X1, type = 'image/png'): Build =>
  async () => {
    const file = await multipartFile(field, name, data, type);
    return { url, body: file.payload, headers: file.headers };
  };
export const c = (route: RouteKey, access: Tier, request: Build, more: Omit<Partial<AccessCase>, 'route'> = {}) =>
  ({ route, access, request, ...more }) as AccessCase;
