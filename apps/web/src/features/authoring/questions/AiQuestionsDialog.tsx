import { zodResolver } from '@hookform/resolvers/zod';
import { MARK_OPTION, aiQuestionsForm, type AiGenerationResponse } from '@assessly/shared';
import { AutoAwesome } from '@mui/icons-material';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useForm, type Control, type Path, type Resolver, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiRefusal } from '../../../api/client';
import {
  AI_WAIT_SECONDS,
  AiFailureAlert,
  AiKeyNotice,
  AiProgress,
  AiProviderBadge,
  aiQuestionApi,
  type AiQuestionsParams,
  type AiQuestionsTarget,
  OPEN_AI_FIELD_NAMES,
  useAiFailure,
  useAiProvider,
} from '../../ai';
import { questionKeys } from '../api/questionApi';
import { quizKeys } from '../api/quizApi';
import { AiQuestionsFields, emptyAiQuestions, type AiQuestionsValues } from './AiQuestionsFields';
import { AiQuestionsResult } from './AiQuestionsResult';
import { useQuestionLookups } from './useQuestionLookups';

interface Props {
  /** The assessment to generate into; null = closed. */
  quiz: AiQuestionsTarget | null;
  /** The assessment's Questions screen, offered once the questions are saved. */
  questionsHref: string;
  onClose: () => void;
}

/** A 400's field issues on the window's fields (the Open AI route names two of them otherwise). */
function placeFieldIssues(error: ApiRefusal, setError: UseFormSetError<AiQuestionsValues>): boolean {
  let placed = false;
  for (const issue of error.issues) {
    const name = issue.path.replace(/^body\./, '');
    const field = (OPEN_AI_FIELD_NAMES[name] ?? name) as Path<AiQuestionsValues>;
    if (!(field in emptyAiQuestions())) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * The AI question parameter window of All assessments (spec 001 §2, §5 "AI generation"): the provider's
 * Generate… call with type, level, category, count and extra instruction; it shows progress while the
 * provider writes, keeps the form with the translated reason on a refusal, and ends on what was saved and
 * what was dropped. The card's question count refreshes with it.
 */
export function AiQuestionsDialog({ quiz, questionsHref, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const queryClient = useQueryClient();
  const { provider, limits } = useAiProvider();
  const { levelOptions } = useQuestionLookups();
  const resolver = useMemo(
    () => zodResolver(aiQuestionsForm(provider)) as unknown as Resolver<AiQuestionsValues, unknown, AiQuestionsParams>,
    [provider],
  );
  const form = useForm<AiQuestionsValues, unknown, AiQuestionsParams>({
    resolver,
    mode: 'onChange',
    defaultValues: emptyAiQuestions(),
  });
  const { reset, setError } = form;
  const { failure, fail, clear: clearFailure } = useAiFailure();
  const [done, setDone] = useState<{ result: AiGenerationResponse; total: number } | null>(null);
  const open = Boolean(quiz);
  const quizTopicId = quiz?.quizTopicId;

  const generate = useMutation({
    mutationFn: ({ target, params }: { target: AiQuestionsTarget; params: AiQuestionsParams }) => {
      const difficulty = levelOptions.find((o) => o.value === params.questionLavelId)?.label ?? '';
      return aiQuestionApi.generate(provider, target, params, { difficulty });
    },
    onSuccess: (result, { target, params }) => {
      const before = params.isDeletePreviousQuestions ? 0 : target.questionsCount;
      setDone({ result, total: before + result.params.count });
      const keys = [
        questionKeys.cards,
        questionKeys.questions(target.quizTopicId),
        questionKeys.quiz(target.quizTopicId),
        questionKeys.categories,
        quizKeys.list,
      ];
      // In the background: the result shows at once, the card behind it updates when its list is back.
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      // A 400 on the window's fields shows at those fields; any other refusal in the window (useAiFailure).
      if (error instanceof ApiRefusal && ![401, 403, 404].includes(error.status) && placeFieldIssues(error, setError))
        return;
      fail(error);
    },
  });
  const { reset: resetGeneration } = generate;

  // Every opening starts from empty fields; closing forgets the last result and failure.
  useEffect(() => {
    if (!open) return;
    reset(emptyAiQuestions());
    clearFailure();
    setDone(null);
    resetGeneration();
  }, [open, quizTopicId, reset, resetGeneration, clearFailure]);

  const busy = generate.isPending;
  const requestClose = () => {
    // The provider's answer is saved even if the window closes, so it stays until the answer is in.
    if (!busy) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy || !quiz) return;
    clearFailure();
    void form.handleSubmit((params) => generate.mutate({ target: quiz, params }))();
  };

  const control = form.control as unknown as Control<AiQuestionsValues>;
  return (
    <Dialog
      open={open}
      onClose={requestClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      aria-busy={busy}
      data-testid="ai-questions-dialog"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={`${id}-title`} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {done ? t('aiQuestions.resultTitle') : t('aiQuestions.title')}
        </Box>
        <AiProviderBadge testId="ai-questions-provider" />
      </DialogTitle>
      {/* The result (every saved question) may scroll: a keyboard reaches and scrolls it too. */}
      <DialogContent dividers tabIndex={done ? 0 : undefined} sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        {done && quiz ? (
          <Box id={`${id}-intro`}>
            <AiQuestionsResult
              result={done.result}
              quizTitle={quiz.quizTitle}
              total={done.total}
              marks={quiz.quizMarkOptionId === MARK_OPTION.perQuestion}
            />
          </Box>
        ) : (
          <>
            <Typography id={`${id}-intro`} color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('aiQuestions.intro', { provider, title: quiz?.quizTitle ?? '' })}
            </Typography>
            <AiKeyNotice open={open} testId="ai-questions-no-key" />
            <AiFailureAlert
              failure={failure}
              title={t('aiQuestions.failedTitle')}
              testId="ai-questions-error"
              takeFocus
            />
            {busy && (
              <AiProgress
                message={t('aiQuestions.generating', {
                  provider,
                  count: generate.variables?.params.numOfQuestions ?? 0,
                  seconds: AI_WAIT_SECONDS,
                })}
                testId="ai-questions-progress"
                elapsed
                takeFocus
              />
            )}
            {quiz && (
              <AiQuestionsFields
                control={control}
                provider={provider}
                max={limits.questions}
                quiz={quiz}
                disabled={busy}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {done && quiz ? (
          <>
            <Button onClick={onClose} data-testid="ai-questions-close">
              {t('common.close')}
            </Button>
            <Button
              variant="contained"
              component={RouterLink}
              to={questionsHref}
              autoFocus
              data-testid="ai-questions-open"
            >
              {t('aiQuestions.openQuestions')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={requestClose} disabled={busy} data-testid="ai-questions-cancel">
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={busy}
              loadingPosition="start"
              startIcon={<AutoAwesome />}
              data-testid="ai-questions-submit"
            >
              {t('aiQuestions.generate')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
