import type { Category } from '@assessly/shared';
import { Add, DeleteOutlined, EditOutlined } from '@mui/icons-material';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionApi, questionKeys } from '../../api/questionApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { ExportButtons } from '../../components/ExportButtons';
import { PageHeader } from '../../components/PageHeader';
import { useApiMutation } from '../../components/useApiMutation';
import { CategoryDialog } from './CategoryDialog';

/** /question/category: the question categories with add, edit, delete and exports (spec 001 §2). */
export default function CategoryPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: questionKeys.categories, queryFn: questionApi.categories });
  const [dialog, setDialog] = useState<{ open: boolean; editing: Category | null }>({ open: false, editing: null });
  const [toDelete, setToDelete] = useState<Category | null>(null);

  const remove = useApiMutation({
    mutationFn: (id: number) => questionApi.deleteCategory(id),
    invalidate: [questionKeys.categories],
    // Refused (categoryInUse) or done: the question is answered either way.
    onSuccess: () => setToDelete(null),
    onError: () => setToDelete(null),
  });

  const actions = (row: Category) => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Tooltip title={t('categories.editCategory')}>
        <IconButton
          aria-label={t('categories.editAria', { name: row.questionCategoryName })}
          onClick={() => setDialog({ open: true, editing: row })}
          data-testid={`category-edit-${row.questionCategoryId}`}
        >
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('categories.delete')}>
        <IconButton
          aria-label={t('categories.deleteAria', { name: row.questionCategoryName })}
          onClick={() => setToDelete(row)}
          data-testid={`category-delete-${row.questionCategoryId}`}
        >
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );

  return (
    <Box>
      <PageHeader
        title={t('pages.questionCategory')}
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDialog({ open: true, editing: null })}
            data-testid="category-new"
          >
            {t('categories.newCategory')}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('categories.intro')}
      </Typography>
      <DataTable
        ariaLabel={t('categories.tableLabel')}
        testId="categories"
        rows={query.data}
        getRowId={(row) => row.questionCategoryId}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t('categories.empty')}
        toolbar={<ExportButtons path="/Export/categories" testId="categories-export" />}
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
      <CategoryDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('categories.deleteTitle')}
        message={t('messages.deleteConfirmMessage')}
        confirmLabel={t('categories.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.questionCategoryId)}
        onClose={() => setToDelete(null)}
        testId="category-delete"
      />
    </Box>
  );
}
