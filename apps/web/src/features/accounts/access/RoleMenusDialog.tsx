import { isAdminRole, type RoleRow } from '@assessly/shared';
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { MenuIcon } from '../../../components/menuIcons';
import { ErrorState } from '../../../components/TableStates';
import { useApiMutation } from '../../../components/useApiMutation';
import { accessApi, accessKeys } from '../api/accessApi';
import { useAccessLabels } from './accessLabels';

interface Props {
  /** The role whose menus are chosen; the dialog is open while it is set. */
  role: RoleRow | null;
  onClose: () => void;
}

/** The screens an admin manages access from; see the note under the list. */
const ACCESS_SCREENS = ['/user/roles', '/menu/menus'];
const sameSet = (a: Set<number>, b: Set<number>) => a.size === b.size && [...a].every((id) => b.has(id));

/**
 * The per-role menu assignment (spec 000 §2 Roles list): every menu with a checkbox, select all / none,
 * Save. Loads GetAllMenu/{roleId} and saves the whole set with MenuAssign.
 */
export function RoleMenusDialog({ role: openFor, onClose }: Props) {
  const { t } = useTranslation();
  const labels = useAccessLabels();
  // The last role stays shown while the dialog fades out.
  const [role, setRole] = useState(openFor);
  if (openFor && openFor !== role) setRole(openFor);
  const open = openFor !== null;
  const roleId = role?.userRoleId ?? 0;
  const query = useQuery({
    queryKey: accessKeys.roleMenus(roleId),
    queryFn: () => accessApi.roleMenus(roleId),
    enabled: open,
    // Always the server's current assignment when the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
  const menus = query.data;
  const initial = useMemo(() => new Set((menus ?? []).filter((m) => m.isSelected).map((m) => m.appMenuId)), [menus]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // Each opening starts from the saved assignment (a cancelled choice is not kept).
  useEffect(() => {
    if (open) setSelected(new Set(initial));
  }, [open, initial]);

  const save = useApiMutation({
    mutationFn: () => accessApi.assignMenus(roleId, [...selected]),
    // The admin's own drawer (its role may be this one) shows the change at once.
    invalidate: [accessKeys.allRoleMenus, accessKeys.sidebar],
    onSuccess: onClose,
  });

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  // Access is enforced by the server, not by the drawer: taking Roles or Menus away from an admin role
  // hides the links only, the screens stay reachable by their URL. Say so instead of refusing.
  const hidesAccessScreens =
    role !== null &&
    isAdminRole(role.userRoleId) &&
    (menus ?? []).some((m) => ACCESS_SCREENS.includes(m.url) && !selected.has(m.appMenuId));

  return (
    <FormDialog
      open={open}
      title={role ? t('accessAdmin.assignTitle', { role: labels.roleName(role) }) : ''}
      onClose={onClose}
      onSubmit={() => save.mutate()}
      submitting={save.isPending}
      submitDisabled={!menus}
      dirty={!sameSet(selected, initial)}
      maxWidth="sm"
      testId="role-menus-dialog"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('accessAdmin.assignIntro')}
      </Typography>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} testId="role-menus" />
      ) : (
        <>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mb: 1,
            }}
          >
            <Typography variant="body2" aria-live="polite" data-testid="role-menus-count" sx={{ fontWeight: 500 }}>
              {menus ? t('accessAdmin.selectedCount', { count: selected.size, total: menus.length }) : '\u00a0'}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                disabled={!menus}
                onClick={() => setSelected(new Set((menus ?? []).map((m) => m.appMenuId)))}
                data-testid="role-menus-all"
              >
                {t('accessAdmin.selectAll')}
              </Button>
              <Button
                size="small"
                disabled={!menus}
                onClick={() => setSelected(new Set())}
                data-testid="role-menus-none"
              >
                {t('accessAdmin.selectNone')}
              </Button>
            </Stack>
          </Box>
          <Paper variant="outlined" sx={{ px: 1.5, py: 1 }}>
            <Box
              role="group"
              aria-label={t('accessAdmin.menuChoices')}
              aria-busy={!menus}
              data-testid="role-menus-list"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
            >
              {!menus
                ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} variant="text" height={42} />)
                : menus.map((menu) => (
                    <FormControlLabel
                      key={menu.appMenuId}
                      sx={{ mr: 0, minHeight: 42, minWidth: 0 }}
                      control={
                        <Checkbox
                          checked={selected.has(menu.appMenuId)}
                          onChange={(_, checked) => toggle(menu.appMenuId, checked)}
                          slotProps={{ input: { 'data-testid': `role-menu-${menu.appMenuId}` } as object }}
                        />
                      }
                      label={
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                          <Box component="span" sx={{ display: 'flex', color: 'text.secondary' }}>
                            <MenuIcon name={menu.iconClass} />
                          </Box>
                          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                            {labels.menuTitle(menu.menuTitle)}
                          </Box>
                        </Box>
                      }
                    />
                  ))}
            </Box>
          </Paper>
          {hidesAccessScreens && (
            <Alert severity="info" sx={{ mt: 2 }} data-testid="role-menus-admin-note">
              {t('accessAdmin.adminLockNote')}
            </Alert>
          )}
        </>
      )}
    </FormDialog>
  );
}
