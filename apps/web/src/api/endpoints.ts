import { type AiProvider, type LoginResponse, type RouteInput, accountsRefs, siteRefs } from '@assessly/shared';
import type { accountsApi } from '@assessly/shared';
import { call } from './call';

/** Typed calls of spec 000 §7 used by the shell. */
export const endpoints = {
  siteSettings: () => call(siteRefs.GetSiteSettings, undefined, { quiet: true }),
  /** Wrong credentials answer 204, which the client returns as null. */
  login: (email: string, password: string): Promise<LoginResponse | null> =>
    call(accountsRefs.GetLoginInfo, { body: { email, password } }, { quiet: true }),
  createLoginHistory: () =>
    call(accountsRefs.CreateLoginHistory, {
      body: { locationInfo: Intl.DateTimeFormat().resolvedOptions().timeZone },
    }),
  updateLoginHistory: (code: string) => call(accountsRefs.UpdateLoginHistory, { params: { code } }, { quiet: true }),
  passwordCheck: (password: string) => call(accountsRefs.PasswordCheck, { body: { password } }, { quiet: true }),
  changePassword: (password: string) => call(accountsRefs.ChangeUserPassword, { body: { password } }),
  forgotLookup: (email: string) =>
    call(accountsRefs.GetUserInfoForForgetPassword, { params: { email } }, { quiet: true }),
  sendPasswordMail: (toEmail: string) =>
    call(siteRefs.SendPasswordMail, { body: { toEmail, siteUrl: window.location.origin } }, { quiet: true }),
  resetPassword: (token: string, password: string) =>
    call(accountsRefs.ResetPassword, { body: { token, password } }, { quiet: true }),
  register: (form: RouteInput<typeof accountsApi.StudentRegistration>['body']) =>
    call(accountsRefs.StudentRegistration, { body: form }, { quiet: true }),
  currentUser: () => call(accountsRefs.GetCurrentUserInfo),
  sidebarMenu: (roleId: number) => call(accountsRefs.GetSidebarMenu, { params: { roleId } }),
  updateAiProvider: (aiProvider: AiProvider) => call(siteRefs.UpdateAiProvider, { body: { aiProvider } }),
};
