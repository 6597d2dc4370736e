import { UI } from '@assessly/shared';
import { Close, Login, Menu as MenuIcon } from '@mui/icons-material';
import {
  AppBar,
  Box,
  Button,
  Container,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Toolbar,
  useMediaQuery,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageMenu } from '../../../components/LanguageMenu';
import { navItems, usePlans } from './landingCommon';

/**
 * The landing top bar (spec 000 §2): logo, Home, Pricing (only with plans), Features, Contact and Sign in;
 * below 850 px a menu button opens a drawer with the same entries.
 */
export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPlans } = usePlans();
  const items = navItems(hasPlans);
  const compact = useMediaQuery(`(max-width:${UI.landingDrawerMaxWidth - 0.02}px)`, { noSsr: true });
  const [open, setOpen] = useState(false);
  // The drawer's scroll lock would swallow the smooth scroll to a section: go there once it has closed.
  const pending = useRef<string | null>(null);
  const go = (to: string) => {
    pending.current = to;
    setOpen(false);
  };
  return (
    <AppBar position="sticky" elevation={0} color="secondary" enableColorOnDark data-testid="landing-top-bar">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 60, sm: 68 } }}>
          <BrandLogo tone="light" height={32} />
          <Box sx={{ flex: 1 }} />
          {!compact && (
            <Stack
              component="nav"
              aria-label={t('landing.mainNavigation')}
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center' }}
              data-testid="landing-nav"
            >
              {items.map((item) => (
                <Button
                  key={item.hash}
                  component={RouterLink}
                  to={`/#${item.hash}`}
                  color="inherit"
                  data-testid={`landing-nav-${item.hash}`}
                  sx={{ px: 1.75, fontWeight: 500, '&:hover': { bgcolor: alpha('#fff', 0.08) } }}
                >
                  {t(item.key)}
                </Button>
              ))}
            </Stack>
          )}
          <LanguageMenu />
          {compact ? (
            <IconButton
              color="inherit"
              edge="end"
              aria-label={t('landing.openMenu')}
              aria-expanded={open}
              aria-controls="landing-drawer"
              onClick={() => setOpen(true)}
              data-testid="landing-menu-button"
            >
              <MenuIcon />
            </IconButton>
          ) : (
            <Button
              component={RouterLink}
              to="/signIn"
              variant="outlined"
              color="inherit"
              startIcon={<Login />}
              sx={{ ml: 1, borderColor: alpha('#fff', 0.6), '&:hover': { borderColor: '#fff' } }}
              data-testid="landing-signin"
            >
              {t('landing.signIn')}
            </Button>
          )}
        </Toolbar>
      </Container>
      <Drawer
        id="landing-drawer"
        anchor="right"
        open={compact && open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { 'aria-label': t('landing.mainNavigation') },
          transition: {
            onExited: () => {
              const to = pending.current;
              pending.current = null;
              if (to) void navigate(to);
            },
          },
        }}
      >
        <Box sx={{ width: 300, maxWidth: '85vw' }} data-testid="landing-drawer">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
            <BrandLogo height={28} />
            <IconButton aria-label={t('landing.closeMenu')} onClick={() => setOpen(false)}>
              <Close />
            </IconButton>
          </Stack>
          <Divider />
          <Box component="nav" aria-label={t('landing.mainNavigation')}>
            <List>
              {items.map((item) => (
                <ListItem key={item.hash} disablePadding>
                  <ListItemButton
                    component="a"
                    href={`/#${item.hash}`}
                    onClick={(e: React.MouseEvent) => {
                      e.preventDefault();
                      go(`/#${item.hash}`);
                    }}
                    data-testid={`landing-drawer-${item.hash}`}
                    sx={{ px: 3, py: 1.25 }}
                  >
                    <ListItemText primary={t(item.key)} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
          <Box sx={{ px: 2, pt: 1 }}>
            <Button
              variant="contained"
              fullWidth
              size="large"
              startIcon={<Login />}
              href="/signIn"
              onClick={(e: React.MouseEvent) => {
                e.preventDefault();
                go('/signIn');
              }}
              data-testid="landing-drawer-signin"
            >
              {t('landing.signIn')}
            </Button>
          </Box>
        </Box>
      </Drawer>
    </AppBar>
  );
}
