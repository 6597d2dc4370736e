import type { RoleRow } from '@assessly/shared';
import { Add, DeleteOutlined, EditOutlined, PlaylistAddCheck } from '@mui/icons-material';
import { Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessApi, accessKeys } from '../../api/accessApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { ExportButtons } from '../../components/ExportButtons';
import { PageHeader } from '../../components/PageHeader';
import { useApiMutation } from '../../components/useApiMutation';
import { useAccessLabels } from './accessLabels';
import { RoleDialog } from './RoleDialog';
import { RoleMenusDialog } from './RoleMenusDialog';

/** /user/roles: the roles with their users count, edit, per-role menus, delete and exports (spec 000 §2). */
export default function RolesPage() {
  const { t } = useTranslation();
  const labels = useAccessLabels();
  const query = useQuery({ queryKey: accessKeys.roles, queryFn: accessApi.roles });
  const [dialog, setDialog] = useState<{ open: boolean; editing: RoleRow | null }>({ open: false, editing: null });
  const [menusOf, setMenusOf] = useState<RoleRow | null>(null);
  const [toDelete, setToDelete] = useState<RoleRow | null>(null);

  const remove = useApiMutation({
    mutationFn: (id: number) => accessApi.deleteRole(id),
    invalidate: [accessKeys.roles],
    onSuccess: () => setToDelete(null),
    onError: () => setToDelete(null),
  });

  /** Why a role can not be deleted (the server refuses the same), or null. */
  const deleteBlocked = (row: RoleRow) =>
    row.isDefault
      ? t('accessAdmin.defaultRoleTip')
      : row.usersCount > 0
        ? t('accessAdmin.roleHasUsersTip', { count: row.usersCount })
        : null;

  const actions = (row: RoleRow) => {
    const name = labels.roleName(row);
    const blocked = deleteBlocked(row);
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Tooltip title={t('accessAdmin.editRole')}>
          <IconButton
            aria-label={t('accessAdmin.editRoleAria', { name })}
            onClick={() => setDialog({ open: true, editing: row })}
            data-testid={`role-edit-${row.userRoleId}`}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('accessAdmin.roleMenus')}>
          <IconButton
            aria-label={t('accessAdmin.menusAria', { name })}
            onClick={() => setMenusOf(row)}
            data-testid={`role-menus-${row.userRoleId}`}
          >
            <PlaylistAddCheck />
          </IconButton>
        </Tooltip>
        {/* A disabled button gets no pointer events: the tooltip sits on a focusable wrapper that says why. */}
        <Tooltip title={blocked ?? t('accessAdmin.deleteRole')}>
          <Box
            component="span"
            tabIndex={blocked ? 0 : undefined}
            aria-label={blocked ?? undefined}
            role={blocked ? 'note' : undefined}
            data-testid={`role-delete-wrap-${row.userRoleId}`}
            sx={{ display: 'inline-flex', borderRadius: '50%' }}
          >
            <IconButton
              aria-label={t('accessAdmin.deleteRoleAria', { name })}
              disabled={Boolean(blocked)}
              onClick={() => setToDelete(row)}
              data-testid={`role-delete-${row.userRoleId}`}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        </Tooltip>
      </Box>
    );
  };

  return (
    <Box>
      <PageHeader
        title={t('pages.roles')}
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDialog({ open: true, editing: null })}
            data-testid="role-new"
          >
            {t('accessAdmin.newRole')}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('accessAdmin.rolesIntro')}
      </Typography>
      <DataTable
        ariaLabel={t('accessAdmin.rolesTable')}
        testId="roles"
        rows={query.data}
        getRowId={(row) => row.userRoleId}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t('accessAdmin.rolesEmpty')}
        toolbar={<ExportButtons path="/Export/roles" testId="roles-export" />}
        actions={actions}
        actionsPosition="last"
        columns={[
          {
            key: 'roleName',
            header: t('accessAdmin.roleName'),
            render: (row) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {row.roleName}
                </Box>
                {row.isDefault && <Chip size="small" variant="outlined" label={t('accessAdmin.defaultBadge')} />}
              </Box>
            ),
          },
          {
            key: 'displayName',
            header: t('accessAdmin.displayName'),
            render: (row) => <Box sx={{ overflowWrap: 'anywhere' }}>{labels.roleName(row)}</Box>,
          },
          {
            key: 'roleDesc',
            header: t('accessAdmin.roleDesc'),
            width: '40%',
            render: (row) => (
              <Box sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>{labels.roleDesc(row)}</Box>
            ),
          },
          { key: 'usersCount', header: t('accessAdmin.usersCount'), align: 'right', width: 90 },
        ]}
      />
      <RoleDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <RoleMenusDialog role={menusOf} onClose={() => setMenusOf(null)} />
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('accessAdmin.deleteRoleTitle')}
        message={t('messages.deleteConfirmMessage')}
        confirmLabel={t('accessAdmin.deleteRole')}
        destructive
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.userRoleId)}
        onClose={() => setToDelete(null)}
        testId="role-delete"
      />
    </Box>
  );
}
