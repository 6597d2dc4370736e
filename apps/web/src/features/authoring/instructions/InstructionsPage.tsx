import type { Instruction } from '@assessly/shared';
import { Add, Delete, Edit } from '@mui/icons-material';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useApiMutation } from '../../../components/useApiMutation';
import { useApiError } from '../../../lib/useApiError';
import { quizApi, quizKeys } from '../api/quizApi';
import { InstructionDialog } from './InstructionDialog';

const positiveId = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Instructions of one assessment (spec 001 §2); without a valid ?quizTopicId= the user goes back to the list. */
export default function InstructionsPage() {
  const [params] = useSearchParams();
  const quizTopicId = positiveId(params.get('quizTopicId'));
  if (quizTopicId === null) return <Navigate to="/quiz/topics" replace />;
  return <Instructions quizTopicId={quizTopicId} />;
}

function Instructions({ quizTopicId }: { quizTopicId: number }) {
  const { t } = useTranslation();
  const onApiError = useApiError();
  const [editing, setEditing] = useState<{ open: boolean; instruction: Instruction | null }>({
    open: false,
    instruction: null,
  });
  const [toDelete, setToDelete] = useState<{ open: boolean; instruction: Instruction | null }>({
    open: false,
    instruction: null,
  });

  const quiz = useQuery({ queryKey: quizKeys.single(quizTopicId), queryFn: () => quizApi.singleQuiz(quizTopicId) });
  const list = useQuery({
    queryKey: quizKeys.instructions(quizTopicId),
    queryFn: () => quizApi.instructions(quizTopicId),
  });
  // A failed load goes to NoInternet when the server is unreachable (spec 001 §2); other failures say why.
  const loadError = quiz.error ?? list.error;
  useEffect(() => {
    if (loadError) onApiError(loadError);
  }, [loadError, onApiError]);

  const closeDelete = () => setToDelete((d) => ({ ...d, open: false }));
  const remove = useApiMutation({
    mutationFn: (id: number) => quizApi.deleteInstruction(id),
    invalidate: [quizKeys.instructions(quizTopicId)],
    onSuccess: closeDelete,
    onError: closeDelete,
  });

  const title = quiz.data?.quizTitle ?? '';
  return (
    <Box>
      <PageHeader
        title={title ? t('instructions.heading', { title }) : t('pages.instruction')}
        backTo="/quiz/topics"
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setEditing({ open: true, instruction: null })}
            data-testid="instruction-add"
          >
            {t('instructions.add')}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 2.5 }}>
        {t('instructions.subtitle')}
      </Typography>
      <DataTable
        ariaLabel={t('instructions.listLabel')}
        testId="instruction-table"
        rows={list.data}
        getRowId={(i) => i.instructionId}
        columns={[
          {
            key: 'description',
            header: t('instructions.colDescription'),
            render: (i) => <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{i.description}</Box>,
          },
        ]}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        onRetry={() => void list.refetch()}
        emptyText={t('instructions.empty')}
        actions={(i) => (
          <>
            <Tooltip title={t('instructions.edit')}>
              <IconButton
                size="small"
                onClick={() => setEditing({ open: true, instruction: i })}
                aria-label={t('instructions.edit')}
                data-testid="instruction-edit"
              >
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('instructions.delete')}>
              <IconButton
                size="small"
                onClick={() => setToDelete({ open: true, instruction: i })}
                aria-label={t('instructions.delete')}
                data-testid="instruction-delete"
              >
                <Delete fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      <InstructionDialog
        open={editing.open}
        quizTopicId={quizTopicId}
        instruction={editing.instruction}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
      <ConfirmDialog
        open={toDelete.open}
        title={t('instructions.deleteTitle')}
        message={t('messages.deleteConfirmMessage')}
        confirmLabel={t('table.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => toDelete.instruction && remove.mutate(toDelete.instruction.instructionId)}
        onClose={closeDelete}
        testId="instruction-confirm"
      />
    </Box>
  );
}
