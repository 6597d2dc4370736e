import { UPLOAD_LIMITS, IMAGE_TYPES } from '@assessly/shared';
import { DeleteOutlined } from '@mui/icons-material';
import { Box, FormHelperText, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../../api/client';
import { ChooseImageButton, imageFileProblem, ImagePreview, useImageUpload } from '../../../components/imageUpload';
import { imageUrl } from '../../../lib/images';
import { certificateApi } from '../api/certificateApi';
import type { TemplateImageField as Field } from './certificateTemplateForm';

interface Props {
  field: Field;
  label: string;
  /** The stored path, or null. */
  value: string | null | undefined;
  onChange: (path: string | null) => void;
  /** Tells the dialog an upload is running (it does not save meanwhile). */
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * One picture of a template: choose (images only, checked here first), upload at once through
 * UploadCertificateImages, thumbnail, remove. Test ids: `template-image-<field>` and its
 * `-choose`, `-input`, `-preview`, `-remove`, `-message`.
 */
export function TemplateImageField({ field, label, value, onChange, onBusyChange, disabled }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const testId = `template-image-${field}`;
  const { busy, message, setMessage, upload } = useImageUpload({
    check: imageFileProblem,
    send: async (file) => (await certificateApi.uploadImage(file)).dbPath,
    failure: (error) =>
      error instanceof ApiRefusal ? { key: error.code, params: error.params } : { key: 'uploadFailed' },
    onUploaded: onChange,
    onBusyChange,
  });

  const helper = message
    ? message.key === 'uploadFailed'
      ? t('certificates.uploadFailed')
      : t(`messages.${message.key}`, { ...message.params, defaultValue: message.key })
    : t('certificates.imageHint', { max: UPLOAD_LIMITS.imageBytes / 2 ** 20 });

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      data-testid={testId}
      sx={{ p: 1.5, borderRadius: 2 }}
    >
      <Typography id={labelId} component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        sx={{
          height: 96,
          borderRadius: 1,
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          mb: 1,
        }}
      >
        <ImagePreview
          busy={busy}
          src={value ? imageUrl(value) : undefined}
          alt={t('certificates.imageAlt', { name: label })}
          busyLabel={t('certificates.uploading')}
          testId={`${testId}-preview`}
          iconSize={36}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ChooseImageButton
          text={value ? t('certificates.replaceImage') : t('certificates.chooseImage')}
          fieldLabel={label}
          accept={IMAGE_TYPES.join(',')}
          disabled={Boolean(disabled) || busy}
          testId={testId}
          onFile={(file) => void upload(file)}
        />
        {value && (
          <Tooltip title={t('certificates.removeImage')}>
            <IconButton
              size="small"
              color="error"
              onClick={() => {
                setMessage(null);
                onChange(null);
              }}
              disabled={disabled || busy}
              aria-label={`${t('certificates.removeImage')}: ${label}`}
              data-testid={`${testId}-remove`}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <FormHelperText error={Boolean(message)} aria-live="polite" data-testid={`${testId}-message`} sx={{ mx: 0 }}>
        {helper}
      </FormHelperText>
    </Paper>
  );
}
