import { accountsApi, siteFrameApi, type AiProvider, type LoginResponse, type RouteInput } from '@assessly/shared';
import { call } from './call';

/** Typed calls of spec 000 §7 used by the shell. */
export const endpoints = {
  siteSettings: () => call(siteFrameApi.GetSiteSettings, undefined, { quiet: true }),
  /** Wrong credentials answer 204, which the client returns as null. */
  login: (email: string, password: string): Promise<LoginResponse | null> =>
    call(accountsApi.GetLoginInfo, { body: { email, password } }, { quiet: true }),
  createLoginHistory: () =>
    call(accountsApi.CreateLoginHistory, {
      body: { locationInfo: Intl.DateTimeFormat().resolvedOptions().timeZone },
    }),
  updateLoginHistory: (code: string) => call(accountsApi.UpdateLoginHistory, { params: { code } }, { quiet: true }),
  passwordCheck: (password: string) => call(accountsApi.PasswordCheck, { body: { password } }, { quiet: true }),
  changePassword: (password: string) => call(accountsApi.ChangeUserPassword, { body: { password } }),
  forgotLookup: (email: string) =>
    call(accountsApi.GetUserInfoForForgetPassword, { params: { email } }, { quiet: true }),
  sendPasswordMail: (toEmail: string) =>
    call(siteFrameApi.SendPasswordMail, { body: { toEmail, siteUrl: window.location.origin } }, { quiet: true }),
  resetPassword: (token: string, password: string) =>
    call(accountsApi.ResetPassword, { body: { token, password } }, { quiet: true }),
  register: (form: RouteInput<typeof accountsApi.StudentRegistration>['body']) =>
    call(accountsApi.StudentRegistration, { body: form }, { quiet: true }),
  currentUser: () => call(accountsApi.GetCurrentUserInfo),
  sidebarMenu: (roleId: number) => call(accountsApi.GetSidebarMenu, { params: { roleId } }),
  updateAiProvider: (aiProvider: AiProvider) => call(siteFrameApi.UpdateAiProvider, { body: { aiProvider } }),
};
