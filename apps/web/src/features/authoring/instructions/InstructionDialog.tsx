import { instructionInput, type Instruction } from '@assessly/shared';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { applyFieldIssues, useApiMutation } from '../../../components/useApiMutation';
import { AiTextField } from '../../ai';
import { quizApi, quizKeys } from '../api/quizApi';
import { AiInstructionFields, useAiInstructions } from './AiInstructionForm';

interface Props {
  open: boolean;
  quizTopicId: number;
  /** null: a new instruction. */
  instruction: Instruction | null;
  onClose: () => void;
}

type Values = z.output<typeof instructionInput>;
type Mode = 'ai' | 'manual';

/**
 * Add / edit instructions (spec 001 §2 "Instructions screen"). Adding offers AI-generated or manual input
 * (manual first selected: it needs no provider key); editing is always manual. The manual description has
 * the AI text helper too. While the AI generates, Cancel still closes: the instructions are saved and the
 * notice shows when the provider answers.
 * Test ids: `instruction-dialog` (+ -submit, -cancel), `instruction-mode-ai|manual`, `instruction-description`.
 */
export function InstructionDialog({ open, quizTopicId, instruction, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof instructionInput>, unknown, Values>({
    resolver: zodResolver(instructionInput),
    defaultValues: { quizTopicId, description: '' },
    mode: 'onChange',
  });
  const ai = useAiInstructions(quizTopicId, open, onClose);
  const [mode, setMode] = useState<Mode>('manual');
  const { reset } = form;
  const { reset: resetAi } = ai;
  useEffect(() => {
    if (!open) return;
    reset({ instructionId: instruction?.instructionId, quizTopicId, description: instruction?.description ?? '' });
    resetAi();
    setMode('manual');
  }, [open, instruction, quizTopicId, reset, resetAi]);

  const save = useApiMutation({
    mutationFn: (values: Values) =>
      values.instructionId
        ? quizApi.updateInstruction(values.instructionId, quizTopicId, values.description)
        : quizApi.createInstruction(quizTopicId, values.description),
    invalidate: [quizKeys.instructions(quizTopicId)],
    onSuccess: onClose,
    onError: (error) => applyFieldIssues(error, form.setError),
  });

  const adding = !instruction;
  const aiMode = adding && mode === 'ai';
  return (
    <FormDialog
      open={open}
      title={instruction ? t('instructions.editTitle') : t('instructions.addTitle')}
      onClose={onClose}
      onSubmit={aiMode ? () => void ai.onSubmit() : form.handleSubmit((values) => save.mutate(values))}
      submitLabel={aiMode ? (ai.pending ? t('ai.generating') : t('ai.generate')) : undefined}
      // While generating, Cancel stays enabled (FormDialog disables it while `submitting`).
      submitting={aiMode ? false : save.isPending}
      submitDisabled={aiMode && ai.pending}
      dirty={(form.formState.isDirty || ai.form.formState.isDirty) && !ai.pending}
      testId="instruction-dialog"
    >
      {adding && (
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          size="small"
          value={mode}
          onChange={(_, next: Mode | null) => next && setMode(next)}
          aria-label={t('ai.modeLabel')}
          disabled={ai.pending}
          sx={{ mb: 2.5 }}
        >
          <ToggleButton value="ai" data-testid="instruction-mode-ai" sx={{ gap: 1 }}>
            <AutoAwesomeOutlined fontSize="small" aria-hidden />
            {t('ai.modeAi')}
          </ToggleButton>
          <ToggleButton value="manual" data-testid="instruction-mode-manual" sx={{ gap: 1 }}>
            <EditNoteOutlined fontSize="small" aria-hidden />
            {t('ai.modeManual')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {aiMode ? (
        <AiInstructionFields
          form={ai.form}
          pending={ai.pending}
          failure={ai.failure}
          result={ai.result}
          previousCount={ai.previousCount}
        />
      ) : (
        <AiTextField
          control={form.control}
          name="description"
          label={t('instructions.description')}
          hint={t('instructions.descriptionHint')}
          multiline
          minRows={4}
          maxRows={12}
          required
          autoFocus
          testId="instruction-description"
        />
      )}
    </FormDialog>
  );
}
