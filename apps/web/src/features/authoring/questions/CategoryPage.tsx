import { authoringRefs } from '@assessly/shared';
import type { Category } from '@assessly/shared';
import { DeleteOutlined, EditOutlined } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { ExportButtons } from '../../../components/ExportButtons';
import { PageHeader } from '../../../components/PageHeader';
import { NewItemButton, RowActionButton, RowActions } from '../../../components/RowActions';
import { tableQueryProps } from '../../../components/tableQueryProps';
import { useEditDeleteState } from '../../../components/useEditDeleteState';
import { questionApi, questionKeys } from '../api/questionApi';
import { CategoryDialog } from './CategoryDialog';

/** /question/category: the question categories with add, edit, delete and exports (spec 001 §2). */
export default function CategoryPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: questionKeys.categories, queryFn: questionApi.categories });
  const list = useEditDeleteState({
    // A category still in use is refused (categoryInUse).
    remove: (row: Category) => questionApi.deleteCategory(row.questionCategoryId),
    invalidate: [questionKeys.categories],
  });

  const actions = (row: Category) => (
    <RowActions>
      <RowActionButton
        title={t('categories.editCategory')}
        ariaLabel={t('categories.editAria', { name: row.questionCategoryName })}
        icon={<EditOutlined />}
        onClick={() => list.openEdit(row)}
        testId={`category-edit-${row.questionCategoryId}`}
      />
      <RowActionButton
        title={t('categories.delete')}
        ariaLabel={t('categories.deleteAria', { name: row.questionCategoryName })}
        icon={<DeleteOutlined />}
        onClick={() => list.askDelete(row)}
        testId={`category-delete-${row.questionCategoryId}`}
      />
    </RowActions>
  );

  return (
    <Box>
      <PageHeader
        title={t('pages.questionCategory')}
        actions={<NewItemButton label={t('categories.newCategory')} onClick={list.openNew} testId="category-new" />}
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('categories.intro')}
      </Typography>
      <DataTable
        {...tableQueryProps(query)}
        ariaLabel={t('categories.tableLabel')}
        testId="categories"
        getRowId={(row) => row.questionCategoryId}
        emptyText={t('categories.empty')}
        toolbar={<ExportButtons route={authoringRefs.ExportCategories} testId="categories-export" />}
        actions={actions}
        actionsPosition="last"
        columns={[
          {
            key: 'questionCategoryName',
            header: t('categories.name'),
            // The name takes the free width; the count and the buttons keep theirs.
            width: '100%',
            render: (row) => <Box sx={{ overflowWrap: 'anywhere' }}>{row.questionCategoryName}</Box>,
          },
          { key: 'questionsCount', header: t('categories.questionsCount'), align: 'right', width: 140 },
        ]}
      />
      <CategoryDialog {...list.dialogProps} />
      <ConfirmDialog
        {...list.confirmProps}
        title={t('categories.deleteTitle')}
        message={t('messages.deleteConfirmMessage')}
        confirmLabel={t('categories.delete')}
        testId="category-delete"
      />
    </Box>
  );
}
