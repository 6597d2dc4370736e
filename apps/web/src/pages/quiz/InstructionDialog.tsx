import { instructionInput, type Instruction } from '@assessly/shared';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { quizApi, quizKeys } from '../../api/quizApi';
import { FormDialog } from '../../components/FormDialog';
import { RhfTextField } from '../../components/FormFields';
import { applyFieldIssues, useApiMutation } from '../../components/useApiMutation';

interface Props {
  open: boolean;
  quizTopicId: number;
  /** null: a new instruction. */
  instruction: Instruction | null;
  onClose: () => void;
}

type Values = z.output<typeof instructionInput>;

/**
 * Add / edit one instruction by hand (spec 001 §2 "Instructions screen"). The AI-generated choice arrives
 * with the AI issue; until then the dialog offers only what works.
 */
export function InstructionDialog({ open, quizTopicId, instruction, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof instructionInput>, unknown, Values>({
    resolver: zodResolver(instructionInput),
    defaultValues: { quizTopicId, description: '' },
    mode: 'onChange',
  });
  const { reset } = form;
  useEffect(() => {
    if (open)
      reset({ instructionId: instruction?.instructionId, quizTopicId, description: instruction?.description ?? '' });
  }, [open, instruction, quizTopicId, reset]);

  const save = useApiMutation({
    mutationFn: (values: Values) =>
      values.instructionId
        ? quizApi.updateInstruction(values.instructionId, quizTopicId, values.description)
        : quizApi.createInstruction(quizTopicId, values.description),
    invalidate: [quizKeys.instructions(quizTopicId)],
    onSuccess: onClose,
    onError: (error) => applyFieldIssues(error, form.setError),
  });

  return (
    <FormDialog
      open={open}
      title={instruction ? t('instructions.editTitle') : t('instructions.addTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      submitting={save.isPending}
      dirty={form.formState.isDirty}
      testId="instruction-dialog"
    >
      <RhfTextField
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
    </FormDialog>
  );
}
