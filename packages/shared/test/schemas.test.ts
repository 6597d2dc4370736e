import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordForm,
  changePasswordRequest,
  loginRequest,
  registrationForm,
  resetPasswordForm,
  sendPasswordMailRequest,
  studentRegistrationRequest,
} from '../src/index.js';

/**
 * Each failing field with its first message key, the one a form shows, e.g. { email: 'emailInvalid' }.
 * (zod reports every failing check of a field; the first is the most basic one.)
 */
function issues(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('loginRequest', () => {
  it('accepts a valid login and normalises the e-mail', () => {
    expect(loginRequest.parse({ email: '  Admin@Example.COM ', password: 'x' })).toEqual({
      email: 'admin@example.com',
      password: 'x',
    });
  });
  it("says 'required' for missing or empty fields", () => {
    expect(issues(loginRequest, {})).toEqual({ email: 'required', password: 'required' });
    expect(issues(loginRequest, { email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(issues(loginRequest, { email: '   ', password: 'x' })).toEqual({ email: 'required' });
  });
  it("says 'emailInvalid' for a malformed e-mail", () => {
    for (const email of ['plainaddress', 'a@', '@b.com', 'a b@c.com', `${'x'.repeat(250)}@example.com`]) {
      expect(issues(loginRequest, { email, password: 'x' }), email).toEqual({ email: 'emailInvalid' });
    }
  });
});

describe('registrationForm', () => {
  it('accepts a valid form, trimming the name', () => {
    expect(registrationForm.parse({ fullName: ' Ada ', email: 'ada@example.com', password: '12345678' })).toEqual({
      fullName: 'Ada',
      email: 'ada@example.com',
      password: '12345678',
    });
  });
  it("says 'required', 'emailInvalid' and 'min8Character'", () => {
    expect(issues(registrationForm, {})).toEqual({ fullName: 'required', email: 'required', password: 'required' });
    expect(issues(registrationForm, { fullName: '  ', email: 'nope', password: '1234567' })).toEqual({
      fullName: 'required',
      email: 'emailInvalid',
      password: 'min8Character',
    });
  });
  it("says 'max100characters' for a long name and 'max200characters' for a long password", () => {
    expect(issues(registrationForm, { fullName: 'x'.repeat(101), email: 'a@b.co', password: 'y'.repeat(201) })).toEqual(
      {
        fullName: 'max100characters',
        password: 'max200characters',
      },
    );
  });
  it('the registration request adds optional plan, checkout and referrer fields', () => {
    const base = { fullName: 'Ada', email: 'ada@example.com', password: '12345678' };
    expect(studentRegistrationRequest.parse({ ...base, addedBy: '7', billingPlanId: null })).toMatchObject({
      addedBy: 7,
      billingPlanId: null,
    });
    expect(studentRegistrationRequest.safeParse({ ...base, billingPlanId: -1 }).success).toBe(false);
  });
});

describe('changePasswordForm', () => {
  it('accepts matching passwords of 8 characters or more', () => {
    expect(changePasswordForm.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }).success).toBe(true);
  });
  it("says 'passwordNotMatched' on the confirmation when they differ", () => {
    expect(issues(changePasswordForm, { password: 'abcdefgh', confirmPassword: 'abcdefgi' })).toEqual({
      confirmPassword: 'passwordNotMatched',
    });
  });
  it("says 'min8Character' and 'required'", () => {
    expect(issues(changePasswordForm, { password: 'short', confirmPassword: '' })).toEqual({
      password: 'min8Character',
      confirmPassword: 'required',
    });
  });
  it('the reset form has the same rules plus a token', () => {
    expect(
      issues(resetPasswordForm, { token: 't'.repeat(43), password: 'abcdefgh', confirmPassword: 'x'.repeat(8) }),
    ).toEqual({
      confirmPassword: 'passwordNotMatched',
    });
    expect(
      resetPasswordForm.safeParse({ token: 'short', password: 'abcdefgh', confirmPassword: 'abcdefgh' }).success,
    ).toBe(false);
  });
  it('the change request takes an optional userId and the same password rule', () => {
    expect(changePasswordRequest.parse({ password: 'abcdefgh' })).toEqual({ password: 'abcdefgh' });
    expect(issues(changePasswordRequest, { userId: 3, password: 'abc' })).toEqual({ password: 'min8Character' });
  });
});

describe('sendPasswordMailRequest', () => {
  it('validates and normalises toEmail', () => {
    expect(sendPasswordMailRequest.parse({ toEmail: ' Bob@Example.com', siteUrl: 'http://x' }).toEmail).toBe(
      'bob@example.com',
    );
    expect(issues(sendPasswordMailRequest, { toEmail: 'bob' })).toEqual({ toEmail: 'emailInvalid' });
  });
});
