import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed.js';
import { seedDemoCertificate } from '../../src/modules/results/certificates/demoCertificate.js';
import { examApi, ok, startedAttempt } from '../helpers/examFixtures.js';
import { multipartFile, PNG_1X1 } from '../helpers/files.js';
import { api, createQuiz, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { bearer, createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const template = (changes: Record<string, unknown> = {}) => ({
  title: 'Completion',
  heading: 'Certificate of completion',
  mainText: 'Awarded to [fullName] for [quizTitle]',
  ...changes,
});

describe.each(testDatabases())('certificate templates on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const admin = () => api(t, tokens.admin);
  async function upload(data: Buffer | string, name = 'logo.png', type = 'image/png', token = tokens.admin) {
    const body = await multipartFile('image', name, data, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/Quiz/UploadCertificateImages',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  }
  const uploadedPng = async () => ok<{ dbPath: string }>(await upload(PNG_1X1)).dbPath;
  const create = async (changes: Record<string, unknown> = {}) =>
    ok<{ certificateTemplateId: number }>(await admin().post('/Quiz/CreateCertificateTemplate', template(changes)))
      .certificateTemplateId;

  describe('create, read, update', () => {
    it('stores a template with trimmed texts, the date cut to 10 characters and a white default background', async () => {
      const res = ok(
        await admin().post(
          '/Quiz/CreateCertificateTemplate',
          template({
            title: '  Completion  ',
            heading: ' Well done ',
            publishDate: '2025-03-14T10:20:30.000Z',
            leftSignatureText: '  Ada Admin  ',
            rightSignatureText: '   ',
          }),
        ),
      );
      expect(res).toEqual({ responseMsg: 'successfullySaved', certificateTemplateId: expect.any(Number) });
      const saved = ok(await admin().get(`/Quiz/GetSingleTemplate/${res.certificateTemplateId}`));
      expect(saved).toEqual({
        certificateTemplateId: res.certificateTemplateId,
        title: 'Completion',
        heading: 'Well done',
        mainText: 'Awarded to [fullName] for [quizTitle]',
        publishDate: '2025-03-14',
        topLeftImagePath: null,
        topRightImagePath: null,
        bottomMiddleImagePath: null,
        backgroundImagePath: null,
        backgroundColor: '#FFFFFF',
        leftSignatureImagePath: null,
        leftSignatureText: 'Ada Admin',
        rightSignatureImagePath: null,
        rightSignatureText: null,
      });
      const row = await t.db
        .selectFrom('certificate_template')
        .select(['addedBy', 'lastUpdatedBy'])
        .where('certificateTemplateId', '=', res.certificateTemplateId)
        .executeTakeFirstOrThrow();
      expect(row.addedBy).toEqual(expect.any(Number));
      expect(row.lastUpdatedBy).toBeNull();
    });

    it('requires title, heading and main text, and checks the colour', async () => {
      const res = await admin().post('/Quiz/CreateCertificateTemplate', {
        title: '  ',
        heading: '',
        backgroundColor: 'red',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual(
        expect.arrayContaining([
          { path: 'body.title', message: 'required' },
          { path: 'body.heading', message: 'required' },
          { path: 'body.mainText', message: 'required' },
          { path: 'body.backgroundColor', message: 'invalidColor' },
        ]),
      );
      const long = await admin().post('/Quiz/CreateCertificateTemplate', template({ title: 'x'.repeat(201) }));
      expect(long.json().issues).toEqual([{ path: 'body.title', message: 'max200characters' }]);
    });

    it('takes images uploaded as certificate images and refuses any other path', async () => {
      const [logo, background] = [await uploadedPng(), await uploadedPng()];
      const id = await create({ topLeftImagePath: logo, backgroundImagePath: background, backgroundColor: '#FAFAF0' });
      expect(ok(await admin().get(`/Quiz/GetSingleTemplate/${id}`))).toMatchObject({
        topLeftImagePath: logo,
        backgroundImagePath: background,
        backgroundColor: '#FAFAF0',
      });

      // A private import file, an outside URL, a missing upload and a non-image upload are all refused.
      const csv = await t.app.inject({
        method: 'POST',
        url: '/api/Quiz/UploadQuestionCsv',
        ...(await (async () => {
          const body = await multipartFile('csv', 'q.csv', 'a,b\n1,2\n', 'text/csv');
          return { payload: body.payload, headers: { ...body.headers, ...bearer(tokens.admin) } };
        })()),
      });
      const privatePath = ok<{ dbPath: string }>(csv).dbPath;
      for (const [field, path] of [
        ['topRightImagePath', privatePath],
        ['bottomMiddleImagePath', 'https://evil.example/logo.png'],
        ['leftSignatureImagePath', '/upload/certificates/missing.png'],
        ['rightSignatureImagePath', '/upload/sample-upload.csv'],
      ] as const) {
        const body = refusal(await admin().post('/Quiz/CreateCertificateTemplate', template({ [field]: path })));
        expect(body, field).toMatchObject({ responseMsg: 'onlyImageFile', params: { field } });
      }
      const update = await admin().put(
        '/Quiz/UpdateCertificateTemplate',
        template({ certificateTemplateId: id, topLeftImagePath: privatePath }),
      );
      expect(refusal(update).responseMsg).toBe('onlyImageFile');
      expect(ok(await admin().get(`/Quiz/GetSingleTemplate/${id}`)).topLeftImagePath).toBe(logo);
    });

    it('updates every field, records who did, and answers 404 for unknown templates', async () => {
      const id = await create();
      const signature = await uploadedPng();
      const res = await admin().put(
        '/Quiz/UpdateCertificateTemplate',
        template({ certificateTemplateId: id, title: 'Excellence', rightSignatureImagePath: signature }),
      );
      expect(ok(res)).toEqual({ responseMsg: 'successfullyUpdated', certificateTemplateId: id });
      expect(ok(await admin().get(`/Quiz/GetSingleTemplate/${id}`))).toMatchObject({
        title: 'Excellence',
        rightSignatureImagePath: signature,
      });
      const row = await t.db
        .selectFrom('certificate_template')
        .select(['lastUpdatedBy', 'lastUpdated'])
        .where('certificateTemplateId', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.lastUpdatedBy).toEqual(expect.any(Number));
      expect(row.lastUpdated).toEqual(expect.any(String));

      const missing = template({ certificateTemplateId: 999999 });
      expect((await admin().put('/Quiz/UpdateCertificateTemplate', missing)).statusCode).toBe(404);
      expect((await admin().put('/Quiz/UpdateCertificateTemplate', template())).statusCode).toBe(400);
      expect((await admin().get('/Quiz/GetSingleTemplate/999999')).statusCode).toBe(404);
      expect((await admin().delete('/Quiz/DeleteSingleTemplate/999999')).statusCode).toBe(404);
    });

    it('lists every template by title, the demo one included', async () => {
      const id = await create({ title: 'AAA first by title' });
      const list = ok<{ certificateTemplateId: number; title: string }[]>(
        await admin().get('/Quiz/GetCertificateTemplateList'),
      );
      expect(list[0]).toMatchObject({
        certificateTemplateId: id,
        title: 'AAA first by title',
        heading: expect.any(String),
      });
      expect(list.map((r) => r.title)).toContain('Certificate of achievement');
    });
  });

  describe('UploadCertificateImages', () => {
    it('stores an image judged by its content under /upload/certificates and serves it', async () => {
      const res = await upload(PNG_1X1, 'photo.txt', 'text/plain');
      const { dbPath } = ok<{ dbPath: string }>(res);
      expect(dbPath).toMatch(/^\/upload\/certificates\/[0-9a-f-]{36}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: dbPath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('refuses SVG and other non-images whatever their name or declared type', async () => {
      expect(refusal(await upload(SVG, 'logo.svg', 'image/svg+xml')).responseMsg).toBe('onlyImageFile');
      expect(refusal(await upload('just text', 'logo.png', 'image/png')).responseMsg).toBe('onlyImageFile');
      expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
      expect((await upload(PNG_1X1, 'logo.png', 'image/png', tokens.candidate)).statusCode).toBe(403);
    });
  });

  describe('DeleteSingleTemplate', () => {
    it('deletes the template and detaches it from the assessments that used it', async () => {
      const id = await create();
      const quizTopicId = await createQuiz(t, tokens.admin, { certificateTemplateId: id });
      expect(ok(await admin().get(`/Quiz/GetSingleQuiz/${quizTopicId}`)).certificateTemplateId).toBe(id);
      expect(ok(await admin().delete(`/Quiz/DeleteSingleTemplate/${id}`))).toEqual({
        responseMsg: 'successfullyDeleted',
      });
      expect(ok(await admin().get(`/Quiz/GetSingleQuiz/${quizTopicId}`)).certificateTemplateId).toBeNull();
      expect((await admin().get(`/Quiz/GetSingleTemplate/${id}`)).statusCode).toBe(404);
    });
  });

  describe('CreateCertificate (preview)', () => {
    it('shows the raw template with the template number, its publish date or today, and no verification link', async () => {
      const id = await create({ publishDate: '2024-12-01' });
      const view = ok(await admin().get(`/Quiz/CreateCertificate/${id}`));
      expect(view).toEqual({
        template: expect.objectContaining({ certificateTemplateId: id, title: 'Completion' }),
        heading: 'Certificate of completion',
        mainText: 'Awarded to [fullName] for [quizTitle]',
        certificateNumber: `CERT-${String(id).padStart(2, '0')}`,
        verificationCode: null,
        publishedOn: '2024-12-01',
        verifyUrl: null,
      });
      const undated = await create();
      const today = new Date().toISOString().slice(0, 10);
      expect(ok(await admin().get(`/Quiz/CreateCertificate/${undated}`)).publishedOn).toBe(today);
      expect((await admin().get('/Quiz/CreateCertificate/999999')).statusCode).toBe(404);
    });

    it('pads the template id to two digits (CERT-07) and keeps longer ids whole', async () => {
      const { templateNumber } = await import('../../src/modules/results/certificates/certificateNumber.js');
      expect([templateNumber(7), templateNumber(42), templateNumber(123)]).toEqual(['CERT-07', 'CERT-42', 'CERT-123']);
    });
  });

  describe('access', () => {
    it('refuses candidates (403) and anonymous callers (401) on every admin route', async () => {
      const id = await create();
      const calls = [
        ['GET', '/Quiz/GetCertificateTemplateList'],
        ['GET', `/Quiz/GetSingleTemplate/${id}`],
        ['POST', '/Quiz/CreateCertificateTemplate', template()],
        ['PUT', '/Quiz/UpdateCertificateTemplate', template({ certificateTemplateId: id })],
        ['DELETE', `/Quiz/DeleteSingleTemplate/${id}`],
        ['POST', '/Quiz/UploadCertificateImages', {}],
        ['GET', `/Quiz/CreateCertificate/${id}`],
      ] as const;
      for (const [method, url, body] of calls) {
        const asCandidate = await api(t, tokens.candidate).send(method, url, body);
        expect(asCandidate.statusCode, `${method} ${url}`).toBe(403);
        expect((await api(t, null).send(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      }
      expect((await api(t, null).get('/Quiz/ShowCertificate/1/1/1')).statusCode).toBe(401);
      expect(ok(await admin().get(`/Quiz/GetSingleTemplate/${id}`)).title).toBe('Completion');
    });

    it('documents every certificate route in OpenAPI with a summary and the certificates tag', async () => {
      const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
      };
      const routes = [
        ['get', '/api/Quiz/GetCertificateTemplateList'],
        ['get', '/api/Quiz/GetSingleTemplate/{id}'],
        ['post', '/api/Quiz/CreateCertificateTemplate'],
        ['put', '/api/Quiz/UpdateCertificateTemplate'],
        ['delete', '/api/Quiz/DeleteSingleTemplate/{id}'],
        ['post', '/api/Quiz/UploadCertificateImages'],
        ['get', '/api/Quiz/CreateCertificate/{templateId}'],
        ['get', '/api/Quiz/ShowCertificate/{templateId}/{userId}/{quizResponseInitialId}'],
        ['get', '/api/Quiz/VerifyCertificate/{certificateNumber}'],
      ] as const;
      for (const [method, path] of routes) {
        const op = spec.paths[path]?.[method];
        expect(op, `${method} ${path}`).toMatchObject({ tags: ['Quiz: certificates'], summary: expect.any(String) });
      }
    });
  });

  describe('demo template', () => {
    const demoQuiz = () =>
      t.db
        .selectFrom('quiz_topic')
        .select(['quizTopicId', 'certificateTemplateId'])
        .where('quizTitle', '=', 'General knowledge quiz')
        .executeTakeFirstOrThrow();
    const demoTemplates = () =>
      t.db
        .selectFrom('certificate_template')
        .select('certificateTemplateId')
        .where('title', '=', 'Certificate of achievement')
        .execute();

    it('is attached to the demo quiz, and the demo candidate who passes it gets a filled-in certificate', async () => {
      const [template] = await demoTemplates();
      const quiz = await demoQuiz();
      expect(quiz.certificateTemplateId).toBe(template!.certificateTemplateId);

      const attemptId = await startedAttempt(t, tokens.candidate, quiz.quizTopicId);
      const exam = examApi(t, tokens.candidate);
      const questions = await t.db
        .selectFrom('quiz_question')
        .select(['quizQuestionId', 'correctOptionText'])
        .where('quizTopicId', '=', quiz.quizTopicId)
        .execute();
      for (const q of questions)
        ok(
          await exam.answer({
            quizResponseInitialId: attemptId,
            quizQuestionId: q.quizQuestionId,
            userAnswer: q.correctOptionText,
          }),
        );
      ok(await exam.finish(attemptId));
      const me = ok<{ userId: number }>(await exam.info(attemptId)).userId;
      const view = ok(
        await api(t, tokens.candidate).get(`/Quiz/ShowCertificate/${quiz.certificateTemplateId}/${me}/${attemptId}`),
      );
      const [before, after] = view.mainText.split(/in [\d.]+ minutes/);
      expect(before).toBe(
        `This certifies that ${DEMO_ACCOUNTS.candidate.fullName} passed the assessment "General knowledge quiz" with 10 of 10 marks `,
      );
      expect(after).toBe(' (attempt 1).');
    });

    it('is seeded once per database and never replaces a template an admin chose', async () => {
      const [template] = await demoTemplates();
      ok(await admin().delete(`/Quiz/DeleteSingleTemplate/${template!.certificateTemplateId}`));
      await seedDemo(t.db);
      expect(await demoTemplates()).toEqual([]);
      expect((await demoQuiz()).certificateTemplateId).toBeNull();

      // Without the marker (a database seeded before this template existed) it comes, but leaves an admin's choice alone.
      const chosen = await create({ title: 'Chosen by an admin' });
      await t.db
        .updateTable('quiz_topic')
        .set({ certificateTemplateId: chosen })
        .where('quizTitle', '=', 'General knowledge quiz')
        .execute();
      await t.db.deleteFrom('app_secret').where('name', '=', 'seed:demoCertificate').execute();
      await seedDemoCertificate(t.db);
      await seedDemoCertificate(t.db);
      expect(await demoTemplates()).toHaveLength(1);
      expect((await demoQuiz()).certificateTemplateId).toBe(chosen);
    });
  });
});
