import { ID_MAX } from '@assessly/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storableText } from '../helpers/hostileArbitraries.js';
import { TINY_PNG } from '../helpers/hostileUploads.js';
import { api, createQuiz, realAdmin } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/**
 * The 5xx that the hostile-input properties (hostileInput.test.ts) found, each pinned by a targeted test,
 * and the other half of "nothing invalid is stored": what a route accepts is stored exactly as sent.
 */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_251_121);

/** A 400 validationFailed from the registry naming exactly these issues. */
function expectIssues(res: LightMyRequestResponse, issues: { path: string; message: string }[]) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ status: 'error', responseMsg: 'validationFailed', message: expect.any(String) });
  expect((res.json() as { issues: unknown[] }).issues).toEqual(expect.arrayContaining(issues));
}

describe.each(testDatabases())('hostile input, pinned and stored, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let quizTopicId: number;
  const as = (token: string | null = admin) => api(t, token);
  const faqCount = async () =>
    (await t.db.selectFrom('faq').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await realAdmin(t, 'hostile-pinned-admin@example.com')).token;
    quizTopicId = await createQuiz(t, admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('text that cannot be stored as sent (NUL: a PostgreSQL 500 before; lone surrogates: silently U+FFFD)', () => {
    it('refuses NUL and lone surrogates in a body, names the fields, and stores nothing', async () => {
      const before = Number(await faqCount());
      const invalid = { message: 'invalidCharacters' };
      for (const [body, paths] of [
        [{ title: 'FAQ \u0000 title', description: 'fine' }, ['body.title']],
        [{ title: 'fine title', description: 'a\uD800b' }, ['body.description']],
        [{ title: '\uDC00', description: 'x\u0000' }, ['body.title', 'body.description']],
      ] as const) {
        const res = await as().post('/Settings/CreateFaq', body);
        expectIssues(
          res,
          paths.map((path) => ({ path, ...invalid })),
        );
        expect((res.json() as { issues: unknown[] }).issues).toHaveLength(paths.length);
      }
      expect(Number(await faqCount())).toBe(before);
      // The same in a nested field: a list of invited candidates.
      const nested = await as().post('/Quiz/CreateQuizParticipants', [{ quizTopicId, email: 'a\u0000@example.com' }]);
      expect(nested.statusCode, nested.body).toBe(400);
      expect(nested.body).toContain('invalidCharacters');
    });

    it('refuses NUL in path parameters and query strings, public routes included', async () => {
      for (const url of [
        '/User/GetUserInfoForForgetPassword/a%00%40example.com',
        '/Quiz/VerifyCertificate/CERT%00',
        '/User/UpdateLoginHistory/%00',
      ]) {
        const res = await as(url.includes('UpdateLoginHistory') ? admin : null).get(url);
        expectIssues(res, [{ path: expect.stringMatching(/^params\./), message: 'invalidCharacters' }]);
      }
      const query = await as().get('/User/GetUserList/1/10?search=%00');
      expectIssues(query, [{ path: 'querystring.search', message: 'invalidCharacters' }]);
      expect((await as().get('/User/GetCurrentUserInfo')).statusCode, 'the sign-out with a NUL code did not run').toBe(
        200,
      );
    });

    it('stores SQL, HTML and odd Unicode exactly as sent (trimmed, as the schema says)', async () => {
      let serial = 0;
      await fc.assert(
        fc.asyncProperty(storableText, storableText, async (titleText, descriptionText) => {
          const title = `${++serial} ${titleText}`.slice(0, 300);
          const description = `d ${descriptionText}`;
          const res = await as().post('/Settings/CreateFaq', { title, description });
          expect(res.statusCode, res.body).toBe(200);
          const { faqId } = res.json() as { faqId: number };
          const row = await t.db.selectFrom('faq').selectAll().where('faqId', '=', faqId).executeTakeFirstOrThrow();
          expect({ title: row.title, description: row.description }).toEqual({
            title: title.trim(),
            description: description.trim(),
          });
          const listed = (await as().get('/Settings/GetFaqList')).json() as { faqId: number; title: string }[];
          expect(listed.find((f) => f.faqId === faqId)?.title).toBe(title.trim());
        }),
        { seed: SEED, numRuns: 15 },
      );
    });
  });

  describe('ids beyond the PostgreSQL integer range (a 500 on PostgreSQL before)', () => {
    it('refuses them as too large in bodies and path parameters, whatever the database', async () => {
      expectIssues(await as().put('/Quiz/StartQuiz', { quizTopicId: 4_294_967_296 }), [
        { path: 'body.quizTopicId', message: 'tooLarge' },
      ]);
      expectIssues(
        await as().put('/Quiz/UpdateQuestionCategory', { questionCategoryId: ID_MAX + 1, questionCategoryName: 'x' }),
        [{ path: 'body.questionCategoryId', message: 'tooLarge' }],
      );
      expectIssues(await as().post('/Menu/MenuAssign', { userRoleId: 1, menuId: [2 ** 32] }), [
        { path: 'body.menuId.0', message: 'tooLarge' },
      ]);
      expectIssues(await as().get(`/Quiz/GetSingleQuiz/${ID_MAX + 1}`), [{ path: 'params.id', message: 'tooLarge' }]);
      expectIssues(await as(null).post('/create-checkout-session-plan', { billingId: 2 ** 32 }), [
        { path: 'body.billingId', message: 'tooLarge' },
      ]);
    });

    it('answers the largest id as not found, not as a failure', async () => {
      const res = await as().get(`/Quiz/GetSingleQuiz/${ID_MAX}`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ responseMsg: 'notFound' });
    });
  });

  describe('URLs the router cannot decode (Fastify answered with its own body before)', () => {
    it('answers a percent-encoding that is not UTF-8, and an over-long path parameter, from the registry', async () => {
      expectIssues(await as().get('/Quiz/GetSingleQuiz/%FF%FE'), [{ path: 'url', message: 'invalidCharacters' }]);
      expectIssues(await as(null).get('/Quiz/VerifyCertificate/%ED%A0%80'), [
        { path: 'url', message: 'invalidCharacters' },
      ]);
      expectIssues(await as(null).get(`/Quiz/VerifyCertificate/${'A'.repeat(150)}`), [
        { path: 'url', message: 'tooLong' },
      ]);
    });
  });

  describe('a provider key with a line break (every later checkout answered 503 networkError before)', () => {
    it('refuses control characters and spaces inside the Stripe and AI keys', async () => {
      const payment = { currency: 'usd', currencySymbol: '$', registrationPrice: 0 };
      expectIssues(await as().put('/Settings/UpdatePaymentSetting', { ...payment, stripeSecretKey: 'sk_test_a\nb' }), [
        { path: 'body.stripeSecretKey', message: 'keyInvalid' },
      ]);
      expectIssues(await as().put('/Settings/UpdateAiSetting', { openAiKey: 'sk key', geminiKey: 'k\u00e9y' }), [
        { path: 'body.openAiKey', message: 'keyInvalid' },
        { path: 'body.geminiKey', message: 'keyInvalid' },
      ]);
      const stored = await t.db.selectFrom('site_settings').select('stripeSecretKey').executeTakeFirstOrThrow();
      expect(stored.stripeSecretKey ?? '').not.toContain('\n');
    });
  });

  describe('a multipart upload cut short (a 500, or no answer at all on PostgreSQL, before)', () => {
    it('answers 400 over real HTTP, for a part without its end and for a form without any part', async () => {
      // Listening for the rest of the file: app.close() in afterAll stops it.
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const boundary = '----hostile';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      for (const body of [
        Buffer.concat([Buffer.from(head), TINY_PNG, Buffer.from('\r\n--')]),
        Buffer.from(`--${boundary}\r\n`),
      ]) {
        const res = await fetch(`${url}/api/Quiz/UploadQuestionImage`, {
          method: 'POST',
          body,
          headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          responseMsg: 'validationFailed',
          issues: [{ path: 'body.image', message: 'required' }],
        });
      }
    });
  });
});
