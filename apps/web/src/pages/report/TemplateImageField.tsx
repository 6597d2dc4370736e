import { UPLOAD_LIMITS, IMAGE_TYPES } from '@assessly/shared';
import { DeleteOutlined, ImageOutlined, UploadFile } from '@mui/icons-material';
import { Box, Button, CircularProgress, FormHelperText, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateApi } from '../../api/certificateApi';
import { ApiRefusal } from '../../api/client';
import { imageFileProblem, imageUrl } from '../question/questionForm';
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

type Message = { key: string; params?: Record<string, string | number> };

/**
 * One picture of a template: choose (images only, checked here first), upload at once through
 * UploadCertificateImages, thumbnail, remove. Test ids: `template-image-<field>` and its
 * `-choose`, `-input`, `-preview`, `-remove`, `-message`.
 */
export function TemplateImageField({ field, label, value, onChange, onBusyChange, disabled }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const testId = `template-image-${field}`;

  const upload = async (file: File) => {
    const problem = imageFileProblem(file);
    setMessage(problem);
    if (problem) return;
    setBusy(true);
    onBusyChange(true);
    try {
      onChange((await certificateApi.uploadImage(file)).dbPath);
    } catch (error) {
      // Shown under the picture, so that the rest of the form stays as it is.
      setMessage(error instanceof ApiRefusal ? { key: error.code, params: error.params } : { key: 'uploadFailed' });
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

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
        {busy ? (
          <CircularProgress size={28} aria-label={t('certificates.uploading')} />
        ) : value ? (
          <Box
            component="img"
            src={imageUrl(value)}
            alt={t('certificates.imageAlt', { name: label })}
            data-testid={`${testId}-preview`}
            sx={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
          />
        ) : (
          <ImageOutlined aria-hidden sx={{ fontSize: 36, color: 'text.disabled' }} />
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          disabled={disabled || busy}
          aria-label={`${value ? t('certificates.replaceImage') : t('certificates.chooseImage')}: ${label}`}
          data-testid={`${testId}-choose`}
        >
          {value ? t('certificates.replaceImage') : t('certificates.chooseImage')}
        </Button>
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
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_TYPES.join(',')}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <FormHelperText error={Boolean(message)} aria-live="polite" data-testid={`${testId}-message`} sx={{ mx: 0 }}>
        {helper}
      </FormHelperText>
    </Paper>
  );
}
