import { billingRefs } from '@assessly/shared';
import type { PaymentRow } from '@assessly/shared';
import { Box, Chip, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ExportButtons } from '../../components/ExportButtons';
import { PageHeader } from '../../components/PageHeader';
import { billingApi, billingKeys } from './api/billingApi';
import { billingFormat } from './billingFormat';

const MODE_COLOR = { Online: 'success', Offline: 'info', 'N/A': 'default' } as const;

/** An empty cell, visible as such in the phone cards too (a dash, not read out). */
const NoValue = () => (
  <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
    —
  </Box>
);

/** /settings/payments: every plan cycle paid or granted, server-paged, newest first; PDF and Excel (spec 000 §2). */
export default function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const format = billingFormat(t, i18n.language);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: billingKeys.paymentPage(page),
    queryFn: () => billingApi.payments(page),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

  const date = (value: string) => (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {format.date(value)}
    </Box>
  );
  const email = (row: PaymentRow) => {
    // A break opportunity after the @: a long address wraps there instead of widening the table.
    const at = row.userEmail.indexOf('@');
    return (
      <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
        {at > 0 ? (
          <>
            {row.userEmail.slice(0, at + 1)}
            <wbr />
            {row.userEmail.slice(at + 1)}
          </>
        ) : (
          row.userEmail
        )}
      </Box>
    );
  };
  const plan = (row: PaymentRow) => (
    <Box>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {row.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {format.interval(row.interval)}
      </Typography>
    </Box>
  );
  const price = (row: PaymentRow) => (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {format.price(row.price)}
    </Box>
  );
  const mode = (row: PaymentRow) => (
    <Chip
      label={format.paymentMode(row.paymentMode)}
      size="small"
      variant="outlined"
      color={MODE_COLOR[row.paymentMode as keyof typeof MODE_COLOR] ?? 'default'}
    />
  );
  const detail = (row: PaymentRow) =>
    row.transactionDetail ? (
      <Box component="span" sx={{ overflowWrap: 'break-word' }}>
        {row.transactionDetail}
      </Box>
    ) : (
      <NoValue />
    );
  // Nine facts do not fit side by side next to the drawer: the table shows the interval under the plan and
  // the cycle's two dates in one column; the phone cards list every field on its own line.
  const columns: DataTableColumn<PaymentRow>[] = [
    { key: 'userEmail', header: t('billing.colUserEmail'), render: email },
    { key: 'title', header: t('billing.colTitle'), render: plan },
    { key: 'price', header: t('billing.colPrice'), align: 'right', render: price },
    { key: 'paymentMode', header: t('billing.thMode'), render: mode },
    {
      key: 'cycle',
      header: t('billing.thCycle'),
      render: (row) => (
        <Box>
          {date(row.startDate)}
          <Box sx={{ color: 'text.secondary' }}>{date(row.endDate)}</Box>
        </Box>
      ),
    },
    { key: 'transactionDetail', header: t('billing.thTransaction'), render: detail },
    { key: 'dateAdded', header: t('billing.colDate'), render: (row) => date(row.dateAdded) },
  ];
  const phoneColumns: DataTableColumn<PaymentRow>[] = [
    { key: 'userEmail', header: t('billing.colUserEmail'), render: email },
    { key: 'title', header: t('billing.colTitle') },
    { key: 'price', header: t('billing.colPrice'), render: price },
    { key: 'paymentMode', header: t('billing.colPaymentMode'), render: mode },
    { key: 'interval', header: t('billing.colInterval'), render: (row) => format.interval(row.interval) },
    { key: 'startDate', header: t('billing.colStart'), render: (row) => date(row.startDate) },
    { key: 'endDate', header: t('billing.colEnd'), render: (row) => date(row.endDate) },
    { key: 'transactionDetail', header: t('billing.colTransaction'), render: detail },
    { key: 'dateAdded', header: t('billing.colDate'), render: (row) => date(row.dateAdded) },
  ];

  return (
    <Box>
      <PageHeader title={t('pages.payments')} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('billing.paymentsIntro')}
      </Typography>
      <DataTable
        ariaLabel={t('billing.paymentsTable')}
        testId="payments"
        rows={query.data?.responseMsg}
        count={query.data?.count ?? 0}
        page={page}
        onPageChange={setPage}
        getRowId={(row) => row.paymentId}
        loading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t('billing.paymentsEmpty')}
        toolbar={
          <ExportButtons route={billingRefs.ExportPayments} formats={['pdf', 'xlsx']} testId="payments-export" />
        }
        columns={phone ? phoneColumns : columns}
      />
    </Box>
  );
}
