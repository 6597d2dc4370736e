import type { CertificateTemplate } from '@assessly/shared';
import { Add, DeleteOutlined, EditOutlined, VisibilityOutlined } from '@mui/icons-material';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { certificateApi, certificateKeys } from '../../api/certificateApi';
import { quizKeys } from '../../api/quizApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useApiMutation } from '../../components/useApiMutation';
import { TemplateDialog } from './TemplateDialog';

/** Long texts stay in the table as at most two lines; the whole text is in the cell's title. */
function Clamped({ text, lines = 2 }: { text: string; lines?: number }) {
  return (
    <Box
      title={text}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-line',
      }}
    >
      {text}
    </Box>
  );
}

/** /report/template: the certificate templates with view (preview), edit and delete (spec 001 §2). */
export default function TemplatesPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: certificateKeys.templates, queryFn: certificateApi.templates });
  const [dialog, setDialog] = useState<{ open: boolean; editing: CertificateTemplate | null }>({
    open: false,
    editing: null,
  });
  const [toDelete, setToDelete] = useState<CertificateTemplate | null>(null);

  const remove = useApiMutation({
    mutationFn: (id: number) => certificateApi.deleteTemplate(id),
    invalidate: [certificateKeys.templates, quizKeys.certificates],
    // Refused or done: the question is answered either way.
    onSuccess: () => setToDelete(null),
    onError: () => setToDelete(null),
  });

  const actions = (row: CertificateTemplate) => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Tooltip title={t('certificates.view')}>
        <IconButton
          component={RouterLink}
          to={`/report/certificates?templateId=${row.certificateTemplateId}`}
          aria-label={t('certificates.viewAria', { name: row.title })}
          data-testid={`template-view-${row.certificateTemplateId}`}
        >
          <VisibilityOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('certificates.editTemplate')}>
        <IconButton
          aria-label={t('certificates.editAria', { name: row.title })}
          onClick={() => setDialog({ open: true, editing: row })}
          data-testid={`template-edit-${row.certificateTemplateId}`}
        >
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('certificates.delete')}>
        <IconButton
          aria-label={t('certificates.deleteAria', { name: row.title })}
          onClick={() => setToDelete(row)}
          data-testid={`template-delete-${row.certificateTemplateId}`}
        >
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );

  return (
    <Box>
      <PageHeader
        title={t('pages.template')}
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDialog({ open: true, editing: null })}
            data-testid="template-new"
          >
            {t('certificates.newTemplate')}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('certificates.intro')}
      </Typography>
      <DataTable
        ariaLabel={t('certificates.tableLabel')}
        testId="templates"
        rows={query.data}
        getRowId={(row) => row.certificateTemplateId}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t('certificates.empty')}
        actions={actions}
        actionsPosition="last"
        columns={[
          {
            key: 'title',
            header: t('certificates.templateTitle'),
            width: '22%',
            render: (row) => <Box sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{row.title}</Box>,
          },
          {
            key: 'heading',
            header: t('certificates.heading'),
            width: '28%',
            render: (row) => <Clamped text={row.heading} />,
          },
          {
            key: 'mainText',
            header: t('certificates.mainText'),
            width: '50%',
            render: (row) => <Clamped text={row.mainText} />,
          },
        ]}
      />
      <TemplateDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('certificates.deleteTitle')}
        message={t('messages.deleteConfirmMessage')}
        confirmLabel={t('certificates.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.certificateTemplateId)}
        onClose={() => setToDelete(null)}
        testId="template-delete"
      />
    </Box>
  );
}
