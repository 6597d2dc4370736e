import { aiInstructionForm, type AiDroppedItem, type AiGenerationResponse } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfCheckbox, RhfTextField } from '../../../components/FormFields';
import { successNotice } from '../../../components/useApiMutation';
import { useNotify } from '../../../lib/Notifier';
import { useApiError } from '../../../lib/useApiError';
import {
  aiApi,
  type AiFailure,
  AiFailureAlert,
  AiInstructionField,
  type AiInstructionFormValues,
  type AiInstructionValues,
  AiKeyNotice,
  AiProgress,
  AiProviderBadge,
  useAiFailure,
  useAiProvider,
} from '../../ai';
import { quizApi, quizKeys } from '../api/quizApi';

interface GenerationResult {
  saved: number;
  dropped: AiDroppedItem[];
}

const EMPTY: AiInstructionFormValues = {
  quizInstruction: '',
  noOfInstructions: '5',
  isDeletePreviousInstructions: false,
};

/**
 * The AI choice of the add-instruction dialog (spec 001 §2 / §5): its form (validated against the chosen
 * provider's cap), how many instructions the assessment has now, and the generation call. On success the
 * list refreshes and a notice says how many were saved; the dialog closes unless some generated items
 * were dropped, which then stay listed with their reasons. A refusal shows in the dialog and keeps the
 * form; if the admin closed the dialog meanwhile, it shows as the usual notice instead.
 */
export function useAiInstructions(quizTopicId: number, open: boolean, onClose: () => void) {
  const { provider } = useAiProvider();
  const schema = useMemo(() => aiInstructionForm(provider), [provider]);
  const form = useForm<AiInstructionFormValues, unknown, AiInstructionValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { trigger, getValues, reset: resetForm } = form;
  // A provider switch changes the cap (50 / 25): check a typed count against the new one.
  useEffect(() => {
    if (String(getValues('noOfInstructions') ?? '') !== '') void trigger('noOfInstructions');
  }, [schema, getValues, trigger]);

  const list = useQuery({
    queryKey: quizKeys.instructions(quizTopicId),
    queryFn: () => quizApi.instructions(quizTopicId),
  });
  const previousCount = list.data?.length ?? 0;
  // The last run's outcome when some generated items were dropped (shown until the next run).
  const [result, setResult] = useState<GenerationResult | null>(null);
  const { failure, fail, clear } = useAiFailure();
  const onApiError = useApiError();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const generate = useMutation({
    mutationFn: (values: AiInstructionValues) => aiApi.instructions(provider, quizTopicId, values, previousCount),
    onSuccess: async (answer: AiGenerationResponse) => {
      const notice = successNotice(answer);
      if (notice) notify(notice);
      resetForm(EMPTY);
      setResult(answer.dropped.length > 0 ? { saved: answer.params.count, dropped: answer.dropped } : null);
      if (answer.dropped.length === 0 && openRef.current) onClose();
      await queryClient.invalidateQueries({ queryKey: quizKeys.instructions(quizTopicId) });
    },
    onError: (error) => (openRef.current ? fail(error) : onApiError(error)),
  });
  const { mutate } = generate;

  const reset = useCallback(() => {
    resetForm(EMPTY);
    setResult(null);
    clear();
  }, [resetForm, clear]);
  const onSubmit = form.handleSubmit((values) => {
    clear();
    setResult(null);
    mutate(values);
  });

  return { form, onSubmit, reset, pending: generate.isPending, failure, result, previousCount };
}

interface FieldsProps {
  form: UseFormReturn<AiInstructionFormValues, unknown, AiInstructionValues>;
  pending: boolean;
  failure: AiFailure | null;
  result: GenerationResult | null;
  previousCount: number;
}

/** What was saved, and the generated items the server refused with why (nothing of them was saved). */
function DroppedList({ result }: { result: GenerationResult | null }) {
  const { t } = useTranslation();
  if (!result) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="ai-instruction-dropped">
      <AlertTitle>{t('messages.aiInstructionsGenerated', { count: result.saved })}</AlertTitle>
      {t('ai.droppedTitle', { count: result.dropped.length })}
      <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {result.dropped.map((item) => (
          <li key={item.index} value={item.index}>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              “{item.text.length > 160 ? `${item.text.slice(0, 160)}…` : item.text}”
            </Box>
            : {item.reason}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * The AI form: what the instructions should cover (≤ 250, counted), how many (1 to 50 with Gemini AI, 1 to
 * 25 with Open AI), whether to delete the ones there are; the progress while generating.
 * Test ids: `ai-instruction-text`, `ai-instruction-count`, `ai-instruction-delete`, `ai-instruction-progress`,
 * `ai-instruction-error`, `ai-instruction-dropped`, `ai-instruction-provider`.
 */
export function AiInstructionFields({ form, pending, failure, result, previousCount }: FieldsProps) {
  const { t } = useTranslation();
  const { provider, limits } = useAiProvider();
  const { control } = form;
  return (
    <Box>
      <AiKeyNotice open testId="ai-instruction-no-key" />
      <AiFailureAlert failure={failure} testId="ai-instruction-error" />
      <DroppedList result={result} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
          {t('ai.instructionsIntro', { provider })}
        </Typography>
        <AiProviderBadge testId="ai-instruction-provider" />
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <AiInstructionField
          control={control}
          name="quizInstruction"
          label={t('ai.quizInstruction')}
          hint={t('ai.quizInstructionHint')}
          testId="ai-instruction-text"
          readOnly={pending}
          autoFocus
        />
        <Box sx={{ maxWidth: { sm: 320 } }}>
          <RhfTextField
            control={control}
            name="noOfInstructions"
            label={t('ai.noOfInstructions')}
            hint={t('ai.noOfInstructionsHint', { max: limits.instructions, provider })}
            testId="ai-instruction-count"
            type="number"
            required
            inputProps={{ min: 1, max: limits.instructions, step: 1, inputMode: 'numeric', readOnly: pending }}
          />
        </Box>
        <RhfCheckbox
          control={control}
          name="isDeletePreviousInstructions"
          label={t('ai.deletePrevious')}
          hint={previousCount > 0 ? t('ai.deletePreviousCount', { count: previousCount }) : t('ai.deletePreviousNone')}
          testId="ai-instruction-delete"
          disabled={pending || previousCount === 0}
        />
      </Box>
      {pending && <AiProgress testId="ai-instruction-progress" />}
    </Box>
  );
}
