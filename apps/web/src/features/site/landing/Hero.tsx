import { ArrowForward, CheckCircle } from '@mui/icons-material';
import { Box, Button, Chip, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HeroIllustration } from './Illustrations';
import { sectionSx, useLanding, usePlans } from './landingCommon';

/** #home: homeHeader1 and homeDetail1 (the page's one h1), the call to action and the home picture. */
export function Hero() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { text, isLoading } = useLanding();
  const { hasPlans, plans } = usePlans();
  const picture = text('homePicture');
  const hasFreePlan = plans.some((p) => p.price <= 0);
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="home-heading"
      sx={{
        ...sectionSx,
        position: 'relative',
        overflow: 'hidden',
        bgcolor: theme.custom.header,
        backgroundImage: `radial-gradient(ellipse 70% 60% at 85% 10%, ${alpha(theme.palette.primary.main, 0.14)}, transparent),
          radial-gradient(ellipse 50% 50% at 0% 100%, ${alpha(theme.palette.primary.main, 0.07)}, transparent)`,
        pt: { xs: 6, md: 12 },
        pb: { xs: 8, md: 14 },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Chip
              label={t('landingPage.heroBadge')}
              size="small"
              sx={{
                mb: 2.5,
                fontWeight: 600,
                bgcolor: alpha(theme.palette.primary.main, 0.1),
                color: 'primary.dark',
              }}
            />
            {isLoading ? (
              <Box aria-hidden>
                <Skeleton variant="text" sx={{ fontSize: 52 }} />
                <Skeleton variant="text" sx={{ fontSize: 52 }} width="70%" />
                <Skeleton variant="text" sx={{ fontSize: 20, mt: 2 }} />
                <Skeleton variant="text" sx={{ fontSize: 20, mb: 4 }} width="80%" />
              </Box>
            ) : (
              <>
                <Typography
                  id="home-heading"
                  variant="h1"
                  sx={{
                    fontSize: { xs: 38, sm: 48, md: 56 },
                    lineHeight: 1.08,
                    letterSpacing: { xs: -0.5, md: -1.2 },
                    mb: 2.5,
                    overflowWrap: 'break-word',
                  }}
                >
                  {text('homeHeader1') || t('landing.heroFallbackTitle')}
                </Typography>
                <Typography color="text.secondary" sx={{ fontSize: { xs: 17, md: 20 }, maxWidth: 540, mb: 4 }}>
                  {text('homeDetail1') || t('landing.heroFallbackText')}
                </Typography>
              </>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                component={RouterLink}
                to={hasPlans ? '/#pricing' : '/signIn'}
                variant="contained"
                size="large"
                endIcon={<ArrowForward />}
                data-testid="get-started"
                sx={{ px: 3.5, py: 1.5, fontSize: 16 }}
              >
                {t('landing.getStarted')}
              </Button>
              <Button
                component={RouterLink}
                to="/#features"
                variant="outlined"
                size="large"
                data-testid="learn-more"
                sx={{ px: 3.5, py: 1.5, fontSize: 16, bgcolor: 'background.paper' }}
              >
                {t('landing.learnMore')}
              </Button>
            </Stack>
            {hasFreePlan && (
              <Stack direction="row" spacing={1} sx={{ mt: 2.5, alignItems: 'center', color: 'text.secondary' }}>
                <CheckCircle fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
                <Typography variant="body2">{t('landingPage.freePlanNote')}</Typography>
              </Stack>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {picture ? (
              // The hero picture is above the fold: loaded at once (lazy loading would delay the largest
              // paint); width and height reserve its box so nothing jumps when it arrives.
              <Box
                component="img"
                src={picture}
                alt=""
                width={1120}
                height={840}
                fetchPriority="high"
                data-testid="hero-picture"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  borderRadius: 4,
                  boxShadow: '0 24px 60px rgba(16,42,84,0.18)',
                }}
              />
            ) : (
              <Box sx={{ maxWidth: 560, mx: 'auto' }}>
                <HeroIllustration />
              </Box>
            )}
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
