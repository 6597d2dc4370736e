import {
  siteApi,
  type colorSettingRequest,
  type emailSettingRequest,
  type emailTextSettingRequest,
  type examSettingRequest,
  type generalSettingRequest,
  type landingSettingRequest,
  type paymentSettingRequest,
} from '@assessly/shared';
import type { z } from 'zod';
import { call, upload } from '../../../api/call';

type Out<S extends z.ZodType> = z.output<S>;

export const settingsKeys = {
  admin: ['adminSettings'] as const,
};

/** The three image uploads of the Site settings screen (multipart field `file`). */
const UPLOAD_ROUTES = {
  logo: siteApi.UploadLogo,
  favicon: siteApi.UploadFavicon,
  landing: siteApi.UploadLandingPicture,
} as const;
export type SettingsUploadKind = keyof typeof UPLOAD_ROUTES;

/** Typed calls of spec 000 §7 "Settings and content" for the Site settings screen. */
export const settingsApi = {
  adminSettings: () => call(siteApi.GetAdminSettings),
  // The bodies are the panels' parsed form values (zod output); the server checks them again.
  updateGeneral: (values: Out<typeof generalSettingRequest>) => call(siteApi.UpdateGeneralSetting, { body: values }),
  updateExam: (values: Out<typeof examSettingRequest>) => call(siteApi.UpdateExamSetting, { body: values }),
  updatePayment: (values: Out<typeof paymentSettingRequest>) => call(siteApi.UpdatePaymentSetting, { body: values }),
  updateEmail: (values: Out<typeof emailSettingRequest>) => call(siteApi.UpdateEmailSetting, { body: values }),
  updateColor: (values: Out<typeof colorSettingRequest>) => call(siteApi.UpdateColorSetting, { body: values }),
  updateLanding: (values: Out<typeof landingSettingRequest>) => call(siteApi.UpdateLandingSetting, { body: values }),
  updateEmailTexts: (values: Out<typeof emailTextSettingRequest>) =>
    call(siteApi.UpdateEmailTextSetting, { body: values }),
  updateClientUrl: (origin: string) => call(siteApi.UpdateClientUrl, { body: { displayName: origin } }),
  upload: (kind: SettingsUploadKind, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return upload(UPLOAD_ROUTES[kind], form);
  },
};
