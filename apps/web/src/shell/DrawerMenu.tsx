import type { SidebarMenuItem } from '@assessly/shared';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Skeleton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { endpoints } from '../api/endpoints';
import { MenuIcon } from '../components/menuIcons';
import { visuallyHidden } from '../components/visuallyHidden';
import { useApiError } from '../lib/useApiError';

const isActive = (pathname: string, url: string) => pathname === url || pathname.startsWith(`${url}/`);

/** The role's menus from the server, in orderNo order; the current route is highlighted. */
export function DrawerMenu({
  roleId,
  collapsed,
  onNavigate,
}: {
  roleId: number | undefined;
  collapsed: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const apiError = useApiError();
  const query = useQuery<SidebarMenuItem[]>({
    queryKey: ['sidebarMenu', roleId],
    queryFn: () => endpoints.sidebarMenu(roleId!),
    enabled: roleId !== undefined,
    staleTime: 5 * 60_000,
    select: (menus) => [...menus].sort((a, b) => a.orderNo - b.orderNo),
  });
  useEffect(() => {
    if (query.error) apiError(query.error);
  }, [query.error, apiError]);

  if (query.isPending) {
    return (
      <List data-testid="drawer-menu" aria-busy="true" sx={{ px: 1 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <ListItem key={i} sx={{ px: 1.5 }}>
            <Skeleton variant="rounded" height={28} width="100%" />
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <List data-testid="drawer-menu" sx={{ px: 1, py: 1 }}>
      {(query.data ?? []).map((menu) => {
        const title = t(`menus.${menu.menuTitle}`, { defaultValue: menu.menuTitle });
        const active = isActive(pathname, menu.url);
        return (
          <ListItem key={menu.appMenuId} disablePadding sx={{ mb: 0.25 }}>
            <Tooltip title={collapsed ? title : ''} placement="right" describeChild>
              <ListItemButton
                component={NavLink}
                to={menu.url}
                selected={active}
                onClick={onNavigate}
                sx={{
                  borderRadius: 2,
                  minHeight: 40,
                  py: 0.5,
                  px: collapsed ? 1.5 : 2,
                  justifyContent: collapsed ? 'center' : 'flex-start',
                  '&.Mui-selected': { color: 'primary.dark', fontWeight: 600 },
                  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.dark' },
                }}
              >
                <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: 'text.secondary' }}>
                  <MenuIcon name={menu.iconClass} />
                </ListItemIcon>
                <ListItemText
                  primary={title}
                  sx={collapsed ? visuallyHidden : undefined}
                  slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500, fontSize: '0.95rem' } } }}
                />
              </ListItemButton>
            </Tooltip>
          </ListItem>
        );
      })}
    </List>
  );
}
