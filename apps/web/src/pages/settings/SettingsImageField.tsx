import { IMAGE_TYPES } from '@assessly/shared';
import { DeleteOutlined, ImageOutlined, UploadFile } from '@mui/icons-material';
import { Box, Button, CircularProgress, FormHelperText, Paper, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../api/client';
import { settingsApi, type SettingsUploadKind } from '../../api/settingsApi';
import { ICO_TYPES, MAX_MB, settingsFileProblem, type FileMessage as Message } from './settingsFiles';
import { imageUrl } from '../../shell/userDisplay';

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
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const setBusyBoth = (value: boolean) => {
    setBusy(value);
    onBusyChange(value);
  };

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const upload = async (file: File) => {
          const problem = settingsFileProblem(file, kind);
          setMessage(problem);
          if (problem) return;
          setBusyBoth(true);
          try {
            field.onChange((await settingsApi.upload(kind, file)).dbPath);
          } catch (error) {
            // Shown under the picture, so that the rest of the panel stays as it is.
            setMessage(
              error instanceof ApiRefusal
                ? { key: `messages.${error.code}`, params: error.params }
                : { key: 'siteSettings.uploadFailed' },
            );
          } finally {
            setBusyBoth(false);
          }
        };
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
              {busy ? (
                <CircularProgress size={24} aria-label={t('siteSettings.uploading')} />
              ) : value ? (
                <Box
                  component="img"
                  src={imageUrl(value)}
                  alt={t('siteSettings.imageAlt', { name: label })}
                  data-testid={`${testId}-preview`}
                  sx={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
                />
              ) : (
                <ImageOutlined aria-hidden sx={{ fontSize: 32, color: 'text.disabled' }} />
              )}
            </Box>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography id={labelId} component="h3" variant="subtitle2">
                {label}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 0.5 }}>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<UploadFile />}
                  onClick={() => input.current?.click()}
                  disabled={disabled || busy}
                  aria-label={`${value ? t('siteSettings.replaceImage') : t('siteSettings.uploadImage')}: ${label}`}
                  data-testid={`${testId}-choose`}
                >
                  {value ? t('siteSettings.replaceImage') : t('siteSettings.uploadImage')}
                </Button>
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
            <input
              ref={input}
              type="file"
              hidden
              accept={[...IMAGE_TYPES, ...(kind === 'favicon' ? [...ICO_TYPES, '.ico'] : [])].join(',')}
              data-testid={`${testId}-input`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </Paper>
        );
      }}
    />
  );
}
