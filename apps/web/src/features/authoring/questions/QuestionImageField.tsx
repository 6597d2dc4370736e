import { DeleteOutlined, Image as ImageIcon } from '@mui/icons-material';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { IMAGE_TYPES } from '@assessly/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/images';

interface Props {
  /** The stored image, or a local preview of the chosen file (uploaded on save). */
  src: string | null;
  /** A message key of the browser check or of the server's refusal. */
  error: { key: string; params?: Record<string, string | number> } | null;
  disabled?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** The question's image: choose (images only), thumbnail, remove. */
export function QuestionImageField({ src, error, disabled, onChoose, onRemove }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('questions.image')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {src && (
          <Box
            component="img"
            src={imageUrl(src)}
            alt={t('questions.imageAlt')}
            data-testid="question-image-preview"
            sx={{ maxHeight: 120, maxWidth: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<ImageIcon />}
            onClick={() => input.current?.click()}
            disabled={disabled}
            data-testid="question-image-choose"
          >
            {src ? t('questions.replaceImage') : t('questions.chooseImage')}
          </Button>
          {src && (
            <Button
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={onRemove}
              disabled={disabled}
              data-testid="question-image-remove"
            >
              {t('questions.removeImage')}
            </Button>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          hidden
          accept={IMAGE_TYPES.join(',')}
          data-testid="question-image-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onChoose(file);
          }}
        />
      </Box>
      <FormHelperText error={Boolean(error)} data-testid="question-image-message">
        {error ? t(`messages.${error.key}`, { ...error.params, defaultValue: error.key }) : t('questions.imageHint')}
      </FormHelperText>
    </Box>
  );
}
