import { accommodationInput, type Accommodation, type QuizTopic } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiRefusal } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { RhfTextField } from '../../../components/FormFields';
import { applyFieldIssues, useApiMutation } from '../../../components/useApiMutation';
import { accommodationApi, accommodationKeys, type AccommodationValues } from '../api/accommodationApi';
import { ExtraTimeList, formatNumber } from './ExtraTimeList';

interface Props {
  open: boolean;
  /** The assessment whose entries are shown; null: the entries that apply to every assessment. */
  quiz: QuizTopic | null;
  onClose: () => void;
}

type FormInput = z.input<typeof accommodationInput>;

const emptyForm = (quizTopicId: number | null): FormInput => ({
  email: '',
  quizTopicId,
  extraMinutes: '0',
  timeMultiplier: '1',
});

/** The server refuses an entry that adds nothing (400 noExtraTime); the form says so before sending. */
const addsTime = (v: AccommodationValues) => v.extraMinutes > 0 || v.timeMultiplier > 1;

/** The explanation above the list: what extra time does, and how this scope relates to the other one. */
function Explanation({ quiz }: { quiz: QuizTopic | null }) {
  const { t } = useTranslation();
  const timed = quiz !== null && quiz.quizTime > 0;
  return (
    <Stack spacing={0.75} sx={{ mb: 2 }} data-testid="extra-time-explanation">
      <Typography variant="body2">{t('extraTime.explanation')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {quiz ? t('extraTime.explanationFor') : t('extraTime.explanationAll')}
      </Typography>
      {quiz && (
        <Typography variant="body2" color="text.secondary" data-testid="extra-time-base">
          {timed
            ? t('extraTime.assessmentTime', { minutes: formatNumber(quiz.quizTime) })
            : t('extraTime.noTimeLimitNote')}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Extra time (issue 4): the candidates with extra minutes and/or a time multiplier for one assessment or
 * for every assessment, and a form that adds an entry or replaces the candidate's entry of this scope.
 * Saving keeps the dialog open (the list refreshes) so that several candidates can be given time in a row.
 */
export function ExtraTimeDialog({ open, quiz, onClose }: Props) {
  const { t } = useTranslation();
  const quizTopicId = quiz?.quizTopicId ?? null;
  const [toDelete, setToDelete] = useState<{ open: boolean; entry: Accommodation } | null>(null);
  const form = useForm<FormInput, unknown, AccommodationValues>({
    resolver: zodResolver(accommodationInput),
    defaultValues: emptyForm(quizTopicId),
    mode: 'onChange',
  });
  const { reset, setError, setFocus } = form;

  useEffect(() => {
    if (open) reset(emptyForm(quizTopicId));
  }, [open, quizTopicId, reset]);

  const list = useQuery({
    queryKey: accommodationKeys.scope(quizTopicId),
    queryFn: () => accommodationApi.list(quizTopicId),
    enabled: open,
  });

  const save = useApiMutation({
    mutationFn: (values: AccommodationValues) => accommodationApi.save(values),
    invalidate: [accommodationKeys.scope(quizTopicId)],
    onSuccess: () => {
      reset(emptyForm(quizTopicId));
      setFocus('email');
    },
    onError: (error) => {
      if (applyFieldIssues(error, setError)) return;
      // The refusal's notice is shown; the field says it too, with the typed address kept.
      if (error instanceof ApiRefusal && error.code === 'noCandidateForEmail')
        setError('email', { type: 'server', message: 'noCandidateForEmail' }, { shouldFocus: true });
    },
  });

  const closeDelete = () => setToDelete((d) => d && { ...d, open: false });
  const remove = useApiMutation({
    mutationFn: (id: number) => accommodationApi.remove(id),
    invalidate: [accommodationKeys.scope(quizTopicId)],
    onSuccess: closeDelete,
    onError: closeDelete,
  });

  const submit = form.handleSubmit((values) => {
    if (addsTime(values)) save.mutate({ ...values, quizTopicId });
    else setError('extraMinutes', { type: 'rule', message: 'noExtraTime' }, { shouldFocus: true });
  });

  return (
    <>
      <FormDialog
        open={open}
        title={quiz ? t('extraTime.titleFor', { title: quiz.quizTitle }) : t('extraTime.titleAll')}
        onClose={onClose}
        onSubmit={submit}
        submitLabel={t('extraTime.save')}
        submitting={save.isPending}
        dirty={form.formState.isDirty}
        maxWidth="md"
        testId="extra-time-dialog"
      >
        <Explanation quiz={quiz} />
        <ExtraTimeList
          quiz={quiz}
          rows={list.data}
          loading={list.isPending}
          error={list.isError ? list.error : undefined}
          onRetry={() => void list.refetch()}
          onDelete={(entry) => setToDelete({ open: true, entry })}
        />
        <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1.5, fontWeight: 600 }}>
          {t('extraTime.addHeading')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <RhfTextField
            control={form.control}
            name="email"
            type="email"
            label={t('extraTime.candidateEmail')}
            hint={t('extraTime.candidateEmailHint')}
            required
            testId="extra-time-email"
            inputProps={{ maxLength: 254, autoComplete: 'off' }}
          />
          <RhfTextField
            control={form.control}
            name="extraMinutes"
            type="number"
            label={t('extraTime.extraMinutes')}
            testId="extra-time-minutes"
            inputProps={{ min: 0, max: 10_000, step: 1, inputMode: 'numeric' }}
            endAdornment={<Typography color="text.secondary">{t('extraTime.minutesUnit')}</Typography>}
          />
          <RhfTextField
            control={form.control}
            name="timeMultiplier"
            type="number"
            label={t('extraTime.timeMultiplier')}
            hint={t('extraTime.timeMultiplierHint')}
            testId="extra-time-multiplier"
            inputProps={{ min: 1, max: 10, step: 0.05, inputMode: 'decimal' }}
          />
        </Box>
      </FormDialog>
      <ConfirmDialog
        open={Boolean(toDelete?.open)}
        title={t('extraTime.deleteTitle')}
        message={
          toDelete ? t('extraTime.deleteMessage', { name: toDelete.entry.fullName, email: toDelete.entry.email }) : ''
        }
        confirmLabel={t('table.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.entry.accommodationId)}
        onClose={closeDelete}
        testId="extra-time-delete-confirm"
      />
    </>
  );
}
