import { ArrowForward, AssignmentTurnedIn } from '@mui/icons-material';
import { Box, Button, Container, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BOX_ICONS, sectionSx, useLanding } from './landingCommon';

export function Hero() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { text, isLoading } = useLanding();
  const picture = text('homePicture');
  const boxes = [1, 2, 3, 4]
    .map((n, i) => ({ header: text(`homeBox${n}Header`), detail: text(`homeBox${n}Detail`), icon: BOX_ICONS[i]! }))
    .filter((b) => b.header);
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="home-heading"
      sx={{
        ...sectionSx,
        bgcolor: theme.custom.header,
        backgroundImage: 'radial-gradient(ellipse 80% 60% at 15% 0%, rgba(21,101,192,0.12), transparent)',
        py: { xs: 7, md: 12 },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            {isLoading ? (
              <Box aria-hidden>
                <Skeleton variant="text" sx={{ fontSize: 48 }} />
                <Skeleton variant="text" sx={{ fontSize: 48 }} width="70%" />
                <Skeleton variant="text" sx={{ fontSize: 20, mt: 2 }} />
                <Skeleton variant="text" sx={{ fontSize: 20 }} width="80%" />
              </Box>
            ) : (
              <>
                <Typography
                  id="home-heading"
                  variant="h1"
                  sx={{ fontSize: { xs: 36, sm: 46, md: 54 }, lineHeight: 1.1, letterSpacing: -0.5, mb: 2.5 }}
                >
                  {text('homeHeader1') || t('landing.heroFallbackTitle')}
                </Typography>
                <Typography color="text.secondary" sx={{ fontSize: { xs: 17, md: 19 }, maxWidth: 540, mb: 4 }}>
                  {text('homeDetail1') || t('landing.heroFallbackText')}
                </Typography>
              </>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                component={RouterLink}
                to="/signIn"
                variant="contained"
                size="large"
                endIcon={<ArrowForward />}
                data-testid="get-started"
                sx={{ px: 3.5, py: 1.4 }}
              >
                {t('landing.getStarted')}
              </Button>
              <Button component={RouterLink} to="/#features" variant="outlined" size="large" sx={{ px: 3.5, py: 1.4 }}>
                {t('landing.learnMore')}
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {picture ? (
              <Box
                component="img"
                src={picture}
                alt=""
                sx={{ width: '100%', borderRadius: 4, boxShadow: '0 24px 60px rgba(16,42,84,0.18)' }}
              />
            ) : boxes.length > 0 ? (
              <Grid container spacing={2}>
                {boxes.map(({ header, detail, icon: Icon }, i) => (
                  <Grid key={header} size={{ xs: 12, sm: 6 }}>
                    <Paper
                      variant="outlined"
                      sx={{
                        p: 2.5,
                        height: '100%',
                        borderRadius: 3,
                        boxShadow: '0 10px 30px rgba(16,42,84,0.06)',
                        transform: { sm: i % 2 ? 'translateY(24px)' : 'none' },
                      }}
                    >
                      <Box
                        aria-hidden
                        sx={{
                          width: 40,
                          height: 40,
                          borderRadius: 2,
                          display: 'grid',
                          placeItems: 'center',
                          bgcolor: 'primary.main',
                          color: '#fff',
                          mb: 1.5,
                        }}
                      >
                        <Icon fontSize="small" />
                      </Box>
                      <Typography variant="h6" component="p" sx={{ fontSize: 17, fontWeight: 600, mb: 0.5 }}>
                        {header}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {detail}
                      </Typography>
                    </Paper>
                  </Grid>
                ))}
              </Grid>
            ) : (
              <Box aria-hidden sx={{ display: 'grid', placeItems: 'center', color: 'primary.main', py: 4 }}>
                <AssignmentTurnedIn sx={{ fontSize: 180, opacity: 0.85 }} />
              </Box>
            )}
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
