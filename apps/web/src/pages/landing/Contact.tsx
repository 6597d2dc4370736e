import { Email, PhoneInTalk, type SvgIconComponent } from '@mui/icons-material';
import { Box, Container, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { sectionSx, useLanding } from './landingCommon';

export function Contact() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { text } = useLanding();
  const phone = text('contactUsTelephone');
  const email = text('contactUsEmail');
  const channels = [
    phone && {
      icon: PhoneInTalk,
      label: t('landing.telephone'),
      value: phone,
      href: `tel:${phone.replace(/[^\d+]/g, '')}`,
    },
    email && { icon: Email, label: t('landing.email'), value: email, href: `mailto:${email}` },
  ].filter(Boolean) as { icon: SvgIconComponent; label: string; value: string; href: string }[];
  return (
    <Box
      component="section"
      id="contact"
      aria-labelledby="contact-heading"
      sx={{ ...sectionSx, py: { xs: 8, md: 12 }, bgcolor: theme.custom.header }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography id="contact-heading" variant="h4" component="h2" sx={{ fontSize: { xs: 28, md: 36 }, mb: 1.5 }}>
              {t('landing.contact')}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: 17, maxWidth: 520 }}>
              {text('contactUsText') || t('landing.contactSubtitle')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              {channels.map(({ icon: Icon, label, value, href }) => (
                <Paper
                  key={label}
                  variant="outlined"
                  sx={{ p: 2.5, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'center' }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      width: 48,
                      height: 48,
                      flexShrink: 0,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: '#fff',
                    }}
                  >
                    <Icon />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Link href={href} sx={{ fontWeight: 600, fontSize: 17, overflowWrap: 'anywhere' }}>
                      {value}
                    </Link>
                  </Box>
                </Paper>
              ))}
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
