// Sign-in, sessions, password change and reset, registration (spec 000 §2, §5).
import { z } from 'zod';
import { ID_MAX, emailField, passwordField, requiredText } from '../common/schemas.js';

export const loginRequest = z.object({
  email: emailField(),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
});
/**
 * The sign-in form (spec 000 §5: password required, at least 8 characters, min8Character). The server
 * keeps loginRequest: a shorter password is simply wrong there (204), never a 400 that tells it apart.
 */
export const signInForm = loginRequest.extend({ password: passwordField() });

/** The signed-in user's info (spec 000 §3). Never carries a password or its hash. */
export const userInfoSchema = z.object({
  userId: z.number(),
  email: z.string(),
  fullName: z.string(),
  imagePath: z.string().nullable(),
  roleName: z.string(),
  displayName: z.string(),
  userRoleId: z.number(),
  planName: z.string().nullable(),
  planStartDate: z.string().nullable(),
  planExpiryDate: z.string().nullable(),
  isPlanExpired: z.enum(['true', 'false']),
  assessmentCount: z.number().nullable(),
  responseAllAssessmentCount: z.number().nullable(),
  responsePerAssessmentCount: z.number().nullable(),
  paymentId: z.number().nullable(),
  isDemo: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResponse = z.object({ token: z.string(), expiresAt: z.string(), obj: userInfoSchema });
export type LoginResponse = z.infer<typeof loginResponse>;

/** The browser sends what it knows; the server trusts only its own view (IP, User-Agent). */
export const loginHistoryRequest = z.object({
  userId: z.number().optional(),
  ip: z.string().max(100).optional(),
  browser: z.string().max(100).optional(),
  browserVersion: z.string().max(100).optional(),
  platform: z.string().max(100).optional(),
  locationInfo: z.string().max(500).optional(),
});

/** UpdateLoginHistory/{code}: the log code CreateLoginHistory answered at sign-in. */
export const loginCodeParams = z.object({ code: z.string().max(100) });

export const passwordCheckRequest = z.object({
  email: z.string().max(254).optional(),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
});

/** Change password form: new and confirm, min 8, must match (spec 000 §5). */
export const changePasswordForm = z
  .object({ password: passwordField(), confirmPassword: passwordField() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordNotMatched' });
/** userId is accepted for compatibility with the spec's payload but the token decides whose password changes. */
export const changePasswordRequest = z.object({ userId: z.number().optional(), password: passwordField() });

export const forgotPasswordForm = z.object({ email: emailField() });
/** GetUserInfoForForgetPassword/{email}: whether an account exists, and its address (no secret). */
export const forgotLookupParams = z.object({ email: z.string().max(254) });
export const forgotLookupResponse = z.object({ responseMsg: z.string(), email: z.string() });
export const sendPasswordMailRequest = z.object({
  toEmail: emailField(),
  logoPath: z.string().max(500).optional(),
  siteUrl: z.string().max(500).optional(),
  siteTitle: z.string().max(200).optional(),
  /** Legacy field of the spec's payload; ignored: no password is ever mailed. */
  password: z.string().max(200).optional(),
});
export const resetPasswordForm = z
  .object({ token: z.string().min(20).max(200), password: passwordField(), confirmPassword: passwordField() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordNotMatched' });
export const resetPasswordRequest = z.object({ token: z.string().min(20).max(200), password: passwordField() });

export const registrationForm = z.object({
  fullName: requiredText().max(100, { error: 'max100characters' }),
  email: emailField(),
  password: passwordField(),
});
export type RegistrationForm = z.infer<typeof registrationForm>;
export const studentRegistrationRequest = registrationForm.extend({
  billingPlanId: z.number().int().positive().max(ID_MAX, { error: 'tooLarge' }).nullish(),
  stripeSessionId: z.string().max(300).nullish(),
  addedBy: z.coerce.number().int().positive().max(ID_MAX, { error: 'tooLarge' }).nullish(),
});
export type StudentRegistrationRequest = z.infer<typeof studentRegistrationRequest>;
