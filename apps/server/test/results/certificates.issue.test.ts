import { DEFAULT_CERTIFICATE_LOGO_PATH, VERIFY_LIMIT_PER_IP } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptRow, examApi, liveQuiz, newCandidate, ok, startedAttempt } from '../helpers/examFixtures.js';
import { api, demoTokens, refusal } from '../helpers/quizFixtures.js';
import { createTestApp, registerUser, testDatabases, TEST_PUBLIC_URL, type TestApp } from '../helpers/testApp.js';

const options = { optionA: 'Red', optionB: 'Green' };
const RIGHT = 'Green';
const WRONG = 'Red';
const ALL_PLACEHOLDERS =
  'name=[fullName]; email=[email]; mobile=[mobile]; address=[address]; born=[dateOfBirth]; ' +
  'title=[quizTitle]; time=[quizTime]; taken=[timeTaken]; marks=[quizMark]; got=[userObtainedQuizMark]; ' +
  'attempt=[attemptCount]; other=[unknown]';

type Candidate = { token: string; userId: number; email: string };

describe.each(testDatabases())('issued certificates on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let templateId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    templateId = await newTemplate();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newTemplate(changes: Record<string, unknown> = {}) {
    const body = { title: 'Achievement', heading: 'Well done [fullName]', mainText: ALL_PLACEHOLDERS, ...changes };
    return ok<{ certificateTemplateId: number }>(
      await api(t, tokens.admin).post('/Quiz/CreateCertificateTemplate', body),
    ).certificateTemplateId;
  }

  /**
   * A candidate's attempt at a new live two-question assessment (10 marks, 5 each; pass 5 unless
   * changed) that uses the template, answered with `answers` and finished unless told otherwise.
   */
  async function attempt(
    answers: string[],
    quiz: Record<string, unknown> = {},
    opts: { cand?: Candidate; finish?: boolean; questions?: Record<string, unknown>[] } = {},
  ) {
    const questions = opts.questions ?? [options, options];
    const made = await liveQuiz(
      t,
      tokens.admin,
      { quizTotalMarks: 10, quizPassMarks: 5, certificateTemplateId: templateId, ...quiz },
      questions.map((q) => ({ correctOption: ['B'], ...q })),
    );
    const cand = opts.cand ?? (await newCandidate(t, 'cert'));
    const attemptId = await startedAttempt(t, cand.token, made.quizTopicId);
    const exam = examApi(t, cand.token);
    for (const [i, userAnswer] of answers.entries())
      ok(await exam.answer({ quizResponseInitialId: attemptId, quizQuestionId: made.questionIds[i], userAnswer }));
    if (opts.finish !== false) ok(await exam.finish(attemptId));
    return { ...made, cand, attemptId };
  }

  const show = (token: string | null, tid: number, userId: number, attemptId: number) =>
    api(t, token).get(`/Quiz/ShowCertificate/${tid}/${userId}/${attemptId}`);
  const issuedRows = (attemptId: number) =>
    t.db.selectFrom('issued_certificate').selectAll().where('attemptId', '=', attemptId).execute();
  const verify = (number: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/Quiz/VerifyCertificate/${encodeURIComponent(number)}`,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  describe('eligibility', () => {
    it('issues a passed attempt’s certificate with its data filled in for the candidate', async () => {
      const reg = await registerUser(t.app, { email: 'grace@example.com', fullName: 'Grace Hopper' });
      await t.db
        .updateTable('app_user')
        .set({ mobile: '+1 555 0100', address: 'Arlington, VA', dateOfBirth: '1906-12-09T00:00:00.000Z' })
        .where('userId', '=', reg.userId)
        .execute();
      const cand = { ...reg, email: 'grace@example.com' };
      const { attemptId } = await attempt([RIGHT, WRONG], { quizTitle: 'Compilers 101', quizTime: 20 }, { cand });
      const row = await attemptRow(t.db, attemptId);
      expect(row).toMatchObject({ isExamined: 1, userObtainedQuizMark: 5, certificateTemplateId: templateId });

      const view = ok(await show(cand.token, templateId, cand.userId, attemptId));
      const [issued] = await issuedRows(attemptId);
      const prefix = `CERT-${String(templateId).padStart(2, '0')}-`;
      expect(issued).toMatchObject({
        userId: cand.userId,
        templateId,
        fullName: 'Grace Hopper',
        quizTitle: 'Compilers 101',
        certificateNumber: expect.stringMatching(new RegExp(`^${prefix}[A-HJ-NP-Z2-9]{10}$`)),
      });
      const today = new Date().toISOString().slice(0, 10);
      expect(view).toEqual({
        template: expect.objectContaining({ certificateTemplateId: templateId, mainText: ALL_PLACEHOLDERS }),
        heading: 'Well done Grace Hopper',
        mainText:
          'name=Grace Hopper; email=grace@example.com; mobile=+1 555 0100; address=Arlington, VA; born=1906-12-09; ' +
          `title=Compilers 101; time=20; taken=${Math.round(row.timeTaken * 100) / 100}; marks=10; got=5; ` +
          'attempt=1; other=[unknown]',
        // The spec's number (prefix and two-digit template id), the issued code beside it (issue 20).
        certificateNumber: prefix.slice(0, -1),
        verificationCode: issued!.certificateNumber.slice(prefix.length),
        publishedOn: today,
        verifyUrl: `${TEST_PUBLIC_URL}/verify/${issued!.certificateNumber}`,
      });
    });

    it('refuses a failed attempt (certificateNotEarned) and issues nothing', async () => {
      const { cand, attemptId } = await attempt([WRONG, WRONG]);
      const body = refusal(await show(cand.token, templateId, cand.userId, attemptId));
      expect(body).toMatchObject({
        responseMsg: 'certificateNotEarned',
        message: 'This certificate has not been earned',
      });
      expect(refusal(await show(tokens.admin, templateId, cand.userId, attemptId)).responseMsg).toBe(
        'certificateNotEarned',
      );
      expect(await issuedRows(attemptId)).toEqual([]);
    });

    it('issues with pass marks 0 whatever the marks, and leaves missing values empty', async () => {
      const { cand, attemptId } = await attempt([WRONG, WRONG], { quizPassMarks: 0 });
      const view = ok(await show(cand.token, templateId, cand.userId, attemptId));
      expect(view.mainText).toContain('mobile=; address=; born=;');
      expect(view.mainText).toContain('got=0;');
      expect(await issuedRows(attemptId)).toHaveLength(1);
    });

    it('refuses an attempt still open and one whose descriptive answer waits for grading', async () => {
      const open = await attempt([RIGHT, RIGHT], {}, { finish: false });
      expect(refusal(await show(open.cand.token, templateId, open.cand.userId, open.attemptId)).responseMsg).toBe(
        'certificateNotEarned',
      );
      const pending = await attempt(
        [RIGHT, 'An essay'],
        { quizMarkOptionId: 3, quizTotalMarks: 2, quizPassMarks: 1 },
        {
          questions: [
            { ...options, perQuestionMark: 1 },
            { questionTypeId: 2, perQuestionMark: 1, correctOption: [] },
          ],
        },
      );
      expect((await attemptRow(t.db, pending.attemptId)).isExamined).toBe(0);
      const res = await show(pending.cand.token, templateId, pending.cand.userId, pending.attemptId);
      expect(refusal(res).responseMsg).toBe('certificateNotEarned');
      expect(await issuedRows(pending.attemptId)).toEqual([]);
    });

    it('refuses another template than the attempt was taken with, and 404s a deleted one', async () => {
      const other = await newTemplate({ title: 'Other' });
      const { cand, attemptId } = await attempt([RIGHT, RIGHT]);
      expect(refusal(await show(cand.token, other, cand.userId, attemptId)).responseMsg).toBe('certificateNotEarned');
      expect(refusal(await show(cand.token, 999999, cand.userId, attemptId)).responseMsg).toBe('certificateNotEarned');
      const untemplated = await attempt([RIGHT, RIGHT], { certificateTemplateId: null });
      const res = await show(untemplated.cand.token, templateId, untemplated.cand.userId, untemplated.attemptId);
      expect(refusal(res).responseMsg).toBe('certificateNotEarned');

      const doomed = await newTemplate({ title: 'Doomed' });
      const taken = await attempt([RIGHT, RIGHT], { certificateTemplateId: doomed });
      ok(await api(t, tokens.admin).delete(`/Quiz/DeleteSingleTemplate/${doomed}`));
      expect((await show(taken.cand.token, doomed, taken.cand.userId, taken.attemptId)).statusCode).toBe(404);
      expect(await issuedRows(attemptId)).toEqual([]);
    });
  });

  describe('ownership', () => {
    it('lets only the owner or an admin open it; the admin sees the raw template with the same number', async () => {
      const { cand, attemptId } = await attempt([RIGHT, RIGHT]);
      const stranger = await newCandidate(t, 'stranger');
      expect((await show(stranger.token, templateId, cand.userId, attemptId)).statusCode).toBe(403);
      expect((await show(stranger.token, templateId, stranger.userId, attemptId)).statusCode).toBe(403);
      expect((await show(tokens.candidate, templateId, cand.userId, attemptId)).statusCode).toBe(403);
      expect(await issuedRows(attemptId)).toEqual([]);

      const asAdmin = ok(await show(tokens.admin, templateId, cand.userId, attemptId));
      expect(asAdmin.heading).toBe('Well done [fullName]');
      expect(asAdmin.mainText).toBe(ALL_PLACEHOLDERS);
      const asOwner = ok(await show(cand.token, templateId, cand.userId, attemptId));
      expect(asOwner.heading).toBe('Well done Test Candidate');
      expect(asOwner.certificateNumber).toBe(asAdmin.certificateNumber);
      expect(asOwner.verifyUrl).toBe(asAdmin.verifyUrl);
      expect(await issuedRows(attemptId)).toHaveLength(1);

      // The URL's user must be the attempt's; unknown attempts are not found.
      expect((await show(cand.token, templateId, stranger.userId, attemptId)).statusCode).toBe(404);
      expect((await show(tokens.admin, templateId, stranger.userId, attemptId)).statusCode).toBe(404);
      expect((await show(cand.token, templateId, cand.userId, 999999)).statusCode).toBe(404);
    });

    it('builds the verification link from the site address, never from the request', async () => {
      const { cand, attemptId } = await attempt([RIGHT, RIGHT]);
      await t.db.updateTable('site_settings').set({ clientUrl: 'https://exams.example.org/' }).execute();
      try {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/Quiz/ShowCertificate/${templateId}/${cand.userId}/${attemptId}`,
          headers: { authorization: `Bearer ${cand.token}`, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        });
        const view = ok(res);
        expect(view.verifyUrl).toBe(
          `https://exams.example.org/verify/${view.certificateNumber}-${view.verificationCode}`,
        );
      } finally {
        await t.db.updateTable('site_settings').set({ clientUrl: null }).execute();
      }
    });

    it('gives one attempt one number, even when its first views race', async () => {
      const { cand, attemptId } = await attempt([RIGHT, RIGHT]);
      const views = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          show(i % 2 ? tokens.admin : cand.token, templateId, cand.userId, attemptId),
        ),
      );
      const numbers = new Set(views.map((v) => ok<{ verifyUrl: string }>(v).verifyUrl));
      expect(numbers.size).toBe(1);
      expect(await issuedRows(attemptId)).toHaveLength(1);

      // Another attempt of the same candidate gets its own number.
      const again = await attempt([RIGHT, RIGHT], {}, { cand });
      const second = ok(await show(cand.token, templateId, cand.userId, again.attemptId));
      expect(numbers.has(second.verifyUrl)).toBe(false);
    });
  });

  describe('VerifyCertificate', () => {
    it('confirms name, assessment and date, and nothing else, to anyone', async () => {
      const { cand, attemptId, quizTopicId } = await attempt([RIGHT, RIGHT], { quizTitle: 'Verified assessment' });
      const view = ok(await show(cand.token, templateId, cand.userId, attemptId));
      const certificateNumber = `${view.certificateNumber}-${view.verificationCode}`;
      const res = await verify(certificateNumber);
      expect(res.json()).toEqual({
        certificateNumber,
        fullName: 'Test Candidate',
        quizTitle: 'Verified assessment',
        issuedOn: new Date().toISOString().slice(0, 10),
      });
      expect(res.body).not.toContain(cand.email);
      // Typed by a person: lower case and spaces still find it.
      expect(ok(await verify(` ${certificateNumber.toLowerCase()} `)).certificateNumber).toBe(certificateNumber);
      // As printed on the certificate: the number and the code beside it, or the code alone (issue 20).
      const printed = `${view.certificateNumber}  ${view.verificationCode}`;
      expect(ok(await verify(printed)).certificateNumber).toBe(certificateNumber);
      expect(ok(await verify(view.verificationCode.toLowerCase())).certificateNumber).toBe(certificateNumber);

      // The snapshot outlives the template and the assessment (and with it the attempt).
      const doomed = await newTemplate({ title: 'Short-lived' });
      const kept = await attempt([RIGHT, RIGHT], { certificateTemplateId: doomed, quizTitle: 'Gone soon' });
      const keptNumber = ok(await show(kept.cand.token, doomed, kept.cand.userId, kept.attemptId)).verificationCode;
      ok(await api(t, tokens.admin).delete(`/Quiz/DeleteSingleTemplate/${doomed}`));
      await t.db.deleteFrom('quiz_topic').where('quizTopicId', '=', kept.quizTopicId).execute();
      expect(ok(await verify(keptNumber))).toMatchObject({ fullName: 'Test Candidate', quizTitle: 'Gone soon' });
      expect(quizTopicId).toBeGreaterThan(0);
    });

    it('answers 404 for unknown numbers', async () => {
      const unknown = ['CERT-01-AAAAAAAAAA', 'nope', `CERT-${String(templateId).padStart(2, '0')}`, 'AAAAAAAAAA'];
      for (const number of unknown) {
        const res = await verify(number);
        expect(res.statusCode, number).toBe(404);
        expect(res.json().responseMsg).toBe('notFound');
      }
    });

    it('limits how often one address may check', async () => {
      const address = '203.0.113.77';
      for (let i = 0; i < VERIFY_LIMIT_PER_IP; i++)
        expect((await verify('CERT-01-UNKNOWN', address)).statusCode).toBe(404);
      const limited = await verify('CERT-01-UNKNOWN', address);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toEqual(expect.any(String));
      expect((await verify('CERT-01-UNKNOWN', '203.0.113.78')).statusCode).toBe(404);
    });
  });

  describe('default logo', () => {
    it('serves a PNG under /upload for templates without a logo of their own (spec 001 §9)', async () => {
      const res = await t.app.inject({ method: 'GET', url: DEFAULT_CERTIFICATE_LOGO_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const png = res.rawPayload;
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      // IHDR: 256 × 256, 8-bit RGBA.
      expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([256, 256, 8, 6]);
      // Other uploads still answer as before.
      expect((await t.app.inject({ method: 'GET', url: '/upload/no-such-file.png' })).statusCode).toBe(404);
    });
  });
});
