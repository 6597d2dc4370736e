import { accountsRefs } from '@assessly/shared';
import type { RoleRow } from '@assessly/shared';
import { DeleteOutlined, EditOutlined, PlaylistAddCheck } from '@mui/icons-material';
import { Box, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { ExportButtons } from '../../../components/ExportButtons';
import { PageHeader } from '../../../components/PageHeader';
import { NewItemButton, RowActionButton, RowActions } from '../../../components/RowActions';
import { tableQueryProps } from '../../../components/tableQueryProps';
import { useEditDeleteState } from '../../../components/useEditDeleteState';
import { accessApi, accessKeys } from '../api/accessApi';
import { useAccessLabels } from './accessLabels';
import { RoleDialog } from './RoleDialog';
import { RoleMenusDialog } from './RoleMenusDialog';

/** /user/roles: the roles with their users count, edit, per-role menus, delete and exports (spec 000 §2). */
export default function RolesPage() {
  const { t } = useTranslation();
  const labels = useAccessLabels();
  const query = useQuery({ queryKey: accessKeys.roles, queryFn: accessApi.roles });
  const list = useEditDeleteState({
    remove: (row: RoleRow) => accessApi.deleteRole(row.userRoleId),
    invalidate: [accessKeys.roles],
  });
  const [menusOf, setMenusOf] = useState<RoleRow | null>(null);

  /** Why a role can not be deleted (the server refuses the same), or null. */
  const deleteBlocked = (row: RoleRow) =>
    row.isDefault
      ? t('accessAdmin.defaultRoleTip')
      : row.usersCount > 0
        ? t('accessAdmin.roleHasUsersTip', { count: row.usersCount })
        : null;

  const actions = (row: RoleRow) => {
    const name = labels.roleName(row);
    return (
      <RowActions>
        <RowActionButton
          title={t('accessAdmin.editRole')}
          ariaLabel={t('accessAdmin.editRoleAria', { name })}
          icon={<EditOutlined />}
          onClick={() => list.openEdit(row)}
          testId={`role-edit-${row.userRoleId}`}
        />
        <RowActionButton
          title={t('accessAdmin.roleMenus')}
          ariaLabel={t('accessAdmin.menusAria', { name })}
          icon={<PlaylistAddCheck />}
          onClick={() => setMenusOf(row)}
          testId={`role-menus-${row.userRoleId}`}
        />
        <RowActionButton
          title={t('accessAdmin.deleteRole')}
          ariaLabel={t('accessAdmin.deleteRoleAria', { name })}
          icon={<DeleteOutlined />}
          onClick={() => list.askDelete(row)}
          blocked={deleteBlocked(row)}
          testId={`role-delete-${row.userRoleId}`}
          wrapTestId={`role-delete-wrap-${row.userRoleId}`}
        />
      </RowActions>
    );
  };

  return (
    <Box>
      <PageHeader
        title={t('pages.roles')}
        actions={<NewItemButton label={t('accessAdmin.newRole')} onClick={list.openNew} testId="role-new" />}
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('accessAdmin.rolesIntro')}
      </Typography>
      <DataTable
        ariaLabel={t('accessAdmin.rolesTable')}
        {...tableQueryProps(query)}
        testId="roles"
        getRowId={(row) => row.userRoleId}
        emptyText={t('accessAdmin.rolesEmpty')}
        toolbar={<ExportButtons route={accountsRefs.ExportRoles} testId="roles-export" />}
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
      <RoleDialog {...list.dialogProps} />
      <RoleMenusDialog role={menusOf} onClose={() => setMenusOf(null)} />
      <ConfirmDialog
        {...list.confirmProps}
        title={t('accessAdmin.deleteRoleTitle')}
        message={t('messages.deleteConfirmMessage')}
        confirmLabel={t('accessAdmin.deleteRole')}
        testId="role-delete"
      />
    </Box>
  );
}
