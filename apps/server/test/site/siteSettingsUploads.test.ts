import { DEMO_ACCOUNTS, UPLOAD_LIMITS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, PNG_1X1 } from '../helpers/files.js';
import { refusal } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';
import { GENERAL } from '../helpers/settingsFixtures.js';

/** A minimal valid Windows icon: one 1×1 entry pointing at 4 bytes after the directory. */
const ICO = (() => {
  const data = Buffer.alloc(6 + 16 + 4);
  data.writeUInt16LE(1, 2);
  data.writeUInt16LE(1, 4);
  data.writeUInt8(1, 6);
  data.writeUInt8(1, 7);
  data.writeUInt32LE(4, 6 + 8);
  data.writeUInt32LE(22, 6 + 12);
  return data;
})();

/** UploadLogo, UploadFavicon and UploadLandingPicture of the Site settings screen. */
describe.each(testDatabases())('site settings uploads on %s', (kind) => {
  let t: TestApp;
  const tokens = { admin: '' };
  const row = () =>
    t.db.selectFrom('site_settings').selectAll().where('siteSettingsId', '=', 1).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens.admin = await t.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('uploads', () => {
    async function upload(route: string, data: Buffer | string, field = 'file', token: string | null = tokens.admin) {
      const body = await multipartFile(field, 'picture.png', data, 'image/png');
      return t.app.inject({
        method: 'POST',
        url: `/api/Settings/${route}`,
        payload: body.payload,
        headers: { ...body.headers, ...(token ? bearer(token) : {}) },
      });
    }

    it('stores a PNG for the logo, the favicon and a landing picture, served back byte for byte; saving nothing yet', async () => {
      for (const [route, folder] of [
        ['UploadLogo', 'settings'],
        ['UploadFavicon', 'settings'],
        ['UploadLandingPicture', 'landing'],
      ] as const) {
        const res = await upload(route, PNG_1X1);
        expect(res.statusCode, res.body).toBe(200);
        const { dbPath } = res.json() as { dbPath: string };
        expect(dbPath).toMatch(new RegExp(`^/upload/${folder}/[0-9a-f-]{36}\\.png$`));
        const served = await t.app.inject({ method: 'GET', url: dbPath });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
      }
      expect(await row()).toMatchObject({ logoPath: null, faviconPath: null });
    });

    it('a saved logo path shows on GetSiteSettings', async () => {
      const { dbPath } = (await upload('UploadLogo', PNG_1X1)).json() as { dbPath: string };
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/Settings/UpdateGeneralSetting',
        headers: bearer(tokens.admin),
        payload: { ...GENERAL, logoPath: dbPath },
      });
      expect(saved.json()).toEqual({ responseMsg: 'successfullyUpdated' });
      const pub = (await t.app.inject({ method: 'GET', url: '/api/Settings/GetSiteSettings' })).json();
      expect(pub.logoPath).toBe(dbPath);
    });

    it('accepts an .ico file for the favicon only', async () => {
      const favicon = await upload('UploadFavicon', ICO);
      expect(favicon.statusCode, favicon.body).toBe(200);
      expect(favicon.json().dbPath).toMatch(/\.ico$/);
      const served = await t.app.inject({ method: 'GET', url: favicon.json().dbPath });
      expect(served.headers['content-type']).toBe('image/x-icon');
      expect(refusal(await upload('UploadLogo', ICO)).responseMsg).toBe('onlyImageFile');
      // A truncated icon directory is not an icon.
      expect(refusal(await upload('UploadFavicon', ICO.subarray(0, 20))).responseMsg).toBe('onlyImageFile');
    });

    it('refuses a fake image, an SVG and a too large file, storing nothing', async () => {
      const count = async () => (await t.db.selectFrom('uploaded_file').select('path').execute()).length;
      const before = await count();
      for (const route of ['UploadLogo', 'UploadFavicon', 'UploadLandingPicture']) {
        expect(refusal(await upload(route, 'just text, named .png')).responseMsg).toBe('onlyImageFile');
        expect(refusal(await upload(route, '<svg xmlns="http://www.w3.org/2000/svg"/>')).responseMsg).toBe(
          'onlyImageFile',
        );
      }
      const big = refusal(await upload('UploadLogo', Buffer.concat([PNG_1X1, Buffer.alloc(UPLOAD_LIMITS.imageBytes)])));
      expect(big).toMatchObject({ responseMsg: 'fileTooLarge', params: { max: 5 } });
      expect(await count()).toBe(before);
      const wrongField = await upload('UploadLogo', PNG_1X1, 'image');
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().issues).toEqual([{ path: 'body.file', message: 'required' }]);
    });
  });
});
