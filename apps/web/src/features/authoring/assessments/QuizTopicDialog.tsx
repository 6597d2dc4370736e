import { PARTICIPANT_OPTION, parseParticipantEmails, type QuizTopicInput, type RouteOutput } from '@assessly/shared';
import type { authoringApi } from '@assessly/shared';
import { Box, Skeleton, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { applyFieldIssues, successNotice, useApiMutation } from '../../../components/useApiMutation';
import { useNotify } from '../../../lib/Notifier';
import { useSiteSettings } from '../../../lib/settings';
import { useApiError } from '../../../lib/useApiError';
import { quizApi, quizKeys, type Invitation } from '../api/quizApi';
import { QuizTopicFields } from './QuizTopicFields';
import { bodyFromForm, EMPTY_FORM, formFromQuiz, quizTopicResolver, type QuizTopicForm } from './quizTopicForm';

interface Props {
  open: boolean;
  /** null: a new assessment. */
  quizTopicId: number | null;
  onClose: () => void;
}

/** The lookup lists of the dialog, with the option names translated (the server keeps the spec's names). */
function useLookups(enabled: boolean) {
  const { t } = useTranslation();
  const marks = useQuery({ queryKey: quizKeys.markOptions, queryFn: quizApi.markOptions, enabled, staleTime: 300_000 });
  const participants = useQuery({
    queryKey: quizKeys.participantOptions,
    queryFn: quizApi.participantOptions,
    enabled,
    staleTime: 300_000,
  });
  const certificates = useQuery({ queryKey: quizKeys.certificates, queryFn: quizApi.certificateOptions, enabled });
  return {
    ready: marks.isSuccess && participants.isSuccess && certificates.isSuccess,
    error: marks.error ?? participants.error ?? certificates.error,
    markOptions: (marks.data ?? []).map((o) => ({
      value: o.quizMarkOptionId,
      label: t(`assessments.markOption${o.quizMarkOptionId}`, { defaultValue: o.quizMarkOptionName }),
    })),
    participantOptions: (participants.data ?? []).map((o) => ({
      value: o.quizParticipantOptionId,
      label: t(`assessments.participantOption${o.quizParticipantOptionId}`, {
        defaultValue: o.quizParticipantOptionName,
      }),
    })),
    certificates: (certificates.data ?? []).map((c) => ({ value: c.certificateTemplateId, label: c.title })),
  };
}

/** Edit mode: the stored assessment and its invited list, loaded into the form once. */
function useEditedQuiz(
  quizTopicId: number | null,
  open: boolean,
  form: UseFormReturn<QuizTopicForm, unknown, QuizTopicInput>,
) {
  const enabled = open && quizTopicId !== null;
  const quiz = useQuery({
    queryKey: quizKeys.single(quizTopicId ?? 0),
    queryFn: () => quizApi.singleQuiz(quizTopicId!),
    enabled,
  });
  const emails = useQuery({
    queryKey: quizKeys.participants(quizTopicId ?? 0),
    queryFn: () => quizApi.participantEmails(quizTopicId!),
    enabled,
  });
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    if (quizTopicId === null) reset(EMPTY_FORM);
    else if (quiz.data && emails.data)
      reset(
        formFromQuiz(
          quiz.data,
          emails.data.map((e) => e.email),
        ),
      );
  }, [open, quizTopicId, quiz.data, emails.data, reset]);
  return { loading: enabled && !(quiz.data && emails.data), error: quiz.error ?? emails.error };
}

/** The server's question before it saves a survey switched to marks while questions lack a correct answer. */
const MARKS_NEED_ANSWERS = 'correctAnswersMissingForMarks';

/** Saved: the server's answer with the assessment's id; or the question whether to save anyway. */
type SaveAnswer =
  | (RouteOutput<typeof authoringApi.UpdateQuizTopic> & { quizTopicId: number })
  | { needsConfirm: Record<string, string | number> };
type MarksConfirm = { open: boolean; values: QuizTopicInput | null; params: Record<string, string | number> };

