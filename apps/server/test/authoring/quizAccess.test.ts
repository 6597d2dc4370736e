import { MARK_OPTIONS, PARTICIPANT_OPTIONS, QUESTION_LEVELS, QUESTION_TYPES } from '@assessly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demoTokens, quizBody } from '../helpers/quizFixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/testApp.js';

/** Every route of this part, with a body good enough to pass validation. */
const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
  ['GET', '/Quiz/GetQuizList/1/10'],
  ['GET', '/Quiz/GetSingleQuiz/1'],
  ['POST', '/Quiz/CreateQuizTopic', quizBody()],
  ['PUT', '/Quiz/UpdateQuizTopic', quizBody({ quizTopicId: 1 })],
  ['DELETE', '/Quiz/DeleteQuiz/1'],
  ['PUT', '/Quiz/StartQuiz', { quizTopicId: 1 }],
  ['PUT', '/Quiz/StopQuiz', { quizTopicId: 1 }],
  ['GET', '/Quiz/GetQuizWithQuestionCount'],
  ['GET', '/Quiz/GetQuizesForReports'],
  ['GET', '/Quiz/GetQuizParticipantsEmail/1'],
  ['POST', '/Quiz/CreateQuizParticipants', [{ quizTopicId: 1, email: 'someone@example.com' }]],
  ['GET', '/Quiz/GetCertificateInfo'],
  ['GET', '/Quiz/GetQuestionType'],
  ['GET', '/Quiz/GetQuestionLavel'],
  ['GET', '/Quiz/GetQuizMarksOptionList'],
  ['GET', '/Quiz/GetQuizParticipantOptionList'],
  ['POST', '/Settings/SendInvitationMail', [{ quizTopicId: 1, email: 'someone@example.com' }]],
];

describe.each(testDatabases())('access to the assessment routes on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  let candidateToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const tokens = await demoTokens(t);
    admin = api(t, tokens.admin);
    candidateToken = tokens.candidate;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a token and 403 to a candidate on every route', async () => {
    const before = await t.db.selectFrom('quiz_topic').selectAll().orderBy('quizTopicId').execute();
    for (const [method, url, body] of ROUTES) {
      const anonymous = await t.app.inject({ method, url: `/api${url}`, ...(body ? { payload: body as object } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const res = await api(t, candidateToken).send(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().responseMsg).toBe('noAccess');
    }
    // Nothing was created, changed or deleted by the refused calls.
    expect(await t.db.selectFrom('quiz_topic').selectAll().orderBy('quizTopicId').execute()).toEqual(before);
  });

  it('serves the four lookup lists of the shared constants', async () => {
    expect((await admin.get('/Quiz/GetQuestionType')).json()).toEqual(QUESTION_TYPES);
    expect((await admin.get('/Quiz/GetQuestionLavel')).json()).toEqual(QUESTION_LEVELS);
    expect((await admin.get('/Quiz/GetQuizMarksOptionList')).json()).toEqual(MARK_OPTIONS);
    expect((await admin.get('/Quiz/GetQuizParticipantOptionList')).json()).toEqual(PARTICIPANT_OPTIONS);
  });
});
