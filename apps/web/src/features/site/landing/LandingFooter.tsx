import { Box, Container, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { useSiteText } from '../../../lib/settings';
import { SOCIAL, useLanding, usePlans } from './landingCommon';

function FooterLink({
  to,
  children,
  testId,
  state,
}: {
  to: string;
  children: string;
  testId?: string;
  state?: unknown;
}) {
  return (
    <Link
      component={RouterLink}
      to={to}
      state={state}
      underline="hover"
      color="text.secondary"
      data-testid={testId}
      sx={{ fontSize: 15, width: 'fit-content' }}
    >
      {children}
    </Link>
  );
}

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.25}>{children}</Stack>
    </Box>
  );
}

/** Footer: logo or title, footerText, social links (only those set), the anchors, Sign in and copyRightText. */
export function Footer() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { data, text } = useLanding();
  const footerText = useSiteText()('footerText', data?.footerText);
  const { hasPlans } = usePlans();
  const social = SOCIAL.map((s) => ({ ...s, url: text(s.field) })).filter((s) => s.url);
  return (
    <Box
      component="footer"
      data-testid="landing-footer"
      sx={{ bgcolor: theme.custom.footer, borderTop: 1, borderColor: 'divider', pt: { xs: 6, md: 8 }, pb: 4 }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BrandLogo height={30} />
            {footerText && (
              <Typography
                color="text.secondary"
                sx={{ mt: 2, maxWidth: 420, fontSize: 15 }}
                data-testid="landing-footer-text"
              >
                {footerText}
              </Typography>
            )}
            {social.length > 0 && (
              <Stack direction="row" spacing={1} aria-label={t('landing.followUs')} component="nav" sx={{ mt: 2.5 }}>
                {social.map(({ field, label, url, icon: Icon }) => (
                  <IconButton
                    key={field}
                    component="a"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    data-testid={`social-${field}`}
                    sx={{ border: 1, borderColor: 'divider', color: 'text.secondary' }}
                  >
                    <Icon fontSize="small" />
                  </IconButton>
                ))}
              </Stack>
            )}
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Column title={t('landingPage.footerProduct')}>
              <FooterLink to="/#home">{t('landing.home')}</FooterLink>
              {hasPlans && <FooterLink to="/#pricing">{t('landing.pricing')}</FooterLink>}
              <FooterLink to="/#features">{t('landing.features')}</FooterLink>
              <FooterLink to="/#register">{t('landingPage.register')}</FooterLink>
              <FooterLink to="/#contact">{t('landing.contact')}</FooterLink>
            </Column>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Column title={t('landingPage.footerAccount')}>
              <FooterLink to="/signIn" testId="footer-signin">
                {t('landing.signIn')}
              </FooterLink>
              <FooterLink to="/signIn" state={{ panel: 'register' }}>
                {t('landingPage.createAccount')}
              </FooterLink>
            </Column>
          </Grid>
        </Grid>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider', justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary" data-testid="landing-copyright">
            {data?.copyRightText || `© ${new Date().getFullYear()} ${data?.siteTitle || t('common.appName')}`}
          </Typography>
          <FooterLink to="/#home">{t('landingPage.backToTop')}</FooterLink>
        </Stack>
      </Container>
    </Box>
  );
}
