import type { AiProvider } from '@assessly/shared';
import { ApiError } from '@google/genai';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  PermissionDeniedError,
} from 'openai';
import { AppError } from '../../errors/AppError.js';

/** The provider answered 200 with a body that is not its answer format (or an empty answer). */
export class MalformedAnswer extends Error {
  constructor() {
    super('malformed provider answer');
    this.name = 'MalformedAnswer';
  }
}

/** Network error codes as a short, safe description (never a message that could carry a key or a prompt). */
const CONNECTION_DETAIL: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'connection closed',
  CERT_HAS_EXPIRED: 'TLS certificate problem',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'TLS certificate problem',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate problem',
};

/** The first error code found along the cause chain (fetch wraps the socket error in TypeError('fetch failed')). */
function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const connectionDetail = (error: unknown) => CONNECTION_DETAIL[causeCode(error) ?? ''] ?? 'connection failed';

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** Google answers a wrong key with 400 INVALID_ARGUMENT and the reason API_KEY_INVALID (the SDK keeps the body). */
const isGeminiKeyError = (error: ApiError) =>
  error.status === 401 || error.status === 403 || (error.status === 400 && error.message.includes('API_KEY_INVALID'));

/** The short reason an AppError and the log carry; 'timeout' / 'key' / 'malformed' pick the message. */
export type AiFailure =
  | { kind: 'timeout' }
  | { kind: 'key'; status: number }
  | { kind: 'malformed' }
  | { kind: 'provider'; detail: string; status?: number };

/** Classifies what an SDK threw, without keeping any of its text (it may quote the key). */
export function classifyAiError(error: unknown): AiFailure {
  if (error instanceof MalformedAnswer || error instanceof SyntaxError) return { kind: 'malformed' };
  if (error instanceof APIConnectionTimeoutError || isAbort(error)) return { kind: 'timeout' };
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
    return { kind: 'key', status: error.status };
  }
  if (error instanceof APIConnectionError) return { kind: 'provider', detail: connectionDetail(error) };
  if (error instanceof APIError && typeof error.status === 'number') {
    return { kind: 'provider', detail: `HTTP ${error.status}`, status: error.status };
  }
  if (error instanceof ApiError) {
    if (isGeminiKeyError(error)) return { kind: 'key', status: error.status };
    return { kind: 'provider', detail: `HTTP ${error.status}`, status: error.status };
  }
  if (error instanceof TypeError && causeCode(error)) return { kind: 'provider', detail: connectionDetail(error) };
  if (error instanceof TypeError && error.message === 'fetch failed')
    return { kind: 'provider', detail: 'connection failed' };
  return { kind: 'provider', detail: 'unexpected error' };
}

/** The AppError the admin sees for a failure (aiTimeout / aiKeyRejected / aiMalformedOutput / aiProviderError). */
export function aiAppError(provider: AiProvider, failure: AiFailure, timeoutMs: number): AppError {
  switch (failure.kind) {
    case 'timeout':
      return new AppError('aiTimeout', { params: { provider, seconds: Math.max(1, Math.ceil(timeoutMs / 1000)) } });
    case 'key':
      return new AppError('aiKeyRejected', { params: { provider } });
    case 'malformed':
      return new AppError('aiMalformedOutput', { params: { provider } });
    default:
      return new AppError('aiProviderError', { params: { provider, detail: failure.detail } });
  }
}
