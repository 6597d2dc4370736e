import { IMAGE_TYPES } from '@assessly/shared';
import { DeleteOutlined } from '@mui/icons-material';
import { Box, Button, FormHelperText, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../../api/client';
import { ChooseImageButton, ImagePreview, useImageUpload } from '../../../components/imageUpload';
import { imageUrl } from '../../../lib/images';
import { settingsApi, type SettingsUploadKind } from '../api/settingsApi';
import { ICO_TYPES, MAX_MB, settingsFileProblem } from './settingsFiles';

interface Props<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  kind: SettingsUploadKind;
  testId: string;
  /** What "no picture" is in this form: null (logo, favicon) or '' (landing pictures). */
  emptyValue: null | '';
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * A picture of the settings: choose (checked here first), upload at once, preview, remove. The upload
 * only answers a path; the panel's Save stores it. Test ids: `<testId>` and its `-choose`, `-input`,
 * `-preview`, `-remove`, `-message`.
 */
export function SettingsImageField<T extends FieldValues>(props: Props<T>) {
  const { control, name, label, kind, testId, emptyValue, onBusyChange, disabled } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const { field, fieldState } = useController({ control, name });
  const { busy, message, setMessage, upload } = useImageUpload({
    check: (file) => settingsFileProblem(file, kind),
    send: async (file) => (await settingsApi.upload(kind, file)).dbPath,
    failure: (error) =>
      error instanceof ApiRefusal
        ? { key: `messages.${error.code}`, params: error.params }
        : { key: 'siteSettings.uploadFailed' },
    onUploaded: field.onChange,
    onBusyChange,
  });

  const value = (field.value as string | null | undefined) || null;
  const problem = message ?? (fieldState.error?.message ? { key: `messages.${fieldState.error.message}` } : null);
  const hint = t(kind === 'favicon' ? 'siteSettings.faviconImageHint' : 'siteSettings.imageHint', {
    max: MAX_MB,
  });
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      data-testid={testId}
      sx={{ p: 1.5, borderRadius: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}
    >
      <Box
        sx={{
          width: 88,
          height: 64,
          flexShrink: 0,
          borderRadius: 1,
          // A checkerboard-free neutral ground that shows light and dark logos alike.
          bgcolor: 'grey.200',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        <ImagePreview
          busy={busy}
          src={imageUrl(value)}
          alt={t('siteSettings.imageAlt', { name: label })}
          busyLabel={t('siteSettings.uploading')}
          testId={`${testId}-preview`}
          iconSize={32}
        />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography id={labelId} component="h3" variant="subtitle2">
          {label}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 0.5 }}>
          <ChooseImageButton
            text={value ? t('siteSettings.replaceImage') : t('siteSettings.uploadImage')}
            fieldLabel={label}
            accept={[...IMAGE_TYPES, ...(kind === 'favicon' ? [...ICO_TYPES, '.ico'] : [])].join(',')}
            disabled={Boolean(disabled) || busy}
            testId={testId}
            onFile={(file) => void upload(file)}
          />
          {value && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => {
                setMessage(null);
                field.onChange(emptyValue);
              }}
              disabled={disabled || busy}
              aria-label={`${t('siteSettings.removeImage')}: ${label}`}
              data-testid={`${testId}-remove`}
            >
              {t('siteSettings.removeImage')}
            </Button>
          )}
        </Box>
        <FormHelperText
          error={Boolean(problem)}
          aria-live="polite"
          data-testid={`${testId}-message`}
          sx={{ mx: 0, mt: 0 }}
        >
          {problem ? t(problem.key, { ...problem.params, defaultValue: problem.key }) : hint}
        </FormHelperText>
      </Box>
    </Paper>
  );
}
