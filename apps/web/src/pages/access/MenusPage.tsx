import type { MenuRow } from '@assessly/shared';
import { Add, DeleteOutlined, EditOutlined } from '@mui/icons-material';
import { Avatar, Box, Button, Chip, IconButton, Tooltip, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessApi, accessKeys } from '../../api/accessApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ExportButtons } from '../../components/ExportButtons';
import { PageHeader } from '../../components/PageHeader';
import { useApiMutation } from '../../components/useApiMutation';
import { MenuIcon } from '../../shell/menuIcons';
import { useAccessLabels } from './accessLabels';
import { MenuDialog } from './MenuDialog';

/** /menu/menus: the drawer's menus by order number with new, edit, delete and exports (spec 000 §2). */
export default function MenusPage() {
  const { t } = useTranslation();
  const labels = useAccessLabels();
  const query = useQuery({ queryKey: accessKeys.menus, queryFn: accessApi.menus });
  const [dialog, setDialog] = useState<{ open: boolean; editing: MenuRow | null }>({ open: false, editing: null });
  const [toDelete, setToDelete] = useState<MenuRow | null>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const nextOrder = Math.max(0, ...(query.data ?? []).map((m) => m.sortOrder)) + 1;

  const remove = useApiMutation({
    mutationFn: (id: number) => accessApi.deleteMenu(id),
    invalidate: [accessKeys.menus, accessKeys.allRoleMenus, accessKeys.sidebar],
    onSuccess: () => setToDelete(null),
    onError: () => setToDelete(null),
  });

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
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Tooltip title={t('accessAdmin.editMenu')}>
          <IconButton
            aria-label={t('accessAdmin.editMenuAria', { name })}
            onClick={() => setDialog({ open: true, editing: row })}
            data-testid={`menu-edit-${row.appMenuId}`}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
        {/* A disabled button gets no pointer events: the tooltip sits on a focusable wrapper that says why. */}
        <Tooltip title={row.isDefault ? t('accessAdmin.defaultMenuTip') : t('accessAdmin.deleteMenu')}>
          <Box
            component="span"
            tabIndex={row.isDefault ? 0 : undefined}
            aria-label={row.isDefault ? t('accessAdmin.defaultMenuTip') : undefined}
            role={row.isDefault ? 'note' : undefined}
            sx={{ display: 'inline-flex', borderRadius: '50%' }}
          >
            <IconButton
              aria-label={t('accessAdmin.deleteMenuAria', { name })}
              disabled={row.isDefault}
              onClick={() => setToDelete(row)}
              data-testid={`menu-delete-${row.appMenuId}`}
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
        title={t('pages.menus')}
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDialog({ open: true, editing: null })}
            data-testid="menu-new"
          >
            {t('accessAdmin.newMenu')}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('accessAdmin.menusIntro')}
      </Typography>
      <DataTable
        ariaLabel={t('accessAdmin.menusTable')}
        testId="menus"
        rows={query.data}
        getRowId={(row) => row.appMenuId}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t('accessAdmin.menusEmpty')}
        toolbar={<ExportButtons path="/Export/menus" testId="menus-export" />}
        actions={actions}
        actionsPosition="last"
        columns={phone ? phoneColumns : columns}
      />
      <MenuDialog
        open={dialog.open}
        editing={dialog.editing}
        nextOrder={nextOrder}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('accessAdmin.deleteMenuTitle')}
        message={`${t('messages.deleteConfirmMessage')} ${t('accessAdmin.deleteMenuText')}`}
        confirmLabel={t('accessAdmin.deleteMenu')}
        destructive
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.appMenuId)}
        onClose={() => setToDelete(null)}
        testId="menu-delete"
      />
    </Box>
  );
}
