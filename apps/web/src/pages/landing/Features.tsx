import { Box, Container, Grid, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FEATURE_ICONS, sectionSx, useLanding } from './landingCommon';

export function Features() {
  const { t } = useTranslation();
  const { text } = useLanding();
  const features = [1, 2, 3, 4]
    .map((n, i) => ({
      header: text(`feature${n}Header`),
      detail: text(`feature${n}Detail`),
      picture: text(`feature${n}Picture`),
      icon: FEATURE_ICONS[i]!,
    }))
    .filter((f) => f.header);
  return (
    <Box
      component="section"
      id="features"
      aria-labelledby="features-heading"
      sx={{ ...sectionSx, py: { xs: 8, md: 12 } }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: { sm: 'center' }, maxWidth: 680, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          <Typography id="features-heading" variant="h4" component="h2" sx={{ fontSize: { xs: 28, md: 36 }, mb: 1.5 }}>
            {text('homeHeader2') || t('landing.features')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 17 }}>
            {text('homeDetail2') || t('landing.featuresSubtitle')}
          </Typography>
        </Box>
        <Grid container spacing={3}>
          {features.map(({ header, detail, picture, icon: Icon }) => (
            <Grid key={header} size={{ xs: 12, sm: 6, md: 3 }}>
              <Paper
                variant="outlined"
                sx={{
                  p: 3,
                  height: '100%',
                  borderRadius: 3,
                  transition: 'box-shadow .2s, transform .2s',
                  '&:hover': { boxShadow: '0 16px 40px rgba(16,42,84,0.10)', transform: 'translateY(-2px)' },
                }}
              >
                {picture ? (
                  <Box component="img" src={picture} alt="" sx={{ width: '100%', borderRadius: 2, mb: 2 }} />
                ) : (
                  <Box
                    aria-hidden
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: 2.5,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'rgba(21,101,192,0.09)',
                      color: 'primary.main',
                      mb: 2,
                    }}
                  >
                    <Icon />
                  </Box>
                )}
                <Typography variant="h6" component="h3" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>
                  {header}
                </Typography>
                <Typography color="text.secondary" variant="body2" sx={{ fontSize: 15 }}>
                  {detail}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
