import { aiTextRequest, type AiTextValues } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { AiFailureAlert, useAiFailure } from './aiFailure';
import { AiInstructionField } from './AiInstructionField';
import { AiKeyNotice } from './AiKeyNotice';
import { AiProgress } from './AiProgress';
import { AiProviderBadge } from './AiProviderBadge';
import { aiApi } from './api/aiApi';
import { useAiProvider } from './useAiProvider';

interface Props {
  open: boolean;
  /** The label of the field the text is for, shown so the admin knows what is being written. */
  fieldLabel: string;
  onClose: () => void;
  /** The generated text (the caller puts it in its field). */
  onGenerated: (text: string) => void;
}

/**
 * The AI text helper (spec 000 §5, spec 001 §3): one instruction (required, at most 250 characters),
 * sent to the chosen provider's Generate…Text; the answer fills the field, then the helper is cleared and
 * closed. A refusal (aiKeyMissing, aiTimeout …) shows in the dialog and keeps the instruction. Cancel
 * works while generating: the late answer is then ignored.
 * Test ids: `ai-text-dialog` (+ -submit, -cancel), `ai-text-instruction`, `ai-text-progress`, `ai-text-error`.
 */
export function AiTextDialog({ open, fieldLabel, onClose, onGenerated }: Props) {
  const { t } = useTranslation();
  const { provider } = useAiProvider();
  const form = useForm<AiTextValues, unknown, z.output<typeof aiTextRequest>>({
    resolver: zodResolver(aiTextRequest),
    mode: 'onChange',
    defaultValues: { textInstruction: '' },
  });
  const { failure, fail, clear } = useAiFailure();
  const [pending, setPending] = useState(false);
  // The request whose answer is awaited; closing moves it on, so a late answer lands nowhere.
  const run = useRef(0);

  const finish = () => {
    run.current += 1;
    setPending(false);
    clear();
    form.reset({ textInstruction: '' });
    onClose();
  };
  const generate = form.handleSubmit(async ({ textInstruction }) => {
    const id = ++run.current;
    clear();
    setPending(true);
    try {
      const { output } = await aiApi.text(provider, textInstruction);
      if (id !== run.current) return;
      onGenerated(output);
      finish();
    } catch (error) {
      if (id !== run.current) return;
      setPending(false);
      fail(error);
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('ai.textTitle')}
      onClose={finish}
      onSubmit={() => void generate()}
      submitLabel={pending ? t('ai.generating') : t('ai.generate')}
      submitDisabled={pending}
      dirty={form.formState.isDirty && !pending}
      testId="ai-text-dialog"
    >
      <AiKeyNotice open={open} testId="ai-text-no-key" />
      <AiFailureAlert failure={failure} testId="ai-text-error" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
          {t('ai.textFor', { field: fieldLabel })}
        </Typography>
        <AiProviderBadge testId="ai-text-provider" />
      </Box>
      <AiInstructionField
        control={form.control}
        name="textInstruction"
        label={t('ai.instruction')}
        hint={t('ai.instructionHint')}
        testId="ai-text-instruction"
        readOnly={pending}
        autoFocus
      />
      {pending && <AiProgress testId="ai-text-progress" />}
    </FormDialog>
  );
}
