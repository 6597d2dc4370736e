import { Box, Container, Grid, Paper, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BOX_ICONS, sectionPadding, useLanding } from './landingCommon';
import { SectionHeading } from './SectionHeading';

/** Under the hero: homeHeader2 and homeDetail2 with the four info boxes (homeBox1..4). */
export function InfoBoxes() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { text } = useLanding();
  const boxes = [1, 2, 3, 4]
    .map((n, i) => ({ n, header: text(`homeBox${n}Header`), detail: text(`homeBox${n}Detail`), icon: BOX_ICONS[i]! }))
    .filter((b) => b.header || b.detail);
  const header = text('homeHeader2');
  if (!header && boxes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="overview-heading" sx={{ ...sectionPadding, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="overview-heading"
          eyebrow={t('landingPage.howItWorks')}
          title={header || t('landing.features')}
          subtitle={text('homeDetail2')}
        />
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {boxes.map(({ n, header: boxHeader, detail, icon: Icon }, i) => (
            <Grid key={n} size={{ xs: 12, sm: 6, md: 3 }} component="li" data-testid={`info-box-${n}`}>
              <Paper
                variant="outlined"
                sx={{
                  p: { xs: 2.5, sm: 3 },
                  height: '100%',
                  borderRadius: 3,
                  position: 'relative',
                  // On a phone the icon sits beside the text: four tall cards in a row of one would be long.
                  display: { xs: 'flex', sm: 'block' },
                  gap: 2,
                  transition: 'box-shadow .2s, transform .2s',
                  '&:hover': { boxShadow: '0 16px 40px rgba(16,42,84,0.10)', transform: 'translateY(-2px)' },
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 2.5,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: alpha(theme.palette.primary.main, 0.1),
                    color: 'primary.main',
                    flexShrink: 0,
                    mb: { xs: 0, sm: 2.5 },
                  }}
                >
                  <Icon />
                </Box>
                <Typography
                  aria-hidden
                  sx={{
                    display: { xs: 'none', sm: 'block' },
                    position: 'absolute',
                    top: 20,
                    right: 24,
                    fontWeight: 700,
                    color: 'text.secondary',
                    fontSize: 14,
                  }}
                >
                  {String(i + 1).padStart(2, '0')}
                </Typography>
                <Box>
                  <Typography variant="h6" component="h3" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>
                    {boxHeader}
                  </Typography>
                  <Typography color="text.secondary" sx={{ fontSize: 15 }}>
                    {detail}
                  </Typography>
                </Box>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
