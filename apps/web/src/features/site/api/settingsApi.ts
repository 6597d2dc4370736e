import {
  type colorSettingRequest,
  type emailSettingRequest,
  type emailTextSettingRequest,
  type examSettingRequest,
  type generalSettingRequest,
  type landingSettingRequest,
  type paymentSettingRequest,
  siteRefs,
} from '@assessly/shared';
import type { z } from 'zod';
import { call, upload } from '../../../api/call';

type Out<S extends z.ZodType> = z.output<S>;

export const settingsKeys = {
  admin: ['adminSettings'] as const,
};

/** The three image uploads of the Site settings screen (multipart field `file`). */
const UPLOAD_ROUTES = {
  logo: siteRefs.UploadLogo,
  favicon: siteRefs.UploadFavicon,
  landing: siteRefs.UploadLandingPicture,
} as const;
export type SettingsUploadKind = keyof typeof UPLOAD_ROUTES;

/** Typed calls of spec 000 §7 "Settings and content" for the Site settings screen. */
export const settingsApi = {
  adminSettings: () => call(siteRefs.GetAdminSettings),
  // The bodies are the panels' parsed form values (zod output); the server checks them again.
  updateGeneral: (values: Out<typeof generalSettingRequest>) => call(siteRefs.UpdateGeneralSetting, { body: values }),
  updateExam: (values: Out<typeof examSettingRequest>) => call(siteRefs.UpdateExamSetting, { body: values }),
  updatePayment: (values: Out<typeof paymentSettingRequest>) => call(siteRefs.UpdatePaymentSetting, { body: values }),
  updateEmail: (values: Out<typeof emailSettingRequest>) => call(siteRefs.UpdateEmailSetting, { body: values }),
  updateColor: (values: Out<typeof colorSettingRequest>) => call(siteRefs.UpdateColorSetting, { body: values }),
  updateLanding: (values: Out<typeof landingSettingRequest>) => call(siteRefs.UpdateLandingSetting, { body: values }),
  updateEmailTexts: (values: Out<typeof emailTextSettingRequest>) =>
    call(siteRefs.UpdateEmailTextSetting, { body: values }),
  updateClientUrl: (origin: string) => call(siteRefs.UpdateClientUrl, { body: { displayName: origin } }),
  upload: (kind: SettingsUploadKind, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return upload(UPLOAD_ROUTES[kind], form);
  },
};
