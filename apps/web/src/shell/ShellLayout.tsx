import { Box, Stack, Toolbar, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../components/SkipLink';
import { useScreenLock } from '../lib/screenLock';
import { useSiteSettings, useSiteText } from '../lib/settings';
import { useShellUser } from '../lib/useShellUser';
import { LockOverlay } from './LockOverlay';
import { PlanNotice } from './PlanNotice';
import { ShellFooter } from './ShellFooter';
import { DRAWER_MINI_WIDTH, DRAWER_WIDTH, SideDrawer } from './SideDrawer';
import { SignOutDialog } from './SignOutDialog';
import { TopBar } from './TopBar';
import { VersionNotice } from './VersionNotice';

const COLLAPSED_KEY = 'drawerCollapsed';
const DRAWER_ID = 'shell-drawer';

/** The signed-in shell of spec 000 §2: top bar, side drawer, the page, the footer and the shell's notices. */
export default function ShellLayout() {
  const { data: settings } = useSiteSettings();
  const siteText = useSiteText();
  const user = useShellUser();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [expanded, setExpanded] = useState(() => localStorage.getItem(COLLAPSED_KEY) !== 'true');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [signOutOpen, setSignOutOpen] = useState(false);
  const { locked, lock, unlock } = useScreenLock();

  const drawerOpen = desktop ? expanded : mobileOpen;
  const toggleDrawer = useCallback(() => {
    if (!desktop) return setMobileOpen((o) => !o);
    setExpanded((e) => {
      localStorage.setItem(COLLAPSED_KEY, String(e));
      return !e;
    });
  }, [desktop]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <TopBar
        settings={settings}
        user={user}
        drawerOpen={drawerOpen}
        drawerId={DRAWER_ID}
        onToggleDrawer={toggleDrawer}
        onLock={lock}
        onSignOut={() => setSignOutOpen(true)}
      />
      <SideDrawer id={DRAWER_ID} user={user} desktop={desktop} open={drawerOpen} onClose={() => setMobileOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, outline: 'none', width: '100%', maxWidth: 1440, mx: 'auto' }}
        >
          <Outlet />
        </Box>
        <ShellFooter text={siteText('footerText', settings?.footerText) || undefined} />
      </Box>
      <Stack
        spacing={1.5}
        sx={(theme) => ({
          // Centred over the page column, under dialogs and the small-screen drawer.
          position: 'fixed',
          left: { xs: 16, md: (drawerOpen ? DRAWER_WIDTH : DRAWER_MINI_WIDTH) + 16 },
          right: 16,
          bottom: 16,
          mx: 'auto',
          maxWidth: 600,
          zIndex: theme.zIndex.appBar + 1,
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        })}
      >
        <VersionNotice version={settings?.version} />
        <PlanNotice expired={user?.isPlanExpired === 'true'} />
      </Stack>
      <SignOutDialog open={signOutOpen} onClose={() => setSignOutOpen(false)} />
      <LockOverlay open={locked} user={user} onUnlock={unlock} />
    </Box>
  );
}
