import type {
  AdminSettings,
  colorSettingRequest,
  emailSettingRequest,
  emailTextSettingRequest,
  examSettingRequest,
  generalSettingRequest,
  landingSettingRequest,
  paymentSettingRequest,
} from '@assessly/shared';
import type { z } from 'zod';
import { get, post, put } from '../../../api/client';

type Message = { responseMsg: string };
type Upload = { dbPath: string };
type Out<S extends z.ZodType> = z.output<S>;

export const settingsKeys = {
  admin: ['adminSettings'] as const,
};

/** The three image uploads of the Site settings screen (multipart field `file`). */
export type SettingsUploadKind = 'logo' | 'favicon' | 'landing';
const UPLOAD_PATHS: Record<SettingsUploadKind, string> = {
  logo: '/Settings/UploadLogo',
  favicon: '/Settings/UploadFavicon',
  landing: '/Settings/UploadLandingPicture',
};

/** Typed calls of spec 000 §7 "Settings and content" for the Site settings screen. */
export const settingsApi = {
  adminSettings: () => get<AdminSettings>('/Settings/GetAdminSettings'),
  // The bodies are the panels' parsed form values (zod output); the server checks them again.
  updateGeneral: (values: Out<typeof generalSettingRequest>) => put<Message>('/Settings/UpdateGeneralSetting', values),
  updateExam: (values: Out<typeof examSettingRequest>) => put<Message>('/Settings/UpdateExamSetting', values),
  updatePayment: (values: Out<typeof paymentSettingRequest>) => put<Message>('/Settings/UpdatePaymentSetting', values),
  updateEmail: (values: Out<typeof emailSettingRequest>) => put<Message>('/Settings/UpdateEmailSetting', values),
  updateColor: (values: Out<typeof colorSettingRequest>) => put<Message>('/Settings/UpdateColorSetting', values),
  updateLanding: (values: Out<typeof landingSettingRequest>) => put<Message>('/Settings/UpdateLandingSetting', values),
  updateEmailTexts: (values: Out<typeof emailTextSettingRequest>) =>
    put<Message>('/Settings/UpdateEmailTextSetting', values),
  updateClientUrl: (origin: string) => put<Message>('/Settings/UpdateClientUrl', { displayName: origin }),
  upload: (kind: SettingsUploadKind, file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return post<Upload>(UPLOAD_PATHS[kind], body);
  },
};
