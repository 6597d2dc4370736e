import { Devices, Insights, VerifiedUser } from '@mui/icons-material';
import { Box, Card, Stack, Typography } from '@mui/material';
import { alpha, darken } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/BrandLogo';

const HIGHLIGHTS = [
  { icon: VerifiedUser, title: 'signIn.brandHighlight1Title', text: 'signIn.brandHighlight1Text' },
  { icon: Devices, title: 'signIn.brandHighlight2Title', text: 'signIn.brandHighlight2Text' },
  { icon: Insights, title: 'signIn.brandHighlight3Title', text: 'signIn.brandHighlight3Text' },
] as const;

/** The picture / brand panel of the "sign-in side" layout; shown from md up. */
function BrandPanel() {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        position: 'relative',
        overflow: 'hidden',
        color: '#fff',
        px: { md: 6, lg: 8 },
        py: 6,
        // The site's primary colour (issue 20), from a darker shade of it to itself: white text stays above 4.5:1.
        background: (theme) =>
          `linear-gradient(150deg, ${darken(theme.palette.primary.main, 0.4)} 0%, ${theme.palette.primary.main} 100%)`,
      }}
    >
      {/* Soft decorative circles: the "picture" of the panel. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          width: 520,
          height: 520,
          borderRadius: '50%',
          right: -220,
          top: -180,
          background: 'radial-gradient(circle, rgba(255,255,255,0.16) 0%, rgba(255,255,255,0) 70%)',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          width: 380,
          height: 380,
          borderRadius: '50%',
          left: -160,
          bottom: -160,
          border: '56px solid rgba(255,255,255,0.06)',
        }}
      />
      <Box sx={{ position: 'relative' }}>
        <BrandLogo tone="light" />
      </Box>
      <Box sx={{ position: 'relative', maxWidth: 480, my: 6 }}>
        <Typography component="p" sx={{ fontSize: { md: 32, lg: 38 }, fontWeight: 700, lineHeight: 1.2, mb: 5 }}>
          {t('landing.heroFallbackTitle')}
        </Typography>
        <Stack spacing={3.5}>
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <Stack key={title} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Box
                sx={{
                  flexShrink: 0,
                  width: 44,
                  height: 44,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(255,255,255,0.14)',
                }}
              >
                <Icon aria-hidden />
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 600, fontSize: 17 }}>{t(title)}</Typography>
                <Typography sx={{ color: 'rgba(255,255,255,0.86)', fontSize: 15 }}>{t(text)}</Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Typography sx={{ position: 'relative', color: 'rgba(255,255,255,0.8)', fontSize: 13 }}>
        {t('landing.heroFallbackText')}
      </Typography>
    </Box>
  );
}

/** Sign-in side layout: brand panel left at md+, the form card right; one column on phones. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 6fr', lg: '1fr 1fr' },
      }}
    >
      <BrandPanel />
      <Box
        component="main"
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: { xs: 2, sm: 4 },
          py: { xs: 3, sm: 6 },
          backgroundImage: (theme) =>
            `radial-gradient(ellipse at 50% 40%, ${alpha(theme.palette.primary.main, 0.07)}, transparent 70%)`,
        }}
      >
        <Card
          variant="outlined"
          sx={{
            width: '100%',
            maxWidth: 460,
            p: { xs: 3, sm: 4.5 },
            borderRadius: 3,
            boxShadow: '0 8px 32px rgba(16, 42, 84, 0.08)',
          }}
        >
          {children}
        </Card>
      </Box>
    </Box>
  );
}
