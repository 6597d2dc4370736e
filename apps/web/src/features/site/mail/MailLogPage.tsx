import { MAIL_LOG_FILTERS, UI, type MailLogFilter, type MailLogPage as Page, type MailLogRow } from '@assessly/shared';
import { Refresh, Replay, VisibilityOutlined } from '@mui/icons-material';
import { Alert, AlertTitle, Box, Button, Link, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { DateTimeCell } from '../../../components/DateTimeCell';
import { EMAIL_SETTINGS_PATH } from '../../../components/noMailServer';
import { PageHeader } from '../../../components/PageHeader';
import { RowActionButton, RowActions } from '../../../components/RowActions';
import { useApiMutation } from '../../../components/useApiMutation';
import { mailLogApi, mailLogKeys } from '../api/mailLogApi';
import { MailPreviewDialog } from './MailPreviewDialog';
import { MailStatusCell } from './MailStatusCell';

const FILTER_LABEL: Record<MailLogFilter, string> = {
  all: 'filterAll',
  queued: 'filterQueued',
  sent: 'filterSent',
  failed: 'filterFailed',
};
/** While mails are on their way the list refreshes itself, so "Queued" turns into "Sent" in front of the admin. */
const REFRESH_MS = 10_000;
const onTheirWay = (page: Page | undefined) =>
  Boolean(page?.mailReady && page.responseMsg.some((r) => r.state !== 'sent' && r.state !== 'failed'));

/** What happens to mail on this site: no mail server yet (mails wait, with the link to set one), or which one. */
function MailServerNotice({ page }: { page: Page | undefined }) {
  const { t } = useTranslation();
  if (!page) return null;
  if (!page.mailReady) {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        data-testid="mail-log-not-ready"
        action={
          <Button
            component={RouterLink}
            to={EMAIL_SETTINGS_PATH}
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('mailLog.openEmailSettings')}
          </Button>
        }
      >
        <AlertTitle>{t('mailLog.notReadyTitle')}</AlertTitle>
        {t('mailLog.notReadyText')}
      </Alert>
    );
  }
  return (
    <Alert severity="success" sx={{ mb: 2 }} data-testid="mail-log-ready">
      {page.mailSource === 'environment' ? t('mailLog.readyEnvironment') : t('mailLog.readyPanel')}{' '}
      <Link component={RouterLink} to={EMAIL_SETTINGS_PATH} color="inherit" sx={{ fontWeight: 600 }}>
        {t('mailLog.openEmailSettings')}
      </Link>
    </Alert>
  );
}

/**
 * /settings/mailLog (issue 20): every mail of the site's outbox for admins, 10 a page from the server,
 * newest first, filtered by state; each with why its last try failed and when the next one is due, a
 * preview of the mail as it looks, and "Send again" for a failed one.
 */
export default function MailLogPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MailLogFilter>('all');
  const [page, setPage] = useState(0);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const size = UI.pageSize;
  const query = useQuery({
    queryKey: mailLogKeys.page(filter, page, size),
    queryFn: () => mailLogApi.page(filter, page + 1, size),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (onTheirWay(q.state.data) ? REFRESH_MS : false),
  });
  const retry = useApiMutation({ mutationFn: (id: number) => mailLogApi.retry(id), invalidate: [mailLogKeys.all] });
  const data = query.data;
  const mailReady = data?.mailReady ?? true;

  const chooseFilter = (next: MailLogFilter | null) => {
    if (!next) return;
    setFilter(next);
    setPage(0);
  };

  return (
    <Box>
      <PageHeader
        title={t('mailLog.title')}
        actions={
          <Button
            variant="outlined"
            startIcon={<Refresh />}
            onClick={() => void query.refetch()}
            loading={query.isFetching && !query.isPending}
            loadingPosition="start"
            data-testid="mail-log-refresh"
          >
            {t('mailLog.refresh')}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('mailLog.intro', { max: data?.maxAttempts ?? 10 })} {t('mailLog.privacyNote')}
      </Typography>
      <MailServerNotice page={data} />
      <DataTable<MailLogRow>
        ariaLabel={t('mailLog.tableLabel')}
        testId="mail-log"
        rows={data?.responseMsg}
        count={data?.count ?? 0}
        page={page}
        onPageChange={setPage}
        pageSize={size}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        getRowId={(row) => row.id}
        emptyText={filter === 'all' ? t('mailLog.empty') : t('mailLog.emptyFiltered')}
        toolbar={
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={filter}
            onChange={(_, next: MailLogFilter | null) => chooseFilter(next)}
            aria-label={t('mailLog.filterLabel')}
            data-testid="mail-log-filter"
            // On the paper colour, not the body's (a site may choose any body colour).
            sx={{ flexWrap: 'wrap', bgcolor: 'background.paper' }}
          >
            {MAIL_LOG_FILTERS.map((f) => (
              <ToggleButton key={f} value={f} data-testid={`mail-log-filter-${f}`} sx={{ px: 1.5 }}>
                {t(`mailLog.${FILTER_LABEL[f]}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
        actions={(row) => (
          <RowActions>
            <RowActionButton
              title={t('mailLog.previewOf', { email: row.toEmail })}
              ariaLabel={t('mailLog.previewOf', { email: row.toEmail })}
              icon={<VisibilityOutlined />}
              onClick={() => setPreviewId(row.id)}
              testId={`mail-preview-${row.id}`}
            />
            {(row.state === 'failed' || row.state === 'retrying') && (
              <RowActionButton
                title={t('mailLog.retryOf', { email: row.toEmail })}
                ariaLabel={t('mailLog.retryOf', { email: row.toEmail })}
                icon={<Replay />}
                onClick={() => retry.mutate(row.id)}
                disabled={retry.isPending}
                testId={`mail-retry-${row.id}`}
              />
            )}
          </RowActions>
        )}
        columns={[
          {
            key: 'toEmail',
            header: t('mailLog.colRecipient'),
            width: '22%',
            render: (row) => <Box sx={{ overflowWrap: 'anywhere' }}>{row.toEmail}</Box>,
          },
          {
            key: 'subject',
            header: t('mailLog.colSubject'),
            render: (row) => <Box sx={{ overflowWrap: 'anywhere' }}>{row.subject}</Box>,
          },
          {
            key: 'state',
            header: t('mailLog.colStatus'),
            width: '28%',
            render: (row) => <MailStatusCell row={row} mailReady={mailReady} />,
          },
          {
            key: 'createdAt',
            header: t('mailLog.colQueued'),
            width: 120,
            render: (row) => <DateTimeCell value={row.createdAt} />,
          },
          {
            key: 'sentAt',
            header: t('mailLog.colSent'),
            width: 120,
            render: (row) => (row.sentAt ? <DateTimeCell value={row.sentAt} /> : '—'),
          },
        ]}
      />
      <MailPreviewDialog id={previewId} onClose={() => setPreviewId(null)} />
    </Box>
  );
}
