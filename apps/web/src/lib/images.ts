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

/** Two initials from a full name, shown in an avatar without a picture. */
export function initialsOf(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
