import { siteRefs } from '@assessly/shared';
import type { FaqRow } from '@assessly/shared';
import { DeleteOutlined, EditOutlined } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Clamped } from '../../../components/Clamped';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { ExportButtons } from '../../../components/ExportButtons';
import { PageHeader } from '../../../components/PageHeader';
import { NewItemButton, RowActionButton, RowActions } from '../../../components/RowActions';
import { tableQueryProps } from '../../../components/tableQueryProps';
import { useEditDeleteState } from '../../../components/useEditDeleteState';
import { contentApi, contentKeys } from '../api/contentApi';
import { FaqDialog } from './FaqDialog';

/** The admin's FAQ: table with new / edit / delete, PDF and Excel exports (spec 000 §2 "Other admin lists"). */
export function FaqAdmin() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: contentKeys.faq, queryFn: contentApi.faqList });
  const list = useEditDeleteState({
    remove: (row: FaqRow) => contentApi.deleteFaq(row.faqId),
    invalidate: [contentKeys.faq],
  });

  const actions = (row: FaqRow) => (
    <RowActions>
      <RowActionButton
        title={t('siteContent.editFaq')}
        ariaLabel={t('siteContent.editAria', { title: row.title })}
        icon={<EditOutlined />}
        onClick={() => list.openEdit(row)}
        testId={`faq-edit-${row.faqId}`}
      />
      <RowActionButton
        title={t('siteContent.deleteFaq')}
        ariaLabel={t('siteContent.deleteAria', { title: row.title })}
        icon={<DeleteOutlined />}
        onClick={() => list.askDelete(row)}
        testId={`faq-delete-${row.faqId}`}
      />
    </RowActions>
  );

  return (
    <Box>
      <PageHeader
        title={t('pages.faq')}
        actions={<NewItemButton label={t('siteContent.newFaq')} onClick={list.openNew} testId="faq-new" />}
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('siteContent.faqIntroAdmin')}
      </Typography>
      <DataTable
        {...tableQueryProps(query)}
        ariaLabel={t('siteContent.faqTableLabel')}
        testId="faq"
        getRowId={(row) => row.faqId}
        emptyText={t('siteContent.faqEmpty')}
        toolbar={<ExportButtons route={siteRefs.ExportFaq} formats={['pdf', 'xlsx']} testId="faq-export" />}
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
      <FaqDialog {...list.dialogProps} />
      <ConfirmDialog
        {...list.confirmProps}
        title={t('siteContent.deleteFaqTitle')}
        message={t('messages.deleteConfirmMessage')}
        confirmLabel={t('siteContent.deleteFaq')}
        testId="faq-delete"
      />
    </Box>
  );
}
