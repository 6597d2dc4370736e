import { Email, PhoneInTalk, type SvgIconComponent } from '@mui/icons-material';
import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ContactForm } from './ContactForm';
import { sectionPadding, sectionSx, useLanding } from './landingCommon';
import { SectionHeading } from './SectionHeading';

interface Channel {
  key: string;
  icon: SvgIconComponent;
  label: string;
  value: string;
  href: string;
}

/** #contact: contactUsText, the telephone and e-mail (links, only when set) and the contact form. */
export function Contact() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { text } = useLanding();
  const phone = text('contactUsTelephone');
  const email = text('contactUsEmail');
  const channels: Channel[] = [];
  if (phone) {
    const dial = phone.replace(/[^\d+]/g, '');
    channels.push({
      key: 'phone',
      icon: PhoneInTalk,
      label: t('landing.telephone'),
      value: phone,
      href: `tel:${dial}`,
    });
  }
  if (email)
    channels.push({ key: 'email', icon: Email, label: t('landing.email'), value: email, href: `mailto:${email}` });
  return (
    <Box
      component="section"
      id="contact"
      aria-labelledby="contact-heading"
      sx={{ ...sectionSx, ...sectionPadding, bgcolor: theme.custom.header }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 8 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <SectionHeading
              id="contact-heading"
              align="left"
              eyebrow={t('landing.contact')}
              title={t('landingPage.contactTitle')}
              subtitle={text('contactUsText') || t('landing.contactSubtitle')}
            />
            <Stack spacing={2} sx={{ mt: -2 }}>
              {channels.map(({ key, icon: Icon, label, value, href }) => (
                <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 48,
                      height: 48,
                      flexShrink: 0,
                      borderRadius: 3,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: alpha(theme.palette.primary.main, 0.1),
                      color: 'primary.main',
                    }}
                  >
                    <Icon />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Link
                      href={href}
                      data-testid={`contact-channel-${key}`}
                      sx={{ fontWeight: 600, fontSize: 17, overflowWrap: 'anywhere' }}
                    >
                      {value}
                    </Link>
                  </Box>
                </Stack>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <ContactForm />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
