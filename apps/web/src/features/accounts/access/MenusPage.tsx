import { accountsRefs } from '@assessly/shared';
import type { MenuRow } from '@assessly/shared';
import { DeleteOutlined, EditOutlined } from '@mui/icons-material';
import { Avatar, Box, Chip, Tooltip, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ExportButtons } from '../../../components/ExportButtons';
import { MenuIcon } from '../../../components/menuIcons';
import { PageHeader } from '../../../components/PageHeader';
import { NewItemButton, RowActionButton, RowActions } from '../../../components/RowActions';
import { tableQueryProps } from '../../../components/tableQueryProps';
import { useEditDeleteState } from '../../../components/useEditDeleteState';
import { accessApi, accessKeys } from '../api/accessApi';
import { useAccessLabels } from './accessLabels';
import { MenuDialog } from './MenuDialog';

/** /menu/menus: the drawer's menus by order number with new, edit, delete and exports (spec 000 §2). */
export default function MenusPage() {
  const { t } = useTranslation();
  const labels = useAccessLabels();
  const query = useQuery({ queryKey: accessKeys.menus, queryFn: accessApi.menus });
  const list = useEditDeleteState({
    remove: (row: MenuRow) => accessApi.deleteMenu(row.appMenuId),
    invalidate: [accessKeys.menus, accessKeys.allRoleMenus, accessKeys.sidebar],
  });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const nextOrder = Math.max(0, ...(query.data ?? []).map((m) => m.sortOrder)) + 1;

  const iconPreview = (row: MenuRow) => (
    <Tooltip title={labels.iconName(row.iconClass)}>
      <Avatar
        variant="rounded"
        role="img"
        aria-label={labels.iconName(row.iconClass)}
        sx={{ width: 36, height: 36, bgcolor: 'action.selected', color: 'text.primary' }}
      >
        <MenuIcon name={row.iconClass} />
      </Avatar>
    </Tooltip>
  );
  const title = (row: MenuRow) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {labels.menuTitle(row.menuTitle)}
      </Box>
      {row.isDefault && <Chip size="small" variant="outlined" label={t('accessAdmin.defaultBadge')} />}
    </Box>
  );
  const url = (row: MenuRow) => (
    <Box component="code" sx={{ fontSize: '0.85rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {row.url}
    </Box>
  );
  const columns: DataTableColumn<MenuRow>[] = [
    { key: 'sortOrder', header: t('accessAdmin.sortOrder'), align: 'right', width: '1%' },
    { key: 'iconClass', header: t('accessAdmin.icon'), width: '1%', render: iconPreview },
    { key: 'menuTitle', header: t('accessAdmin.menuTitle'), render: title },
    { key: 'url', header: t('accessAdmin.url'), render: url },
  ];
  // Phone cards take their first column as heading: the icon and title head the card, not the number.
  const phoneColumns: DataTableColumn<MenuRow>[] = [
    {
      key: 'menuTitle',
      header: t('accessAdmin.menuTitle'),
      render: (row) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {iconPreview(row)}
          {title(row)}
        </Box>
      ),
    },
    { key: 'url', header: t('accessAdmin.url'), render: url },
    { key: 'sortOrder', header: t('accessAdmin.sortOrder') },
  ];

  const actions = (row: MenuRow) => {
    const name = labels.menuTitle(row.menuTitle);
    return (
      <RowActions>
        <RowActionButton
          title={t('accessAdmin.editMenu')}
          ariaLabel={t('accessAdmin.editMenuAria', { name })}
          icon={<EditOutlined />}
          onClick={() => list.openEdit(row)}
          testId={`menu-edit-${row.appMenuId}`}
        />
        <RowActionButton
          title={t('accessAdmin.deleteMenu')}
          ariaLabel={t('accessAdmin.deleteMenuAria', { name })}
          icon={<DeleteOutlined />}
          onClick={() => list.askDelete(row)}
          blocked={row.isDefault ? t('accessAdmin.defaultMenuTip') : null}
          testId={`menu-delete-${row.appMenuId}`}
        />
      </RowActions>
    );
  };

  return (
    <Box>
      <PageHeader
        title={t('pages.menus')}
        actions={<NewItemButton label={t('accessAdmin.newMenu')} onClick={list.openNew} testId="menu-new" />}
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('accessAdmin.menusIntro')}
      </Typography>
      <DataTable
        ariaLabel={t('accessAdmin.menusTable')}
        {...tableQueryProps(query)}
        testId="menus"
        getRowId={(row) => row.appMenuId}
        emptyText={t('accessAdmin.menusEmpty')}
        toolbar={<ExportButtons route={accountsRefs.ExportMenus} testId="menus-export" />}
        actions={actions}
        actionsPosition="last"
        columns={phone ? phoneColumns : columns}
      />
      <MenuDialog {...list.dialogProps} nextOrder={nextOrder} />
      <ConfirmDialog
        {...list.confirmProps}
        title={t('accessAdmin.deleteMenuTitle')}
        message={`${t('messages.deleteConfirmMessage')} ${t('accessAdmin.deleteMenuText')}`}
        confirmLabel={t('accessAdmin.deleteMenu')}
        testId="menu-delete"
      />
    </Box>
  );
}
