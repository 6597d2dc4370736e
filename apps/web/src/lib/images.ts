import { IMAGE_TYPES, UPLOAD_LIMITS } from '@assessly/shared';

/**
 * The address of a picture the server stores (logo, favicon, profile, question, certificate template):
 * absolute, data and blob URLs as they are (the scheme in any case), server paths such as
 * upload/questions/x.png from this site's own origin, however many slashes they start with, so that a
 * stored '//host/x' can never load from another host.
 */
export function imageUrl(path: string): string;
export function imageUrl(path: string | null | undefined): string | undefined;
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `/${path.replace(/^\/+/, '')}`;
}

/** A chosen picture: the message key of the browser-side check, or null when it may be uploaded. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): { key: string; params?: { max: number } } | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { key: 'onlyImageFile' };
  if (file.size > UPLOAD_LIMITS.imageBytes)
    return { key: 'fileTooLarge', params: { max: UPLOAD_LIMITS.imageBytes / 2 ** 20 } };
  return null;
}

/** Two initials from a full name, shown in an avatar without a picture. */
export function initialsOf(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
