import { pageTitle } from '@assessly/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from './settings';

/** Each page title is "Name | site title" (spec 000 §2). */
export function usePageTitle(pageKey: string | undefined) {
  const { t } = useTranslation();
  const { data } = useSiteSettings();
  const siteTitle = data?.siteTitle ?? 'Assessly';
  useEffect(() => {
    document.title = pageTitle(pageKey ? t(`pages.${pageKey}`) : undefined, siteTitle);
  }, [pageKey, siteTitle, t]);
}
