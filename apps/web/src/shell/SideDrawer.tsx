import { isAdminRole, type UserInfo } from '@assessly/shared';
import { Box, Drawer, Toolbar, Typography } from '@mui/material';
import type { CSSObject, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { AiModelSwitch } from './AiModelSwitch';
import { DrawerMenu } from './DrawerMenu';
import { StudentPlan } from './StudentPlan';
import { UserAvatar } from './UserAvatar';

export const DRAWER_WIDTH = 272;
export const DRAWER_MINI_WIDTH = 72;

interface Props {
  id: string;
  user: UserInfo | null;
  /** md and up: a permanent drawer that collapses to icons; below: a temporary one. */
  desktop: boolean;
  open: boolean;
  onClose: () => void;
}

const widthTransition = (theme: Theme, width: number): CSSObject => ({
  width,
  transition: theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.enteringScreen,
  }),
  overflowX: 'hidden',
});

function UserCard({ user, collapsed }: { user: UserInfo | null; collapsed: boolean }) {
  const { t } = useTranslation();
  const role = user?.displayName ?? '';
  return (
    <Box
      sx={(theme) => ({
        bgcolor: theme.custom.header,
        px: collapsed ? 1.5 : 2.5,
        py: 2.5,
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: collapsed ? 'center' : 'flex-start' }}
      >
        <UserAvatar user={user} size={collapsed ? 40 : 48} />
        {!collapsed && (
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }} noWrap title={user?.fullName}>
              {user?.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {role && t(`roles.${role}`, { defaultValue: role })}
            </Typography>
          </Box>
        )}
      </Box>
      {!collapsed && user && isAdminRole(user.userRoleId) && (
        <Box sx={{ mt: 2 }}>
          <AiModelSwitch />
        </Box>
      )}
      {!collapsed && user && !isAdminRole(user.userRoleId) && (
        <Box sx={{ mt: 2 }}>
          <StudentPlan user={user} />
        </Box>
      )}
    </Box>
  );
}

/** The side drawer of spec 000 §2: the user, the role's extras and the role's menus. */
export function SideDrawer({ id, user, desktop, open, onClose }: Props) {
  const { t } = useTranslation();
  const collapsed = desktop && !open;
  const content = (
    <Box
      component="nav"
      id={id}
      aria-label={t('shell.navigation')}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
    >
      {desktop && <Toolbar />}
      <UserCard user={user} collapsed={collapsed} />
      <DrawerMenu roleId={user?.userRoleId} collapsed={collapsed} onNavigate={desktop ? () => undefined : onClose} />
    </Box>
  );

  if (!desktop) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        data-testid="drawer"
        slotProps={{ paper: { 'aria-label': t('shell.navigation'), sx: { width: DRAWER_WIDTH, maxWidth: '85vw' } } }}
      >
        {content}
      </Drawer>
    );
  }

  const width = open ? DRAWER_WIDTH : DRAWER_MINI_WIDTH;
  return (
    <Drawer
      variant="permanent"
      data-testid="drawer"
      sx={(theme) => ({
        flexShrink: 0,
        ...widthTransition(theme, width),
        '& .MuiDrawer-paper': widthTransition(theme, width),
      })}
    >
      {content}
    </Drawer>
  );
}
