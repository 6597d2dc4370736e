import type { FaqRow } from '@assessly/shared';
import { Add, DeleteOutlined, EditOutlined } from '@mui/icons-material';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentApi, contentKeys } from '../../api/contentApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { ExportButtons } from '../../components/ExportButtons';
import { PageHeader } from '../../components/PageHeader';
import { useApiMutation } from '../../components/useApiMutation';
import { FaqDialog } from './FaqDialog';
import { Clamped } from './Clamped';

/** The admin's FAQ: table with new / edit / delete, PDF and Excel exports (spec 000 §2 "Other admin lists"). */
export function FaqAdmin() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: contentKeys.faq, queryFn: contentApi.faqList });
  const [dialog, setDialog] = useState<{ open: boolean; editing: FaqRow | null }>({ open: false, editing: null });
  const [toDelete, setToDelete] = useState<FaqRow | null>(null);

  const remove = useApiMutation({
    mutationFn: (id: number) => contentApi.deleteFaq(id),
    invalidate: [contentKeys.faq],
    onSuccess: () => setToDelete(null),
    onError: () => setToDelete(null),
  });

  const actions = (row: FaqRow) => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Tooltip title={t('siteContent.editFaq')}>
        <IconButton
          aria-label={t('siteContent.editAria', { title: row.title })}
          onClick={() => setDialog({ open: true, editing: row })}
          data-testid={`faq-edit-${row.faqId}`}
        >
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('siteContent.deleteFaq')}>
        <IconButton
          aria-label={t('siteContent.deleteAria', { title: row.title })}
          onClick={() => setToDelete(row)}
          data-testid={`faq-delete-${row.faqId}`}
        >
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );

  return (
    <Box>
      <PageHeader
        title={t('pages.faq')}
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDialog({ open: true, editing: null })}
            data-testid="faq-new"
          >
            {t('siteContent.newFaq')}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('siteContent.faqIntroAdmin')}
      </Typography>
      <DataTable
        ariaLabel={t('siteContent.faqTableLabel')}
        testId="faq"
        rows={query.data}
        getRowId={(row) => row.faqId}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t('siteContent.faqEmpty')}
        toolbar={<ExportButtons path="/Export/faq" formats={['pdf', 'xlsx']} testId="faq-export" />}
        actions={actions}
        actionsPosition="last"
        columns={[
          {
            key: 'title',
            header: t('siteContent.faqTitle'),
            width: '35%',
            render: (row) => <Box sx={{ overflowWrap: 'anywhere' }}>{row.title}</Box>,
          },
          {
            key: 'description',
            header: t('siteContent.faqDescription'),
            render: (row) => <Clamped text={row.description} lines={2} />,
          },
        ]}
      />
      <FaqDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('siteContent.deleteFaqTitle')}
        message={t('messages.deleteConfirmMessage')}
        confirmLabel={t('siteContent.deleteFaq')}
        destructive
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.faqId)}
        onClose={() => setToDelete(null)}
        testId="faq-delete"
      />
    </Box>
  );
}
