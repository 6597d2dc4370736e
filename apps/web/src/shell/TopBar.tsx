import { UI, type PublicSettings, type UserInfo } from '@assessly/shared';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { AppBar, Box, IconButton, Toolbar, Tooltip, Typography, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from '../components/LanguageMenu';
import { imageUrl } from '../lib/images';
import { FullscreenButton } from './FullscreenButton';
import { PersonalizeMenu } from './PersonalizeMenu';

interface Props {
  settings: PublicSettings | undefined;
  user: UserInfo | null;
  drawerOpen: boolean;
  drawerId: string;
  onToggleDrawer: () => void;
  onLock: () => void;
  onSignOut: () => void;
}

/** The signed-in top bar of spec 000 §2. */
export function TopBar({ settings, user, drawerOpen, drawerId, onToggleDrawer, onLock, onSignOut }: Props) {
  const { t } = useTranslation();
  // Spec 000 §9: lock and full screen only from 960 px (both constants are 960).
  const wide = useMediaQuery(`(min-width:${Math.max(UI.lockMinWidth, UI.fullscreenMinWidth)}px)`, { noSsr: true });
  const title = settings?.siteTitle ?? t('common.appName');
  const logo = imageUrl(settings?.logoPath);

  return (
    <AppBar
      position="fixed"
      color="secondary"
      elevation={0}
      data-testid="app-bar"
      sx={(theme) => ({
        // Above the permanent drawer (clipped under the bar); the temporary drawer on small screens covers it.
        zIndex: { xs: theme.zIndex.appBar, md: theme.zIndex.drawer + 1 },
      })}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <Tooltip title={t('shell.toggleDrawer')}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('shell.toggleDrawer')}
            aria-controls={drawerId}
            aria-expanded={drawerOpen}
            onClick={onToggleDrawer}
            data-testid="drawer-toggle"
          >
            {drawerOpen ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        </Tooltip>
        <Box
          component={Link}
          to="/dashboard"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            minWidth: 0,
            flexGrow: 1,
            color: 'inherit',
            textDecoration: 'none',
            borderRadius: 1,
          }}
        >
          {logo && <Box component="img" src={logo} alt="" sx={{ height: 32, maxWidth: 120, objectFit: 'contain' }} />}
          <Typography
            variant="h6"
            component="span"
            noWrap
            sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          >
            {title}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
          {wide && (
            <Tooltip title={t('shell.lockScreen')}>
              <IconButton color="inherit" aria-label={t('shell.lockScreen')} onClick={onLock} data-testid="lock-button">
                <LockIcon />
              </IconButton>
            </Tooltip>
          )}
          {wide && <FullscreenButton />}
          <LanguageMenu />
          <PersonalizeMenu user={user} allowFaq={settings?.allowFaq ?? false} />
          <Tooltip title={t('shell.signOut')}>
            <IconButton
              color="inherit"
              edge="end"
              aria-label={t('shell.signOut')}
              aria-haspopup="dialog"
              onClick={onSignOut}
              data-testid="signout-button"
            >
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
