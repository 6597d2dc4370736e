import type { PublicSettings } from '@assessly/shared';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../api/endpoints';

export const SETTINGS_QUERY_KEY = ['siteSettings'] as const;

/** The public site settings; every screen reads them through this one query. */
export function useSiteSettings() {
  return useQuery<PublicSettings>({ queryKey: SETTINGS_QUERY_KEY, queryFn: endpoints.siteSettings, staleTime: 60_000 });
}

/** Favicon from the settings, at once and without a rebuild. */
export function applyFavicon(path: string | null | undefined) {
  const link = document.getElementById('favicon') as HTMLLinkElement | null;
  if (link) link.href = path || '/favicon.svg';
}