/** Create / edit an assessment (spec 001 §3–§5), with the invitations sent after a successful save. */
export function QuizTopicDialog({ open, quizTopicId, onClose }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const onApiError = useApiError();
  const { data: settings } = useSiteSettings();
  const resolver = useMemo(() => quizTopicResolver(settings?.hasEmailSettings ?? false), [settings?.hasEmailSettings]);
  const form = useForm<QuizTopicForm, unknown, QuizTopicInput>({
    resolver,
    defaultValues: EMPTY_FORM,
    mode: 'onChange',
  });
  const lookups = useLookups(open);
  const edited = useEditedQuiz(quizTopicId, open, form);
  const editing = quizTopicId !== null;

  useEffect(() => {
    if (lookups.error) onApiError(lookups.error);
    else if (edited.error) onApiError(edited.error);
  }, [lookups.error, edited.error, onApiError]);

  const invite = async (quizId: number, values: QuizTopicInput) => {
    const invitations: Invitation[] = parseParticipantEmails(values.participantEmails).map((email) => ({
      quizTopicId: quizId,
      email,
      siteTitle: settings?.siteTitle ?? t('common.appName'),
      registrationLink: '',
      logoPath: settings?.logoPath ?? null,
      siteUrl: window.location.origin,
    }));
    if (invitations.length === 0) return;
    try {
      notify(successNotice(await quizApi.sendInvitations(invitations))!);
    } catch (error) {
      onApiError(error); // the assessment is saved; only the mails failed, and the notice says why
    }
  };

  // Spec 001 §4: switching a survey to marks needs a correct answer on every question. The server names
  // how many lack one; the admin then saves anyway (Go Live still checks) or goes back to the form.
  const queryClient = useQueryClient();
  const [marksConfirm, setMarksConfirm] = useState<MarksConfirm>({ open: false, values: null, params: {} });
  const closeMarksConfirm = () => setMarksConfirm((c) => ({ ...c, open: false }));

  const save = useApiMutation({
    mutationFn: async (values: QuizTopicInput): Promise<SaveAnswer> => {
      const body = bodyFromForm(values);
      if (!editing) return quizApi.createQuizTopic(body);
      try {
        return { ...(await quizApi.updateQuizTopic(body)), quizTopicId: quizTopicId! };
      } catch (error) {
        if (error instanceof ApiRefusal && error.code === MARKS_NEED_ANSWERS) return { needsConfirm: error.params };
        throw error;
      }
    },
    notify: (answer) => ('needsConfirm' in answer ? null : successNotice(answer)),
    onSuccess: (answer, values) => {
      // Nothing was saved yet: no refetch, which would also reset the form to the stored survey.
      if ('needsConfirm' in answer) return setMarksConfirm({ open: true, values, params: answer.needsConfirm });
      for (const queryKey of [quizKeys.list, ['quizTopic'], ['quizParticipants'], ['quizCards']])
        void queryClient.invalidateQueries({ queryKey });
      closeMarksConfirm();
      onClose();
      if (values.inviteByEmail && values.quizParticipantOptionId === PARTICIPANT_OPTION.invited)
        void invite(answer.quizTopicId, values);
    },
    onError: (error) => {
      closeMarksConfirm();
      applyFieldIssues(error, form.setError);
    },
  });

  return (
    <FormDialog
      open={open}
      title={editing ? t('assessments.editAssessment') : t('assessments.newAssessment')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      submitLabel={editing ? t('common.save') : t('assessments.create')}
      submitting={save.isPending}
      submitDisabled={!lookups.ready || edited.loading}
      dirty={form.formState.isDirty}
      maxWidth="md"
      testId="quiz-dialog"
    >
      {!lookups.ready || edited.loading ? (
        <Stack spacing={2} aria-busy>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : (
        <QuizTopicFields
          form={form}
          markOptions={lookups.markOptions}
          participantOptions={lookups.participantOptions}
          certificates={lookups.certificates}
        />
      )}
      <ConfirmDialog
        open={marksConfirm.open}
        title={t('assessments.marksNeedAnswersTitle')}
        message={
          <>
            {t(`messages.${MARKS_NEED_ANSWERS}`, marksConfirm.params)}
            <Box component="span" sx={{ display: 'block', mt: 1.5 }}>
              {t('assessments.marksNeedAnswersHint')}
            </Box>
          </>
        }
        confirmLabel={t('assessments.saveAnyway')}
        busy={save.isPending}
        onConfirm={() =>
          marksConfirm.values && save.mutate({ ...marksConfirm.values, acceptMissingCorrectAnswers: true })
        }
        onClose={closeMarksConfirm}
        testId="quiz-marks-confirm"
      />
    </FormDialog>
  );
}
