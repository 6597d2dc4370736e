import { Box, Container, Grid, Stack, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { FeatureIllustration } from './Illustrations';
import { sectionPadding, sectionSx, useLanding } from './landingCommon';
import { SectionHeading } from './SectionHeading';

/**
 * #features: the four feature blocks (feature1..4 Header, Detail, Picture), picture and text alternating
 * sides on a desktop and stacked (picture first) on a phone. A block without a picture gets a built-in one.
 */
export function Features() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { text } = useLanding();
  const features = [1, 2, 3, 4]
    .map((n) => ({
      n,
      header: text(`feature${n}Header`),
      detail: text(`feature${n}Detail`),
      picture: text(`feature${n}Picture`),
    }))
    .filter((f) => f.header || f.detail);
  return (
    <Box
      component="section"
      id="features"
      aria-labelledby="features-heading"
      sx={{ ...sectionSx, ...sectionPadding, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="features-heading" eyebrow={t('landing.features')} title={t('landing.featuresSubtitle')} />
        <Stack spacing={{ xs: 8, md: 12 }}>
          {features.map(({ n, header, detail, picture }, i) => (
            <Grid
              key={n}
              container
              spacing={{ xs: 3, md: 8 }}
              data-testid={`feature-${n}`}
              sx={{ alignItems: 'center', flexDirection: { xs: 'column', md: i % 2 ? 'row-reverse' : 'row' } }}
            >
              <Grid size={{ xs: 12, md: 6 }} sx={{ width: '100%' }}>
                {picture ? (
                  <Box
                    component="img"
                    src={picture}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={960}
                    height={640}
                    data-testid={`feature-picture-${n}`}
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: 'auto',
                      aspectRatio: '3 / 2',
                      objectFit: 'cover',
                      borderRadius: 4,
                      boxShadow: '0 20px 48px rgba(16,42,84,0.12)',
                    }}
                  />
                ) : (
                  <FeatureIllustration index={n - 1} />
                )}
              </Grid>
              <Grid size={{ xs: 12, md: 6 }} sx={{ width: '100%' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: alpha(theme.palette.primary.main, 0.1),
                    color: 'primary.dark',
                    fontWeight: 700,
                    mb: 2,
                  }}
                >
                  {n}
                </Box>
                <Typography
                  variant="h5"
                  component="h3"
                  sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 700, lineHeight: 1.2, mb: 1.5 }}
                >
                  {header}
                </Typography>
                <Typography color="text.secondary" sx={{ fontSize: { xs: 16, md: 18 }, maxWidth: 480 }}>
                  {detail}
                </Typography>
              </Grid>
            </Grid>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
