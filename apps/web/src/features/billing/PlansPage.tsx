import { billingRefs } from '@assessly/shared';
import type { PlanAdminRow } from '@assessly/shared';
import { DeleteOutlined, EditOutlined } from '@mui/icons-material';
import { Box, Chip, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ExportButtons } from '../../components/ExportButtons';
import { PageHeader } from '../../components/PageHeader';
import { NewItemButton, RowActionButton, RowActions } from '../../components/RowActions';
import { tableQueryProps } from '../../components/tableQueryProps';
import { useEditDeleteState } from '../../components/useEditDeleteState';
import { billingApi, billingKeys } from './api/billingApi';
import { PLAN_CHOICES_QUERY_KEY, PLAN_LIST_QUERY_KEY } from './api/planApi';
import { billingFormat } from './billingFormat';
import { PlanDialog } from './PlanDialog';

const numeric = { align: 'right', width: '1%' } as const;

/** /settings/plans: the billing plans with new, edit, delete and exports (spec 000 §2, §5). */
export default function PlansPage() {
  const { t, i18n } = useTranslation();
  const format = billingFormat(t, i18n.language);
  const query = useQuery({ queryKey: billingKeys.plans, queryFn: billingApi.plans });
  const list = useEditDeleteState({
    remove: (row: PlanAdminRow) => billingApi.deletePlan(row.billingPlanId),
    invalidate: [billingKeys.plans, PLAN_LIST_QUERY_KEY, PLAN_CHOICES_QUERY_KEY],
  });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  const title = (row: PlanAdminRow) => (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
          {row.title}
        </Typography>
        <Chip label={format.interval(row.interval)} size="small" variant="outlined" />
      </Box>
      {row.additionalText && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
          {row.additionalText}
        </Typography>
      )}
    </Box>
  );
  const price = (row: PlanAdminRow) => (
    <Box
      component="span"
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
      data-testid={`plan-row-price-${row.billingPlanId}`}
    >
      {format.price(row.price)}
    </Box>
  );
  const users = (row: PlanAdminRow) => (
    <Chip
      label={format.count(row.usersCount)}
      size="small"
      color={row.usersCount > 0 ? 'primary' : 'default'}
      variant={row.usersCount > 0 ? 'filled' : 'outlined'}
      data-testid={`plan-row-users-${row.billingPlanId}`}
    />
  );
  // The table's headings are short (they stay on one line); the phone cards have room for the full labels.
  const counts = (short: boolean): DataTableColumn<PlanAdminRow>[] => [
    { key: 'assessmentCount', header: t('billing.colAssessments'), render: (r) => format.count(r.assessmentCount) },
    {
      key: 'responseAllAssessmentCount',
      header: short ? t('billing.thResponsesAll') : t('billing.colResponsesAll'),
      render: (r) => format.count(r.responseAllAssessmentCount),
    },
    {
      key: 'responsePerAssessmentCount',
      header: short ? t('billing.thResponsesPer') : t('billing.colResponsesPer'),
      render: (r) => format.count(r.responsePerAssessmentCount),
    },
    {
      key: 'questionPerAssessmentCount',
      header: short ? t('billing.thQuestionsPer') : t('billing.colQuestionsPer'),
      render: (r) => format.count(r.questionPerAssessmentCount),
    },
  ];
  const columns: DataTableColumn<PlanAdminRow>[] = [
    { key: 'title', header: t('billing.colTitle'), render: title },
    { key: 'price', header: t('billing.colPrice'), render: price, ...numeric },
    ...counts(true).map((c) => ({ ...c, ...numeric })),
    { key: 'usersCount', header: t('billing.colUsers'), render: users, ...numeric },
  ];
  // Phone cards: the plan heads the card, then its price and limits as label / value lines.
  const phoneColumns: DataTableColumn<PlanAdminRow>[] = [
    { key: 'title', header: t('billing.colTitle'), render: title },
    { key: 'price', header: t('billing.colPrice'), render: price },
    ...counts(false),
    { key: 'usersCount', header: t('billing.colUsers'), render: users },
  ];

  const actions = (row: PlanAdminRow) => (
    <RowActions>
      <RowActionButton
        title={t('billing.editPlan')}
        ariaLabel={t('billing.editPlanAria', { name: row.title })}
        icon={<EditOutlined />}
        onClick={() => list.openEdit(row)}
        testId={`plan-edit-${row.billingPlanId}`}
      />
      <RowActionButton
        title={t('billing.deletePlan')}
        ariaLabel={t('billing.deletePlanAria', { name: row.title })}
        icon={<DeleteOutlined />}
        onClick={() => list.askDelete(row)}
        blocked={row.usersCount > 0 ? t('billing.planInUseTip', { count: row.usersCount }) : null}
        wrapTestId={`plan-delete-wrap-${row.billingPlanId}`}
        testId={`plan-delete-${row.billingPlanId}`}
      />
    </RowActions>
  );

  return (
    <Box>
      <PageHeader
        title={t('pages.plans')}
        actions={<NewItemButton label={t('billing.newPlan')} onClick={list.openNew} testId="plan-new" />}
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('billing.plansIntro')}
      </Typography>
      <DataTable
        ariaLabel={t('billing.plansTable')}
        {...tableQueryProps(query)}
        testId="plans"
        getRowId={(row) => row.billingPlanId}
        emptyText={t('billing.plansEmpty')}
        toolbar={<ExportButtons route={billingRefs.ExportPlans} testId="plans-export" />}
        actions={actions}
        actionsPosition="last"
        columns={phone ? phoneColumns : columns}
      />
      <PlanDialog {...list.dialogProps} />
      <ConfirmDialog
        {...list.confirmProps}
        title={t('billing.deleteTitle')}
        message={`${t('messages.deleteConfirmMessage')} ${t('billing.deleteText', { name: list.toDelete?.title ?? '' })}`}
        confirmLabel={t('billing.deletePlan')}
        testId="plan-delete"
      />
    </Box>
  );
}
