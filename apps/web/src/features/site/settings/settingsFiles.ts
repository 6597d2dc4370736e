import { IMAGE_TYPES, UPLOAD_LIMITS } from '@assessly/shared';
import type { SettingsUploadKind } from '../api/settingsApi';

/** Icon files, accepted for the favicon only (the server checks their structure). */
export const ICO_TYPES = ['image/x-icon', 'image/vnd.microsoft.icon'];
export const MAX_MB = UPLOAD_LIMITS.imageBytes / 2 ** 20;

export type FileMessage = { key: string; params?: Record<string, string | number> };

/** The problem with a chosen file before uploading it (the server judges the content again). */
export function settingsFileProblem(
  file: Pick<File, 'type' | 'size' | 'name'>,
  kind: SettingsUploadKind,
): FileMessage | null {
  const icon = kind === 'favicon' && (ICO_TYPES.includes(file.type) || file.name.toLowerCase().endsWith('.ico'));
  if (!icon && !(IMAGE_TYPES as readonly string[]).includes(file.type)) return { key: 'messages.onlyImageFile' };
  if (file.size > UPLOAD_LIMITS.imageBytes) return { key: 'messages.fileTooLarge', params: { max: MAX_MB } };
  return null;
}
