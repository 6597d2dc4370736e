import type { ErrorBody } from '@assessly/shared';
import { ApiRefusal, NetworkFailure } from '../api/client';
import { storedLocale } from '../i18n';
import { session } from '../session/session';

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* a broken encoding: fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || fallback;
}

/**
 * Fetches an /api file with the bearer token and the user's language (a plain link could not send them)
 * and saves it through a temporary object URL. Failures are ApiRefusal / NetworkFailure like every call.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<string> {
  const headers: Record<string, string> = { 'X-Language': storedLocale() };
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers });
  } catch {
    throw new NetworkFailure('network');
  }
  if (response.status !== 200) {
    const err = ((await response.json().catch(() => null)) ?? {}) as Partial<ErrorBody>;
    if (response.status >= 500 && !err.responseMsg) throw new NetworkFailure(String(response.status));
    throw new ApiRefusal(response.status, err.responseMsg ?? 'internalError', err.status === 'alert', err.params ?? {});
  }
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
