import { UI } from '@assessly/shared';
import { Close, Menu as MenuIcon } from '@mui/icons-material';
import {
  AppBar,
  Box,
  Button,
  Container,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Toolbar,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../SignIn/BrandLogo';
import { NAV } from './landingCommon';

export function TopBar() {
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
