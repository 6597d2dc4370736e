import { localizedText } from '@assessly/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../api/endpoints';

export const SETTINGS_QUERY_KEY = ['siteSettings'] as const;

/** The public site settings; every screen reads them through this one query. */
export function useSiteSettings() {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: endpoints.siteSettings, staleTime: 60_000 });
}

/**
 * The site texts an admin writes per language (the landing texts and footerText, issue 20) in the user's
 * language: `siteText(field, englishText)` answers that language's text, else the English one.
 */
export function useSiteText() {
  const { data } = useSiteSettings();
  const { i18n } = useTranslation();
  const translations = data?.translations;
  const language = i18n.language;
  return (field: string, english: string | null | undefined) => localizedText(english, translations, language, field);
}

/** Favicon from the settings, at once and without a rebuild. */
export function applyFavicon(path: string | null | undefined) {
  const link = document.getElementById('favicon') as HTMLLinkElement | null;
  if (link) link.href = path || '/favicon.svg';
}
