/**
 * The pieces of a picture field that uploads at once (settings pictures, certificate template pictures):
 * the upload with its browser check, busy state and message; the preview; the Choose button. The check
 * of a chosen picture (imageFileProblem) serves the question and profile pictures too.
 *
 * Usage:
 *   const picture = useImageUpload({ check: imageFileProblem, send: (file) => api.upload(file).then((a) => a.dbPath),
 *     failure: (error) => ({ key: … }), onUploaded: onChange, onBusyChange });
 *   <ImagePreview busy={picture.busy} src={value ? imageUrl(value) : undefined} alt={…} busyLabel={…}
 *     testId={`${testId}-preview`} iconSize={32} />
 *   <ChooseImageButton text={value ? t('…replace') : t('…choose')} fieldLabel={label} accept={IMAGE_TYPES.join(',')}
 *     disabled={disabled || picture.busy} testId={testId} onFile={(file) => void picture.upload(file)} />
 */
import { IMAGE_TYPES, UPLOAD_LIMITS } from '@assessly/shared';
import { ImageOutlined, UploadFile } from '@mui/icons-material';
import { Box, Button, CircularProgress } from '@mui/material';
import { useRef, useState } from 'react';

/** A message key (with its params) shown under the picture. */
export type UploadMessage = { key: string; params?: Record<string, string | number> };

/** A chosen picture: the message key of the browser-side check, or null when it may be uploaded. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): { key: string; params?: { max: number } } | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { key: 'onlyImageFile' };
  if (file.size > UPLOAD_LIMITS.imageBytes)
    return { key: 'fileTooLarge', params: { max: UPLOAD_LIMITS.imageBytes / 2 ** 20 } };
  return null;
}

interface UploadOptions {
  /** The problem with a chosen file, found before uploading it, or null. */
  check: (file: File) => UploadMessage | null;
  /** Uploads the file and answers the stored path. */
  send: (file: File) => Promise<string>;
  /** The message of a failed upload. */
  failure: (error: unknown) => UploadMessage;
  onUploaded: (path: string) => void;
  /** Tells the form an upload is running (it does not save meanwhile). */
  onBusyChange: (busy: boolean) => void;
}

export function useImageUpload({ check, send, failure, onUploaded, onBusyChange }: UploadOptions) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<UploadMessage | null>(null);
  const setBusyBoth = (value: boolean) => {
    setBusy(value);
    onBusyChange(value);
  };
  const upload = async (file: File) => {
    const problem = check(file);
    setMessage(problem);
    if (problem) return;
    setBusyBoth(true);
    try {
      onUploaded(await send(file));
    } catch (error) {
      // Shown under the picture, so that the rest of the form stays as it is.
      setMessage(failure(error));
    } finally {
      setBusyBoth(false);
    }
  };
  return { busy, message, setMessage, upload };
}

interface PreviewProps {
  busy: boolean;
  /** The picture's address; none = no picture yet. */
  src: string | undefined;
  alt: string;
  busyLabel: string;
  testId: string;
  /** The placeholder icon's size; the spinner is a little smaller. */
  iconSize: number;
}

/** Inside the picture's frame: a spinner while uploading, the picture, or a placeholder icon. */
export function ImagePreview({ busy, src, alt, busyLabel, testId, iconSize }: PreviewProps) {
  if (busy) return <CircularProgress size={iconSize - 8} aria-label={busyLabel} />;
  if (src)
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        data-testid={testId}
        sx={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
      />
    );
  return <ImageOutlined aria-hidden sx={{ fontSize: iconSize, color: 'text.disabled' }} />;
}

interface ChooseProps {
  /** The button's text (e.g. Upload or Replace). */
  text: string;
  /** The field's label: the button's accessible name is "text: label". */
  fieldLabel: string;
  accept: string;
  disabled: boolean;
  /** Test ids `${testId}-choose` (the button) and `${testId}-input` (the hidden file input). */
  testId: string;
  onFile: (file: File) => void;
}

/** The button that opens the file chooser; the same file can be chosen again after a refusal. */
export function ChooseImageButton({ text, fieldLabel, accept, disabled, testId, onFile }: ChooseProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<UploadFile />}
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-label={`${text}: ${fieldLabel}`}
        data-testid={`${testId}-choose`}
      >
        {text}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
