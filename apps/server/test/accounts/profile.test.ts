import { DEMO_ACCOUNTS, UPLOAD_LIMITS, type SingleUser, type UserInfo } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate, ok } from '../helpers/examFixtures.js';
import { multipartFile, PNG_1X1 } from '../helpers/files.js';
import { api, demoTokens, realAdmin, refusal } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

describe.each(testDatabases())('Profile calls on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  const as = (token: string | null) => api(t, token);

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  async function upload(token: string | null, name: string, data: Buffer | string, field = 'file') {
    const body = await multipartFile(field, name, data, 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/User/Upload',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
    expect(res.body).not.toMatch(/password/i);
    return res;
  }
  const profile = (user: { userId?: number; email: string }, changes: Record<string, unknown> = {}) => ({
    fullName: 'Pat Profile',
    email: user.email,
    mobile: '+39 333 1234567',
    dateOfBirth: '1999-12-31',
    address: 'Via Roma 1, Milano',
    imagePath: null,
    ...changes,
  });
  const save = async (token: string, body: Record<string, unknown>) => {
    const res = await as(token).put('/User/UpdateUserProfile', body);
    // No password field and no hash (the demo refusal names the create-admin command's --password option).
    expect(res.body).not.toMatch(/"password\w*"\s*:|\$argon2/i);
    return res;
  };
  const single = async (token: string, userId: number) => {
    const res = await as(token).get(`/User/GetSingleUser/${userId}`);
    expect(res.body).not.toMatch(/password/i);
    return res;
  };

  describe('UpdateUserProfile', () => {
    it('saves the caller’s own details; GetSingleUser and the shell’s user info show them', async () => {
      const me = await newCandidate(t, 'profile');
      expect(ok(await save(me.token, profile(me)))).toEqual({ responseMsg: 'successfullyUpdated' });
      const saved = ok<SingleUser>(await single(me.token, me.userId));
      expect(saved).toMatchObject({
        userId: me.userId,
        fullName: 'Pat Profile',
        email: me.email,
        mobile: '+39 333 1234567',
        dateOfBirth: '1999-12-31',
        address: 'Via Roma 1, Milano',
        imagePath: null,
      });
      expect(ok<UserInfo>(await as(me.token).get('/User/GetCurrentUserInfo')).fullName).toBe('Pat Profile');
      // Empty optional fields are stored as nothing.
      ok(await save(me.token, profile(me, { mobile: '', dateOfBirth: '', address: '' })));
      expect(ok<SingleUser>(await single(me.token, me.userId))).toMatchObject({
        mobile: null,
        dateOfBirth: null,
        address: null,
      });
    });

    it('changes only the caller’s profile: another user id in the body is refused', async () => {
      const [me, other] = [await newCandidate(t, 'own'), await newCandidate(t, 'other')];
      const res = await save(me.token, profile(other, { userId: other.userId, fullName: 'Hijacked' }));
      expect(res.statusCode).toBe(403);
      expect(ok<SingleUser>(await single(other.token, other.userId)).fullName).not.toBe('Hijacked');
      expect((await single(me.token, other.userId)).statusCode).toBe(403);
    });

    it('ignores a candidate’s e-mail, but an admin may change their own (unique)', async () => {
      const me = await newCandidate(t, 'keepmail');
      ok(await save(me.token, profile(me, { email: 'changed-by-candidate@example.com' })));
      expect(ok<SingleUser>(await single(me.token, me.userId)).email).toBe(me.email);

      const admin = await realAdmin(t, `profile-admin-${Date.now()}@example.com`);
      const email = `moved-admin-${Date.now()}@example.com`;
      ok(await save(admin.token, profile({ email }, { fullName: 'Real Admin' })));
      expect(ok<SingleUser>(await single(admin.token, admin.userId)).email).toBe(email);
      const taken = await save(admin.token, profile({ email: me.email.toUpperCase() }));
      expect(refusal(taken).responseMsg).toBe('emailAlreadyExists');
    });

    it('keeps the e-mail of a demo admin', async () => {
      const res = await save(tokens.admin, profile({ email: 'demo-moved@example.com' }, { fullName: 'Ada Admin' }));
      expect(refusal(res).responseMsg).toBe('demoOperationNotAllowed');
      // The same address is not a change.
      ok(await save(tokens.admin, profile({ email: DEMO_ACCOUNTS.admin.email }, { fullName: 'Ada Admin' })));
    });

    it('takes only a picture this site stored under /upload/', async () => {
      const me = await newCandidate(t, 'picture');
      for (const imagePath of ['https://evil.example.com/x.png', '/api/User/x.png', '/upload/../etc/passwd']) {
        const res = await save(me.token, profile(me, { imagePath }));
        expect(res.statusCode, imagePath).toBe(400);
        expect((res.json() as { issues: { path: string; message: string }[] }).issues).toEqual([
          { path: 'body.imagePath', message: 'uploadPathInvalid' },
        ]);
      }
      const missing = await save(me.token, profile(me, { imagePath: '/upload/profile/not-there.png' }));
      expect(missing.statusCode).toBe(400);
    });

    it('validates the fields with the shared rules', async () => {
      const me = await newCandidate(t, 'rules');
      const res = await save(me.token, profile(me, { fullName: '', dateOfBirth: '31/12/1999' }));
      expect(res.statusCode).toBe(400);
      expect((res.json() as { issues: { path: string; message: string }[] }).issues).toEqual(
        expect.arrayContaining([
          { path: 'body.fullName', message: 'required' },
          { path: 'body.dateOfBirth', message: 'invalidDate' },
        ]),
      );
    });

    it('needs a signed-in user', async () => {
      expect((await as(null).put('/User/UpdateUserProfile', profile({ email: 'x@example.com' }))).statusCode).toBe(401);
    });
  });

  describe('Upload', () => {
    it('stores a PNG in the database and serves it back under /upload/', async () => {
      const me = await newCandidate(t, 'upload');
      const res = await upload(me.token, 'me.png', PNG_1X1);
      const { dbPath } = ok<{ dbPath: string }>(res);
      expect(dbPath).toMatch(/^\/upload\/profile\/[0-9a-f-]{36}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: dbPath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

      // Saved as the profile picture: the shell's user info shows it.
      ok(await save(me.token, profile(me, { imagePath: dbPath })));
      expect(ok<UserInfo>(await as(me.token).get('/User/GetCurrentUserInfo')).imagePath).toBe(dbPath);

      // A replaced picture leaves the database.
      const next = ok<{ dbPath: string }>(await upload(me.token, 'me.jpg', JPEG)).dbPath;
      expect(next).toMatch(/\.jpg$/);
      ok(await save(me.token, profile(me, { imagePath: next })));
      expect((await t.app.inject({ method: 'GET', url: dbPath })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: next })).statusCode).toBe(200);
    });

    it('refuses a text file named .png and anything too large, storing nothing', async () => {
      const count = async () => (await t.db.selectFrom('uploaded_file').select('fileId').execute()).length;
      const before = await count();
      expect(refusal(await upload(tokens.candidate, 'fake.png', 'just some text')).responseMsg).toBe('onlyImageFile');
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
      expect(refusal(await upload(tokens.candidate, 'logo.svg', svg)).responseMsg).toBe('onlyImageFile');
      const big = refusal(
        await upload(tokens.candidate, 'big.png', Buffer.concat([PNG_1X1, Buffer.alloc(UPLOAD_LIMITS.imageBytes)])),
      );
      expect(big.responseMsg).toBe('fileTooLarge');
      expect(big.params).toEqual({ max: UPLOAD_LIMITS.imageBytes / 2 ** 20 });
      expect(await count()).toBe(before);
    });

    it('wants the file in the field "file", and a signed-in user', async () => {
      const wrong = await upload(tokens.candidate, 'me.png', PNG_1X1, 'image');
      expect(wrong.statusCode).toBe(400);
      expect((await upload(null, 'me.png', PNG_1X1)).statusCode).toBe(401);
    });
  });
});
