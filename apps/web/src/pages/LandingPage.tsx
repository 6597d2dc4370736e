import { UI } from '@assessly/shared';
import {
  ArrowForward,
  AssignmentTurnedIn,
  Build,
  Close,
  Email,
  Facebook,
  FactCheck,
  Insights,
  Instagram,
  LinkedIn,
  Menu as MenuIcon,
  PhoneInTalk,
  Quiz,
  Security,
  Send,
  Translate,
  WorkspacePremium,
  X,
  type SvgIconComponent,
} from '@mui/icons-material';
import {
  AppBar,
  Box,
  Button,
  Container,
  Drawer,
  Grid,
  IconButton,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSiteSettings } from '../app/settings';
import { signOutQuietly } from '../session/signIn';
import { BrandLogo } from './SignIn/BrandLogo';

const NAV = [
  { hash: 'home', key: 'landing.home' },
  { hash: 'features', key: 'landing.features' },
  { hash: 'contact', key: 'landing.contact' },
] as const;

const BOX_ICONS: SvgIconComponent[] = [Build, Send, FactCheck, WorkspacePremium];
const FEATURE_ICONS: SvgIconComponent[] = [Quiz, Security, Insights, Translate];
const SOCIAL = [
  { field: 'footerFacebook', label: 'Facebook', icon: Facebook },
  { field: 'footerTwitter', label: 'X', icon: X },
  { field: 'footerLinkedin', label: 'LinkedIn', icon: LinkedIn },
  { field: 'footerInstagram', label: 'Instagram', icon: Instagram },
] as const;

/** Sections sit below the sticky app bar when reached through an anchor. */
const sectionSx = { scrollMarginTop: { xs: 56, sm: 64 } } as const;

function useLanding() {
  const query = useSiteSettings();
  const landing = query.data?.landing ?? {};
  const text = (field: string) => (landing[field] ?? '').trim();
  return { ...query, text };
}

function TopBar() {
  const { t } = useTranslation();
  const compact = useMediaQuery(`(max-width:${UI.landingDrawerMaxWidth - 0.02}px)`, { noSsr: true });
  const [open, setOpen] = useState(false);
  return (
    <AppBar position="sticky" elevation={0} color="secondary" enableColorOnDark>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <BrandLogo tone="light" height={32} />
          <Box sx={{ flex: 1 }} />
          {compact ? (
            <IconButton color="inherit" edge="end" aria-label={t('landing.openMenu')} onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          ) : (
            <Stack
              component="nav"
              aria-label={t('landing.mainNavigation')}
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center' }}
            >
              {NAV.map((item) => (
                <Button key={item.hash} component={RouterLink} to={`/#${item.hash}`} color="inherit" sx={{ px: 1.75 }}>
                  {t(item.key)}
                </Button>
              ))}
              <Button
                component={RouterLink}
                to="/signIn"
                variant="outlined"
                color="inherit"
                sx={{ ml: 1.5, borderColor: 'rgba(255,255,255,0.6)' }}
                data-testid="landing-signin"
              >
                {t('landing.signIn')}
              </Button>
            </Stack>
          )}
        </Toolbar>
      </Container>
      <Drawer anchor="right" open={compact && open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 280 }} role="presentation">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
            <BrandLogo height={28} />
            <IconButton aria-label={t('landing.closeMenu')} onClick={() => setOpen(false)}>
              <Close />
            </IconButton>
          </Stack>
          <List component="nav" aria-label={t('landing.mainNavigation')}>
            {NAV.map((item) => (
              <ListItemButton
                key={item.hash}
                component={RouterLink}
                to={`/#${item.hash}`}
                onClick={() => setOpen(false)}
              >
                <ListItemText primary={t(item.key)} />
              </ListItemButton>
            ))}
          </List>
          <Box sx={{ px: 2, pt: 1 }}>
            <Button component={RouterLink} to="/signIn" variant="contained" fullWidth onClick={() => setOpen(false)}>
              {t('landing.signIn')}
            </Button>
          </Box>
        </Box>
      </Drawer>
    </AppBar>
  );
}

function Hero() {
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

function Features() {
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

function Contact() {
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

function Footer() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { data, text } = useLanding();
  const social = SOCIAL.map((s) => ({ ...s, url: text(s.field) })).filter((s) => s.url);
  return (
    <Box component="footer" sx={{ bgcolor: theme.custom.footer, borderTop: 1, borderColor: 'divider', py: 5 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Box>
            <BrandLogo height={28} />
            {data?.footerText && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 460 }}>
                {data.footerText}
              </Typography>
            )}
          </Box>
          {social.length > 0 && (
            <Stack direction="row" spacing={0.5} aria-label={t('landing.followUs')} component="nav">
              {social.map(({ label, url, icon: Icon }) => (
                <IconButton
                  key={label}
                  component="a"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                >
                  <Icon />
                </IconButton>
              ))}
            </Stack>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          {data?.copyRightText || `© ${data?.siteTitle || t('common.appName')}`}
        </Typography>
      </Container>
    </Box>
  );
}

/** Landing (/): a minimal public home built from the site settings. Opening it signs the user out (spec 000 §2). */
export default function LandingPage() {
  useEffect(() => {
    void signOutQuietly();
  }, []);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Box component="main" sx={{ flex: 1 }}>
        <Hero />
        <Features />
        <Contact />
      </Box>
      <Footer />
    </Box>
  );
}
