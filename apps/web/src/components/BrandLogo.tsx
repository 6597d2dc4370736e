import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSiteSettings } from '../lib/settings';

interface Props {
  /** 'light' on dark backgrounds (app bar, brand panel). */
  tone?: 'dark' | 'light';
  /** Link target; the logo always leads home unless told otherwise. */
  to?: string;
  height?: number;
}

/** The site logo from the settings, or the app mark with the site title; links to Landing. */
export function BrandLogo({ tone = 'dark', to = '/', height = 36 }: Props) {
  const { t } = useTranslation();
  const { data } = useSiteSettings();
  const title = data?.siteTitle || t('common.appName');
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: tone === 'light' ? '#fff' : 'text.primary',
      }}
    >
      {data?.logoPath ? (
        <Box component="img" src={data.logoPath} alt={title} sx={{ height, maxWidth: 220, objectFit: 'contain' }} />
      ) : (
        <>
          <Box component="img" src="/favicon.svg" alt="" sx={{ height, width: height }} />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: height * 0.6, letterSpacing: 0.2 }}>
            {title}
          </Typography>
        </>
      )}
    </Link>
  );
}
