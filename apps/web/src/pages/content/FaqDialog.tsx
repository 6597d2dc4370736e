import { faqInput, type FaqRow } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../api/client';
import { contentApi, contentKeys, type FaqText } from '../../api/contentApi';
import { FormDialog } from '../../components/FormDialog';
import { RhfTextField } from '../../components/FormFields';
import { applyFieldIssues, useApiMutation } from '../../components/useApiMutation';

interface Props {
  open: boolean;
  /** The entry being changed; null = a new one. */
  editing: FaqRow | null;
  onClose: () => void;
}

const schema = faqInput.pick({ title: true, description: true });

/** New / edit FAQ (spec 000 §5 "FAQ": title and description required, titles unique). */
export function FaqDialog({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<FaqText>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { title: '', description: '' },
  });
  const { reset, setError } = form;

  useEffect(() => {
    if (open) reset({ title: editing?.title ?? '', description: editing?.description ?? '' });
  }, [open, editing, reset]);

  const save = useApiMutation({
    mutationFn: (values: FaqText) =>
      editing ? contentApi.updateFaq(editing.faqId, values) : contentApi.createFaq(values),
    invalidate: [contentKeys.faq],
    onSuccess: onClose,
    onError: (error) => {
      if (applyFieldIssues(error, setError)) return;
      // The notice says it; the field says it too, and the dialog keeps the text for a new title.
      if (error instanceof ApiRefusal && error.code === 'duplicateFaq')
        setError('title', { type: 'server', message: 'duplicateFaq' }, { shouldFocus: true });
    },
  });

  return (
    <FormDialog
      open={open}
      title={editing ? t('siteContent.editFaq') : t('siteContent.newFaq')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      submitting={save.isPending}
      dirty={form.formState.isDirty}
      testId="faq-dialog"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <RhfTextField
          control={form.control}
          name="title"
          label={t('siteContent.faqTitle')}
          hint={t('siteContent.faqTitleHint')}
          testId="faq-title"
          autoFocus
          required
          inputProps={{ maxLength: 300 }}
        />
        <RhfTextField
          control={form.control}
          name="description"
          label={t('siteContent.faqDescription')}
          hint={t('siteContent.faqDescriptionHint')}
          testId="faq-description"
          required
          multiline
          minRows={5}
          maxRows={14}
          inputProps={{ maxLength: 5000 }}
        />
      </Stack>
    </FormDialog>
  );
}
