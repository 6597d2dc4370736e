import { isAdminRole, ROLE, type UserRow, accountsRefs } from '@assessly/shared';
import { Autorenew, Close, DeleteOutlined, EditOutlined, Search } from '@mui/icons-material';
import { Avatar, Box, Chip, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ExportButtons } from '../../../components/ExportButtons';
import { PageHeader } from '../../../components/PageHeader';
import { NewItemButton, RowActionButton, RowActions } from '../../../components/RowActions';
import { useEditDeleteState } from '../../../components/useEditDeleteState';
import { imageUrl, initialsOf } from '../../../lib/images';
import { useShellUser } from '../../../lib/useShellUser';
import { userApi, userKeys } from '../api/userApi';
import { RenewPlanDialog } from './RenewPlanDialog';
import { UserDialog } from './UserDialog';
import { expiryOf, userFormat } from './userFormat';

/** An empty cell, visible as such in the phone cards too (a dash, not read out). */
const NoValue = () => (
  <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
    —
  </Box>
);

/** Waits until typing pauses before the search reaches the server. */
function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** /user/users: every account, server-paged, with new / edit / renew plan / delete and exports (spec 000 §2). */
export default function UsersPage() {
  const { t, i18n } = useTranslation();
  const format = userFormat(t, i18n.language);
  const me = useShellUser();
  const [page, setPage] = useState(0);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const list = useEditDeleteState({
    remove: (row: UserRow) => userApi.remove(row.userId),
    invalidate: [userKeys.all],
  });
  const [renewal, setRenewal] = useState<{ open: boolean; user: UserRow | null }>({ open: false, user: null });

  useEffect(() => setPage(0), [search]);
  const query = useQuery({
    queryKey: userKeys.page(page, search),
    queryFn: () => userApi.list(page, search),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

  const protectedReason = (row: UserRow) =>
    row.isDemo
      ? t('userAdmin.protectedDemo')
      : row.userId === me?.userId
        ? t('userAdmin.protectedSelf')
        : t('userAdmin.protectedLastAdmin');

  // The server refuses an Admin's edit or delete of a SuperAdmin account; say so on the row instead.
  const superAdminOnly = (row: UserRow) =>
    row.userRoleId === ROLE.SuperAdmin && me?.userRoleId !== ROLE.SuperAdmin
      ? t('userAdmin.protectedSuperAdmin')
      : null;

  const actions = (row: UserRow) => (
    <RowActions>
      <RowActionButton
        title={t('userAdmin.editUser')}
        ariaLabel={t('userAdmin.editAria', { name: row.fullName })}
        icon={<EditOutlined />}
        onClick={() => list.openEdit(row)}
        testId={`user-edit-${row.userId}`}
        blocked={superAdminOnly(row)}
      />
      <RowActionButton
        title={t('userAdmin.renew')}
        ariaLabel={t('userAdmin.renewAria', { name: row.fullName })}
        icon={<Autorenew />}
        onClick={() => setRenewal({ open: true, user: row })}
        testId={`user-renew-${row.userId}`}
      />
      <RowActionButton
        title={t('userAdmin.delete')}
        ariaLabel={t('userAdmin.deleteAria', { name: row.fullName })}
        icon={<DeleteOutlined />}
        onClick={() => list.askDelete(row)}
        testId={`user-delete-${row.userId}`}
        blocked={superAdminOnly(row) ?? (row.isProtected ? protectedReason(row) : null)}
      />
    </RowActions>
  );

  const columns: DataTableColumn<UserRow>[] = [
    {
      key: 'user',
      header: t('userAdmin.user'),
      width: '34%',
      render: (row) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar
            src={imageUrl(row.imagePath)}
            alt=""
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              fontSize: 14,
              fontWeight: 600,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {initialsOf(row.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.fullName}
              </Typography>
              {row.isDemo && <Chip label={t('userAdmin.demo')} size="small" variant="outlined" />}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.email}
            </Typography>
          </Box>
        </Box>
      ),
    },
    {
      key: 'role',
      header: t('userAdmin.role'),
      render: (row) => (
        <Chip
          label={format.role(row.displayName)}
          size="small"
          color={isAdminRole(row.userRoleId) ? 'primary' : 'default'}
          variant={isAdminRole(row.userRoleId) ? 'filled' : 'outlined'}
        />
      ),
    },
    {
      key: 'plan',
      header: t('userAdmin.plan'),
      render: (row) =>
        row.title ? (
          <Box>
            <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
              {row.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {format.interval(row.interval)}
            </Typography>
          </Box>
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('userAdmin.noPlan')}
          </Typography>
        ),
    },
    {
      key: 'paymentMode',
      header: t('userAdmin.paymentMode'),
      render: (row) => (row.paymentMode ? format.paymentMode(row.paymentMode) : <NoValue />),
    },
    {
      key: 'expireyDate',
      header: t('userAdmin.expiry'),
      render: (row) => {
        const expiry = expiryOf(row.expireyDate);
        if (!expiry) return <NoValue />;
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {expiry.date}
            </Box>
            {expiry.expired && <Chip label={t('userAdmin.expired')} size="small" color="error" variant="outlined" />}
          </Box>
        );
      },
    },
  ];

  return (
    <Box>
      <PageHeader
        title={t('pages.users')}
        actions={<NewItemButton label={t('userAdmin.newUser')} onClick={list.openNew} testId="user-new" />}
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('userAdmin.intro')}
      </Typography>
      <DataTable
        ariaLabel={t('userAdmin.tableLabel')}
        testId="users"
        rows={query.data?.responseMsg}
        count={query.data?.count ?? 0}
        page={page}
        onPageChange={setPage}
        getRowId={(row) => row.userId}
        loading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={search ? t('userAdmin.noMatch', { search }) : t('userAdmin.empty')}
        toolbar={
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
          >
            <TextField
              size="small"
              label={t('userAdmin.searchLabel')}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              sx={{ width: { xs: '100%', sm: 320 } }}
              slotProps={{
                htmlInput: { 'data-testid': 'users-search', maxLength: 100 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: searchText ? (
                    <InputAdornment position="end">
                      <IconButton
                        size="small"
                        aria-label={t('userAdmin.clearSearch')}
                        onClick={() => setSearchText('')}
                      >
                        <Close fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ) : undefined,
                },
              }}
            />
            <ExportButtons route={accountsRefs.ExportUsers} testId="users-export" />
          </Box>
        }
        actions={actions}
        actionsPosition="last"
        columns={columns}
      />
      <UserDialog {...list.dialogProps} />
      <RenewPlanDialog
        open={renewal.open}
        user={renewal.user}
        onClose={() => setRenewal((r) => ({ ...r, open: false }))}
      />
      <ConfirmDialog
        {...list.confirmProps}
        title={t('userAdmin.deleteTitle')}
        message={
          <>
            <Box component="span" sx={{ display: 'block', mb: 1 }}>
              {t('messages.deleteConfirmMessage')}
            </Box>
            <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {list.toDelete &&
                t('userAdmin.deleteDetail', { name: list.toDelete.fullName, email: list.toDelete.email })}
            </Box>
          </>
        }
        confirmLabel={t('userAdmin.delete')}
        testId="user-delete"
      />
    </Box>
  );
}
