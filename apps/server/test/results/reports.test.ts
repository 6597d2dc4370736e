import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/examFixtures.js';
import { api, demoTokens } from '../helpers/quizFixtures.js';
import { reportScenario, type ReportScenario } from '../helpers/reportFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

describe.each(testDatabases())('results reports on %s', (kind) => {
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let s: ReportScenario;
  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await demoTokens(t);
    s = await reportScenario(t, tokens.admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const admin = () => api(t, tokens.admin);
  const ids = (page: { responseMsg: { quizResponseInitialId: number }[] }) =>
    page.responseMsg.map((r) => r.quizResponseInitialId);
  const results = async (page: number, size: number, type: number, quiz: number) =>
    ok(await admin().get(`/Report/GetResults/${page}/${size}/${type}/${quiz}`));

  it('answers the report types', async () => {
    expect(ok(await admin().get('/Report/GetReportType'))).toEqual([
      { reportTypeId: 1, reportTypeName: 'Pending examine' },
      { reportTypeId: 2, reportTypeName: 'Reports' },
    ]);
  });

  it('lists finished attempts only, newest first, with the candidate’s name and every field of the row', async () => {
    const page = await results(1, 10, 0, 0);
    expect(page.count).toBe(4);
    expect(ids(page)).toEqual(s.finished);
    expect(page.responseMsg.find((r: any) => r.quizResponseInitialId === s.ids.annA)).toEqual({
      quizResponseInitialId: s.ids.annA,
      userId: s.people.ann.userId,
      fullName: `ann ${s.suffix}`,
      email: s.people.ann.email,
      quizTopicId: s.a.quizTopicId,
      quizTitle: `Alpha results ${s.suffix}`,
      timeTaken: expect.any(Number),
      quizMark: 10,
      userObtainedQuizMark: 10,
      quizPassMarks: 5,
      quizTime: 20,
      quizMarkOptionId: 1,
      isExamined: true,
      attemptCount: 1,
      dateAdded: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      certificateTemplateId: null,
      pointerLeaveCountSum: 0,
      visibilitychangeCountSum: 0,
      allowCorrectOption: false,
      allowAnswerExplation: false,
    });
    expect(page.responseMsg.map((r: any) => r.fullName)).toEqual(
      ['cid', 'ann', 'ben', 'ann'].map((n) => `${n} ${s.suffix}`),
    );
  });

  it('pages from 1 with the total count on every page', async () => {
    const first = await results(1, 3, 0, 0);
    const second = await results(2, 3, 0, 0);
    const beyond = await results(3, 3, 0, 0);
    expect([first.count, second.count, beyond.count]).toEqual([4, 4, 4]);
    expect([...ids(first), ...ids(second)]).toEqual(s.finished);
    expect(ids(second)).toEqual([s.ids.annA]);
    expect(beyond.responseMsg).toEqual([]);
  });

  it('filters by report type (pending examine, examined) and by assessment, counting what matches', async () => {
    const pending = await results(1, 10, 1, 0);
    expect([ids(pending), pending.count]).toEqual([[s.ids.cidB, s.ids.annB], 2]);
    expect(pending.responseMsg.every((r: any) => r.isExamined === false)).toBe(true);
    const examined = await results(1, 10, 2, 0);
    expect([ids(examined), examined.count]).toEqual([[s.ids.benA, s.ids.annA], 2]);
    const quizA = await results(1, 10, 0, s.a.quizTopicId);
    expect([ids(quizA), quizA.count]).toEqual([[s.ids.benA, s.ids.annA], 2]);
    const pendingA = await results(1, 10, 1, s.a.quizTopicId);
    expect([ids(pendingA), pendingA.count]).toEqual([[], 0]);
    const examinedB = await results(1, 1, 2, s.b.quizTopicId);
    expect([ids(examinedB), examinedB.count]).toEqual([[], 0]);
    const pendingB = await results(2, 1, 1, s.b.quizTopicId);
    expect([ids(pendingB), pendingB.count]).toEqual([[s.ids.annB], 2]);
    expect((await results(1, 10, 0, 999999)).count).toBe(0);
  });

  it('refuses filters and pages outside their range', async () => {
    for (const url of ['1/10/3/0', '0/10/0/0', '1/0/0/0', '1/101/0/0', '1/10/-1/0', '1/10/0/x', 'a/10/0/0']) {
      expect((await admin().get(`/Report/GetResults/${url}`)).statusCode, url).toBe(400);
    }
  });

  it('moves a graded attempt from pending examine to the examined report', async () => {
    const answers = ok(await admin().get(`/Report/GetPendingExamine/${s.ids.annB}`));
    ok(await admin().put(`/Report/UpdateMarksObtain/${answers[0].quizResponseDetailId}/3`, {}));
    expect(ids(await results(1, 10, 1, 0))).toEqual([s.ids.cidB]);
    expect(ids(await results(1, 10, 2, 0))).toEqual([s.ids.annB, s.ids.benA, s.ids.annA]);
    expect((await results(1, 10, 0, 0)).count).toBe(4);
  });

  it('shows a candidate their own results only, by assessment, and admins anyone’s', async () => {
    const ann = api(t, s.people.ann.token);
    const own = ok(await ann.get(`/Report/GetResultsById/1/5/${s.people.ann.userId}/0`));
    expect([ids(own), own.count]).toEqual([[s.ids.annB, s.ids.annA], 2]);
    const ownA = ok(await ann.get(`/Report/GetResultsById/1/5/${s.people.ann.userId}/${s.a.quizTopicId}`));
    expect([ids(ownA), ownA.count]).toEqual([[s.ids.annA], 1]);
    const paged = ok(await ann.get(`/Report/GetResultsById/2/1/${s.people.ann.userId}/0`));
    expect([ids(paged), paged.count]).toEqual([[s.ids.annA], 2]);
    // Dan's attempt is still open: nothing to show yet.
    const dan = ok(await api(t, s.people.dan.token).get(`/Report/GetResultsById/1/5/${s.people.dan.userId}/0`));
    expect(dan).toEqual({ responseMsg: [], count: 0 });

    expect((await ann.get(`/Report/GetResultsById/1/5/${s.people.ben.userId}/0`)).statusCode).toBe(403);
    expect((await api(t, tokens.candidate).get(`/Report/GetResultsById/1/5/${s.people.ann.userId}/0`)).statusCode).toBe(
      403,
    );
    const byAdmin = ok(await admin().get(`/Report/GetResultsById/1/5/${s.people.ben.userId}/0`));
    expect(ids(byAdmin)).toEqual([s.ids.benA]);
  });

  it('offers each candidate the assessments they finished, and admins every assessment', async () => {
    const quizA = { quizTopicId: s.a.quizTopicId, quizTitle: `Alpha results ${s.suffix}` };
    const quizB = { quizTopicId: s.b.quizTopicId, quizTitle: `Beta results ${s.suffix}` };
    expect(ok(await api(t, s.people.ann.token).get('/Report/GetFilteredQuiz/0'))).toEqual([quizA, quizB]);
    expect(ok(await api(t, s.people.ben.token).get(`/Report/GetFilteredQuiz/${s.people.ann.userId}`))).toEqual([quizA]);
    expect(ok(await api(t, s.people.dan.token).get('/Report/GetFilteredQuiz/0'))).toEqual([]);
    const all = ok<{ quizTopicId: number; quizTitle: string }[]>(await admin().get('/Report/GetFilteredQuiz/0'));
    const stored = await t.db.selectFrom('quiz_topic').select(['quizTopicId', 'quizTitle']).execute();
    expect(all).toHaveLength(stored.length);
    expect(all).toEqual(expect.arrayContaining([quizA, quizB]));
    // By title (the database's collation decides the finer points).
    expect(all.findIndex((q) => q.quizTopicId === quizA.quizTopicId)).toBeLessThan(
      all.findIndex((q) => q.quizTopicId === quizB.quizTopicId),
    );
  });

  it('keeps admin reports from candidates and everything from anonymous callers', async () => {
    const candidate = api(t, s.people.ann.token);
    for (const url of ['/Report/GetReportType', '/Report/GetResults/1/10/0/0']) {
      expect((await candidate.get(url)).statusCode, url).toBe(403);
      expect((await api(t, tokens.candidate).get(url)).statusCode, url).toBe(403);
    }
    for (const url of [
      '/Report/GetReportType',
      '/Report/GetResults/1/10/0/0',
      `/Report/GetResultsById/1/5/${s.people.ann.userId}/0`,
      '/Report/GetFilteredQuiz/0',
    ]) {
      expect((await api(t, null).get(url)).statusCode, url).toBe(401);
    }
  });
});
