import {
  siteFrameApi,
  type AiProvider,
  type LoginResponse,
  type RegistrationForm,
  type SidebarMenuItem,
  type UserInfo,
} from '@assessly/shared';
import { call } from './call';
import { get, post, put } from './client';

type Msg = { responseMsg: string };

/** Typed calls of spec 000 §7 used by the shell. */
export const endpoints = {
  siteSettings: () => call(siteFrameApi.GetSiteSettings, undefined, { quiet: true }),
  login: (email: string, password: string) =>
    post<LoginResponse | null>('/User/GetLoginInfo', { email, password }, { quiet: true }),
  createLoginHistory: () =>
    post<Msg>('/User/CreateLoginHistory', { locationInfo: Intl.DateTimeFormat().resolvedOptions().timeZone }),
  updateLoginHistory: (code: string) =>
    get<Msg>(`/User/UpdateLoginHistory/${encodeURIComponent(code)}`, { quiet: true }),
  passwordCheck: (password: string) => post<Msg>('/User/PasswordCheck', { password }, { quiet: true }),
  changePassword: (password: string) => put<Msg>('/User/ChangeUserPassword', { password }),
  forgotLookup: (email: string) =>
    get<Msg>(`/User/GetUserInfoForForgetPassword/${encodeURIComponent(email)}`, { quiet: true }),
  sendPasswordMail: (toEmail: string) =>
    call(siteFrameApi.SendPasswordMail, { body: { toEmail, siteUrl: window.location.origin } }, { quiet: true }),
  resetPassword: (token: string, password: string) =>
    post<Msg>('/User/ResetPassword', { token, password }, { quiet: true }),
  register: (
    form: RegistrationForm & {
      billingPlanId?: number | null;
      addedBy?: number | null;
      stripeSessionId?: string | null;
    },
  ) => post<LoginResponse>('/User/StudentRegistration', form, { quiet: true }),
  currentUser: () => get<UserInfo>('/User/GetCurrentUserInfo'),
  sidebarMenu: (roleId: number) => get<SidebarMenuItem[]>(`/Menu/GetSidebarMenu/${roleId}`),
  updateAiProvider: (aiProvider: AiProvider) => call(siteFrameApi.UpdateAiProvider, { body: { aiProvider } }),
};
