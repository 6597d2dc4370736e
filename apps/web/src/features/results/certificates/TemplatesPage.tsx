import type { CertificateTemplate } from '@assessly/shared';
import { DeleteOutlined, EditOutlined, VisibilityOutlined } from '@mui/icons-material';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Clamped } from '../../../components/Clamped';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { NewItemButton, RowActionButton, RowActions } from '../../../components/RowActions';
import { tableQueryProps } from '../../../components/tableQueryProps';
import { useEditDeleteState } from '../../../components/useEditDeleteState';
import { quizKeys } from '../../authoring';
import { certificateApi, certificateKeys } from '../api/certificateApi';
import { TemplateDialog } from './TemplateDialog';

/** /report/template: the certificate templates with view (preview), edit and delete (spec 001 §2). */
export default function TemplatesPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: certificateKeys.templates, queryFn: certificateApi.templates });
  const list = useEditDeleteState({
    remove: (row: CertificateTemplate) => certificateApi.deleteTemplate(row.certificateTemplateId),
    invalidate: [certificateKeys.templates, quizKeys.certificates],
  });

  const actions = (row: CertificateTemplate) => (
    <RowActions>
      {/* Spec 001 §7: viewing a certificate opens it in a new window. */}
      <Tooltip title={t('certificates.view')}>
        <IconButton
          component="a"
          href={`/report/certificates?templateId=${row.certificateTemplateId}`}
          target="_blank"
          rel="noopener"
          aria-label={t('certificates.viewNewWindowAria', { name: row.title })}
          data-testid={`template-view-${row.certificateTemplateId}`}
        >
          <VisibilityOutlined />
        </IconButton>
      </Tooltip>
      <RowActionButton
        title={t('certificates.editTemplate')}
        ariaLabel={t('certificates.editAria', { name: row.title })}
        icon={<EditOutlined />}
        onClick={() => list.openEdit(row)}
        testId={`template-edit-${row.certificateTemplateId}`}
      />
      <RowActionButton
        title={t('certificates.delete')}
        ariaLabel={t('certificates.deleteAria', { name: row.title })}
        icon={<DeleteOutlined />}
        onClick={() => list.askDelete(row)}
        testId={`template-delete-${row.certificateTemplateId}`}
      />
    </RowActions>
  );

  return (
    <Box>
      <PageHeader
        title={t('pages.template')}
        actions={<NewItemButton label={t('certificates.newTemplate')} onClick={list.openNew} testId="template-new" />}
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('certificates.intro')}
      </Typography>
      <DataTable
        {...tableQueryProps(query)}
        ariaLabel={t('certificates.tableLabel')}
        testId="templates"
        getRowId={(row) => row.certificateTemplateId}
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
            render: (row) => <Clamped text={row.heading} lines={2} />,
          },
          {
            key: 'mainText',
            header: t('certificates.mainText'),
            width: '50%',
            render: (row) => <Clamped text={row.mainText} lines={2} />,
          },
        ]}
      />
      <TemplateDialog {...list.dialogProps} />
      <ConfirmDialog
        {...list.confirmProps}
        title={t('certificates.deleteTitle')}
        message={t('messages.deleteConfirmMessage')}
        confirmLabel={t('certificates.delete')}
        testId="template-delete"
      />
    </Box>
  );
}
