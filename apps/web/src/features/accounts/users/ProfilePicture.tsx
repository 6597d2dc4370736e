import { UPLOAD_LIMITS } from '@assessly/shared';
import { DeleteOutlined, PhotoCamera } from '@mui/icons-material';
import { Avatar, Box, Button, FormHelperText, LinearProgress, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRefusal } from '../../../api/client';
import { imageFileProblem } from '../../../components/imageUpload';
import { imageUrl, initialsOf } from '../../../lib/images';
import { useApiError } from '../../../lib/useApiError';
import { uploadProfilePicture } from '../api/userApi';

interface Props {
  fullName: string;
  /** The picture's stored path, or null. */
  value: string | null;
  /** True once a new picture was chosen and not saved yet. */
  changed: boolean;
  onChange: (path: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}

type Message = { key: string; params?: Record<string, string | number> };
const REDIRECTS: Record<number, string> = { 401: '/unauthorized', 403: '/forbidden' };

/**
 * The profile picture: a large avatar (the chosen file shows at once, before the upload ends), an upload
 * button for images only (checked here first, then by the server), a progress bar while uploading and
 * the reason when a file is refused. Test ids: `profile-picture`, `-input`, `-choose`, `-remove`,
 * `-progress`, `-message`.
 */
export function ProfilePicture({ fullName, value, changed, onChange, onBusyChange }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onApiError = useApiError();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const maxMb = UPLOAD_LIMITS.imageBytes / 2 ** 20;

  const upload = async (file: File) => {
    const problem = imageFileProblem(file);
    setMessage(problem);
    if (problem) return;
    const local = URL.createObjectURL(file);
    setPreview(local);
    setProgress(0);
    onBusyChange(true);
    try {
      const { dbPath } = await uploadProfilePicture(file, setProgress);
      onChange(dbPath);
    } catch (error) {
      if (error instanceof ApiRefusal && REDIRECTS[error.status]) navigate(REDIRECTS[error.status]!);
      else if (error instanceof ApiRefusal) setMessage({ key: `messages.${error.code}`, params: error.params });
      else {
        setMessage({ key: 'profile.uploadFailed' });
        onApiError(error);
      }
    } finally {
      URL.revokeObjectURL(local);
      setPreview(null);
      setProgress(null);
      onBusyChange(false);
    }
  };

  const busy = progress !== null;
  const helper = message
    ? t(message.key, { ...message.params, defaultValue: message.key })
    : changed
      ? t('profile.pictureReady')
      : t('profile.pictureHint', { max: maxMb });

  return (
    <Box
      data-testid="profile-picture"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}
    >
      <Avatar
        src={preview ?? imageUrl(value)}
        alt={value || preview ? t('shell.userAvatar', { name: fullName }) : undefined}
        data-testid="profile-picture-avatar"
        sx={{
          width: 120,
          height: 120,
          fontSize: 44,
          fontWeight: 600,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: 2,
        }}
      >
        {initialsOf(fullName)}
      </Avatar>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('profile.picture')}
      </Typography>
      {busy && (
        <Box sx={{ width: '100%', maxWidth: 220 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('profile.uploading', { percent: progress })}
            data-testid="profile-picture-progress"
          />
          <Typography variant="caption" color="text.secondary">
            {t('profile.uploading', { percent: progress })}
          </Typography>
        </Box>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="profile-picture-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<PhotoCamera />}
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={hintId}
          data-testid="profile-picture-choose"
        >
          {value ? t('profile.changePicture') : t('profile.uploadPicture')}
        </Button>
        {value && (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => {
              setMessage(null);
              onChange(null);
            }}
            disabled={busy}
            data-testid="profile-picture-remove"
          >
            {t('profile.removePicture')}
          </Button>
        )}
      </Box>
      <FormHelperText
        id={hintId}
        error={Boolean(message)}
        role={message ? 'alert' : undefined}
        data-testid="profile-picture-message"
        sx={{ textAlign: 'center', mx: 0 }}
      >
        {helper}
      </FormHelperText>
    </Box>
  );
}
