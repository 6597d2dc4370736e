import { faqInput, type FaqRow } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { RhfTextField } from '../../../components/FormFields';
import { useDialogSave } from '../../../components/useDialogSave';
import { contentApi, contentKeys, type FaqText } from '../api/contentApi';

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
  const { reset } = form;

  useEffect(() => {
    if (open) reset({ title: editing?.title ?? '', description: editing?.description ?? '' });
  }, [open, editing, reset]);

  const save = useDialogSave(form, {
    mutationFn: (values: FaqText) =>
      editing ? contentApi.updateFaq(editing.faqId, values) : contentApi.createFaq(values),
    invalidate: [contentKeys.faq],
    onClose,
    fieldRefusals: { duplicateFaq: 'title' },
  });

  return (
    <FormDialog
      open={open}
      title={editing ? t('siteContent.editFaq') : t('siteContent.newFaq')}
      onClose={onClose}
      {...save}
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
