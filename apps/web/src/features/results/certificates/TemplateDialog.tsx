import { certificateTemplateInput, type CertificateTemplate, type CertificateTemplateInput } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { RhfTextField } from '../../../components/FormFields';
import { applyFieldIssues, useApiMutation } from '../../../components/useApiMutation';
import { quizKeys } from '../../authoring';
import { certificateApi, certificateKeys } from '../api/certificateApi';
import { CertificateSheet, type CertificateContent } from './CertificateSheet';
import {
  TEMPLATE_IMAGE_FIELDS,
  emptyTemplateValues,
  templateToValues,
  type TemplateFormValues,
  type TemplateImageField as ImageField,
} from './certificateTemplateForm';
import { TemplateBackgroundColor, TemplatePublishDate } from './TemplateFields';
import { TemplateImageField } from './TemplateImageField';
import { TemplateMainText } from './TemplateMainText';

interface Props {
  open: boolean;
  /** The template being edited; null = a new one. */
  editing: CertificateTemplate | null;
  onClose: () => void;
}

const IMAGE_LABEL_KEYS: Record<ImageField, string> = {
  backgroundImagePath: 'certificates.backgroundImage',
  topLeftImagePath: 'certificates.topLeftImage',
  topRightImagePath: 'certificates.topRightImage',
  bottomMiddleImagePath: 'certificates.bottomMiddleImage',
  leftSignatureImagePath: 'certificates.leftSignatureImage',
  rightSignatureImagePath: 'certificates.rightSignatureImage',
};

/**
 * New / edit certificate template (spec 001 §3 "Certificate template", §5): every field of the entity,
 * the six pictures uploaded as they are chosen, and a live miniature of the certificate.
 */
export function TemplateDialog({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<TemplateFormValues, unknown, CertificateTemplateInput>({
    resolver: zodResolver(certificateTemplateInput),
    mode: 'onChange',
    defaultValues: emptyTemplateValues(),
  });
  const control = form.control as unknown as Control<TemplateFormValues>;
  const { reset, setError, setValue, getValues } = form;
  const [uploads, setUploads] = useState(0);

  // Every opening starts from the row (edit) or from empty fields (new).
  useEffect(() => {
    if (!open) return;
    reset(editing ? templateToValues(editing) : emptyTemplateValues());
    setUploads(0);
  }, [open, editing, reset]);

  const save = useApiMutation({
    mutationFn: ({ certificateTemplateId, ...values }: CertificateTemplateInput) =>
      certificateTemplateId
        ? certificateApi.updateTemplate({ ...values, certificateTemplateId })
        : certificateApi.createTemplate(values),
    // The assessment dialog's certificate list and any open certificate show the change too.
    invalidate: [certificateKeys.templates, certificateKeys.views, quizKeys.certificates],
    onSuccess: onClose,
    onError: (error) => applyFieldIssues(error, setError),
  });
  const images = useWatch({ control, name: [...TEMPLATE_IMAGE_FIELDS] });

  return (
    <FormDialog
      open={open}
      title={editing ? t('certificates.editTemplate') : t('certificates.newTemplate')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      submitting={save.isPending}
      submitDisabled={uploads > 0}
      dirty={form.formState.isDirty}
      maxWidth={1080}
      testId="template-dialog"
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' }, gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start', pt: 1 }}>
          <RhfTextField
            control={control}
            name="title"
            label={t('certificates.templateTitle')}
            hint={t('certificates.templateTitleHint')}
            testId="template-title"
            required
            autoFocus
            inputProps={{ maxLength: 200 }}
          />
          <RhfTextField
            control={control}
            name="heading"
            label={t('certificates.heading')}
            hint={t('certificates.headingHint')}
            testId="template-heading"
            required
            inputProps={{ maxLength: 500 }}
          />
          <TemplateMainText control={control} getValues={getValues} setValue={setValue} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TemplatePublishDate control={control} />
            <TemplateBackgroundColor control={control} />
          </Box>
        </Box>
        <TemplatePreview control={control} />
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 0.5, fontWeight: 600 }}>
        {t('certificates.imagesHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('certificates.imagesHelp')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {TEMPLATE_IMAGE_FIELDS.map((field, index) => (
          <TemplateImageField
            key={field}
            field={field}
            label={t(IMAGE_LABEL_KEYS[field])}
            value={images[index]}
            onChange={(path) => setValue(field, path, { shouldDirty: true })}
            onBusyChange={(busy) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1)))}
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 3 }}>
        <RhfTextField
          control={control}
          name="leftSignatureText"
          label={t('certificates.leftSignatureText')}
          hint={t('certificates.signatureTextHint')}
          testId="template-left-signature-text"
          inputProps={{ maxLength: 200 }}
        />
        <RhfTextField
          control={control}
          name="rightSignatureText"
          label={t('certificates.rightSignatureText')}
          hint={t('certificates.signatureTextHint')}
          testId="template-right-signature-text"
          inputProps={{ maxLength: 200 }}
        />
      </Box>
    </FormDialog>
  );
}

/** The certificate as the fields describe it now, small; sticks to the top while the form scrolls. */
function TemplatePreview({ control }: { control: Control<TemplateFormValues> }) {
  const { t } = useTranslation();
  const values = useWatch({ control });
  const content: CertificateContent = {
    template: {
      title: values.title ?? '',
      backgroundColor: /^#[0-9a-f]{6}$/i.test(values.backgroundColor ?? '') ? values.backgroundColor! : '#FFFFFF',
      backgroundImagePath: values.backgroundImagePath ?? null,
      topLeftImagePath: values.topLeftImagePath ?? null,
      topRightImagePath: values.topRightImagePath ?? null,
      bottomMiddleImagePath: values.bottomMiddleImagePath ?? null,
      leftSignatureImagePath: values.leftSignatureImagePath ?? null,
      leftSignatureText: values.leftSignatureText ?? null,
      rightSignatureImagePath: values.rightSignatureImagePath ?? null,
      rightSignatureText: values.rightSignatureText ?? null,
    },
    heading: values.heading ?? '',
    mainText: values.mainText ?? '',
    certificateNumber: null,
    publishedOn: values.publishDate || null,
    verifyUrl: null,
  };
  return (
    <Box sx={{ position: { md: 'sticky' }, top: { md: 0 }, alignSelf: 'start', pt: 1 }} data-testid="template-preview">
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('certificates.previewHeading')}
      </Typography>
      {/* A picture of the fields above: screen readers already have the fields. */}
      <Paper variant="outlined" aria-hidden sx={{ overflow: 'hidden', borderRadius: 1 }}>
        <CertificateSheet miniature content={content} />
      </Paper>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('certificates.previewHint')}
      </Typography>
    </Box>
  );
}
