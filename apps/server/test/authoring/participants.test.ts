import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processOutbox } from '../../src/mail/outboxWorker.js';
import { outboxRows } from '../helpers/outboxFixtures.js';
import { api, createQuiz, demoTokens, quizBody, realAdmin, refusal } from '../helpers/quizFixtures.js';
import {
  TEST_PUBLIC_URL,
  createTestApp,
  mailText,
  startSmtpServer,
  testDatabases,
  useSmtpServer,
  type TestApp,
  type TestSmtpServer,
} from '../helpers/testApp.js';

const invited = (emails: string) => ({ quizParticipantOptionId: 2, participantEmails: emails });

describe.each(testDatabases())('participants and invitations on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await demoTokens(t)).admin;
    admin = api(t, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  const listOf = async (id: number) =>
    ((await admin.get(`/Quiz/GetQuizParticipantsEmail/${id}`)).json() as { email: string }[]).map((p) => p.email);

  it('saves the invited list with the assessment: split by comma, lower-cased, short entries dropped, no repeats', async () => {
    const id = await createQuiz(
      t,
      token,
      invited(' Ann@Example.com, bob@example.com ,\nann@example.com, abc, a@b.c ,, carol@example.org'),
    );
    const res = await admin.get(`/Quiz/GetQuizParticipantsEmail/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { quizTopicId: id, email: 'ann@example.com' },
      { quizTopicId: id, email: 'bob@example.com' },
      { quizTopicId: id, email: 'carol@example.org' },
    ]);
  });

  it('needs at least one address when the invited option is chosen (400 on participantEmails)', async () => {
    for (const participantEmails of ['', '   ', 'abc, de']) {
      const res = await admin.post('/Quiz/CreateQuizTopic', quizBody(invited(participantEmails)));
      expect(res.statusCode, participantEmails).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'body.participantEmails', message: 'required' }]);
    }
  });

  it('refuses an entry that is not an e-mail address, in the dialog list and in CreateQuizParticipants', async () => {
    const res = await admin.post('/Quiz/CreateQuizTopic', quizBody(invited('ann@example.com, not-an-address')));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'body.participantEmails', message: 'emailInvalid' }]);
    const id = await createQuiz(t, token, invited('kept@example.com'));
    const list = await admin.post('/Quiz/CreateQuizParticipants', [
      { quizTopicId: id, email: 'fine@example.com' },
      { quizTopicId: id, email: 'not-an-address' },
    ]);
    expect(list.statusCode).toBe(400);
    expect(list.json().issues).toEqual([{ path: 'body.1.email', message: 'emailInvalid' }]);
    expect(await listOf(id)).toEqual(['kept@example.com']);
  });

  it('saves nothing of a refused assessment: no half-saved invited list', async () => {
    await createQuiz(t, token, { quizTitle: 'Taken title' });
    const before = await t.db.selectFrom('quiz_participant').select('email').execute();
    const res = await admin.post(
      '/Quiz/CreateQuizTopic',
      quizBody({ quizTitle: 'TAKEN title', ...invited('never@example.com') }),
    );
    expect(refusal(res).responseMsg).toBe('duplicateAssessmentTitle');
    expect(await t.db.selectFrom('quiz_participant').select('email').execute()).toEqual(before);
    expect(
      await t.db.selectFrom('quiz_participant').select('email').where('email', '=', 'never@example.com').execute(),
    ).toEqual([]);
  });

  it('replaces the list on update, and clears it when the option is no longer invited participants', async () => {
    const id = await createQuiz(t, token, {
      quizTitle: 'Invite update',
      ...invited('one@example.com, two@example.com'),
    });
    const body = quizBody({ quizTopicId: id, quizTitle: 'Invite update' });
    await admin.put('/Quiz/UpdateQuizTopic', { ...body, ...invited('two@example.com, three@example.com') });
    expect(await listOf(id)).toEqual(['three@example.com', 'two@example.com']);
    await admin.put('/Quiz/UpdateQuizTopic', {
      ...body,
      quizParticipantOptionId: 1,
      participantEmails: 'x@example.com',
    });
    expect(await listOf(id)).toEqual([]);
  });

  it('CreateQuizParticipants replaces the list of each assessment named, in one transaction', async () => {
    const a = await createQuiz(t, token, invited('old@example.com'));
    const b = await createQuiz(t, token, invited('keep@example.com'));
    const res = await admin.post('/Quiz/CreateQuizParticipants', [
      { quizTopicId: a, email: 'New@Example.com' },
      { quizTopicId: a, email: 'new@example.com' },
      { quizTopicId: a, email: 'abc' },
      { quizTopicId: a, email: 'other@example.com' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ responseMsg: 'successfullySaved' });
    expect(await listOf(a)).toEqual(['new@example.com', 'other@example.com']);
    expect(await listOf(b)).toEqual(['keep@example.com']);

    // An unknown assessment in the list: 404, and the known one is left as it was.
    const unknown = await admin.post('/Quiz/CreateQuizParticipants', [
      { quizTopicId: a, email: 'changed@example.com' },
      { quizTopicId: 999_999, email: 'lost@example.com' },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(await listOf(a)).toEqual(['new@example.com', 'other@example.com']);

    // A list whose entries are all too short still replaces (empties) the assessment's list.
    expect((await admin.post('/Quiz/CreateQuizParticipants', [{ quizTopicId: b, email: 'ab' }])).statusCode).toBe(200);
    expect(await listOf(b)).toEqual([]);
  });

  it('answers 404 for the invited list of an unknown assessment', async () => {
    expect((await admin.get('/Quiz/GetQuizParticipantsEmail/999999')).statusCode).toBe(404);
  });

  describe('SendInvitationMail', () => {
    let smtp: TestSmtpServer;
    let sender: { userId: number; token: string };
    beforeAll(async () => {
      smtp = await startSmtpServer();
      sender = await realAdmin(t, 'inviter@example.com');
    });
    afterAll(async () => {
      await smtp?.close();
    });

    const send = (by: string, items: object[]) => api(t, by).post('/Settings/SendInvitationMail', items);
    /** The outbox worker is off in tests: sends what the requests queued. */
    const drain = () => processOutbox(t.app);

    it('answers emailSettingsNotDoneYet while no SMTP server is set', async () => {
      const id = await createQuiz(t, token, invited('nosmtp@example.com'));
      const res = refusal(await send(sender.token, [{ quizTopicId: id, email: 'nosmtp@example.com' }]));
      expect(res).toMatchObject({ responseMsg: 'emailSettingsNotDoneYet', message: 'Email settings not done yet' });
      expect(await outboxRows(t.db)).toEqual([]);
      expect(smtp.messages).toHaveLength(0);
    });

    it('mails each invited address the subject, the title and a registration link built by the server', async () => {
      await useSmtpServer(t.db, smtp.port);
      const id = await createQuiz(t, token, {
        quizTitle: 'Safety induction <2030>',
        ...invited('guest.one@example.com, guest+two@example.com'),
      });
      const from = smtp.messages.length;
      const res = await send(sender.token, [
        {
          quizTopicId: id,
          email: 'Guest.One@example.com',
          siteTitle: 'Phish',
          registrationLink: 'https://evil.example/steal',
          siteUrl: 'https://evil.example',
          logoPath: 'https://evil.example/logo.png',
        },
        { quizTopicId: id, email: 'guest+two@example.com' },
        { quizTopicId: id, email: 'stranger@example.com' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ responseMsg: 'emailSentSuccessfully' });
      // Queued, not sent: the request never waits for the mail server.
      expect(smtp.messages.length).toBe(from);
      expect(await drain()).toEqual({ sent: 2, retried: 0, failed: 0 });

      const raws = smtp.messages.slice(from);
      expect(raws).toHaveLength(2);
      const texts = raws.map(mailText);
      const one = texts.find((m) => /^To: guest\.one@example\.com/im.test(m));
      const two = texts.find((m) => /^To: guest\+two@example\.com/im.test(m));
      expect(one).toBeDefined();
      expect(two).toBeDefined();
      for (const [mail, email] of [
        [one!, 'guest.one@example.com'],
        [two!, 'guest+two@example.com'],
      ] as const) {
        expect(mail).toMatch(/^Subject: You are invited to an assessment/m);
        expect(mail).toContain('Safety induction <2030>');
        expect(mail).toContain(`${TEST_PUBLIC_URL}/signIn?ad=${sender.userId}&email=${encodeURIComponent(email)}`);
        expect(mail).not.toContain('evil.example');
        expect(mail).not.toContain('Phish');
      }
      expect(texts.join('\n')).not.toContain('stranger@example.com');
    });

    it('mails nobody when no address is on the list of that assessment (noCheckedCandidates)', async () => {
      const a = await createQuiz(t, token, invited('only-a@example.com'));
      const b = await createQuiz(t, token, invited('only-b@example.com'));
      const from = smtp.messages.length;
      const res = refusal(await send(sender.token, [{ quizTopicId: a, email: 'only-b@example.com' }]));
      expect(res.responseMsg).toBe('noCheckedCandidates');
      expect(smtp.messages.length).toBe(from);
      expect((await send(sender.token, [{ quizTopicId: b, email: 'only-b@example.com' }])).statusCode).toBe(200);
      await drain();
      await smtp.waitForMessage((m) => /^To: only-b@example\.com/im.test(m), from);
      expect(smtp.messages.length).toBe(from + 1);
    });

    it('refuses an unknown assessment (404), an empty list (400) and the demo admin (demoOperationNotAllowed)', async () => {
      const from = smtp.messages.length;
      expect((await send(sender.token, [{ quizTopicId: 999_999, email: 'x@example.com' }])).statusCode).toBe(404);
      const empty = await send(sender.token, []);
      expect(empty.statusCode).toBe(400);
      const id = await createQuiz(t, token, invited('demo-target@example.com'));
      const demo = refusal(await send(token, [{ quizTopicId: id, email: 'demo-target@example.com' }]));
      expect(demo).toMatchObject({
        status: 'error',
        responseMsg: 'demoOperationNotAllowed',
        message: expect.stringContaining('public demo account'),
      });
      expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(smtp.messages.length).toBe(from);
    });

    it('uses the site URL of the settings when one is set', async () => {
      await t.db
        .updateTable('site_settings')
        .set({ clientUrl: 'https://exams.example.org/' })
        .where('siteSettingsId', '=', 1)
        .execute();
      const id = await createQuiz(t, token, invited('site-url@example.com'));
      const from = smtp.messages.length;
      expect((await send(sender.token, [{ quizTopicId: id, email: 'site-url@example.com' }])).statusCode).toBe(200);
      await drain();
      const mail = mailText(await smtp.waitForMessage(() => true, from));
      expect(mail).toContain(`https://exams.example.org/signIn?ad=${sender.userId}&email=site-url%40example.com`);
    });
  });
});
