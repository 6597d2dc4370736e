import { QUESTION_CSV_COLUMNS, ROLE } from '@assessly/shared';
import { hashPasswordWith } from '../../src/lib/password.js';
import { issueLogin } from '../../src/modules/accounts/auth/authService.js';
import { expect } from 'vitest';
import { checkoutApp, pay, postJson, type CheckoutContext } from './checkoutFixtures.js';
import { answerRows, examApi, insertCandidate, liveQuiz, ok, startedAttempt } from './examFixtures.js';
import { multipartFile } from './files.js';
import { api, categoryId, createQuiz, insertQuestion } from './quizFixtures.js';
import { startSmtpServer, useSmtpServer, type DatabaseKind, type TestSmtpServer } from './testApp.js';

/**
 * The six callers of the authorization matrix and the data they own (issue 10). "candidate" owns the
 * candidate data (attempts, results, certificate, plan cycle, payments, profile, login entry) that
 * "otherCandidate" tries to reach; "admin" owns the admin's own profile and password that "otherAdmin"
 * tries to reach. All accounts are real (non-demo) accounts, so the demo restrictions do not blur the
 * role rules; content is made by "admin" and then edited by the other admins (admins run content together).
 */
export const ACTORS = ['anonymous', 'candidate', 'otherCandidate', 'admin', 'otherAdmin', 'superAdmin'] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedIn = Exclude<ActorName, 'anonymous'>;

export interface Account {
  userId: number;
  email: string;
  password: string;
  fullName: string;
  token: string;
}

const OWNER_PASSWORD = 'owner-pass-7291';
const OTHERS_PASSWORD = 'matrix-pass-4410';

const lightHash = (plain: string) => hashPasswordWith('light', plain);

let serial = 0;
/** A suffix that makes names, titles and e-mails unique within the run. */
export const uid = () => `${++serial}${Math.random().toString(36).slice(2, 8)}`;

const ROLE_OF: Record<SignedIn, number> = {
  candidate: ROLE.Student,
  otherCandidate: ROLE.Student,
  admin: ROLE.Admin,
  otherAdmin: ROLE.Admin,
  superAdmin: ROLE.SuperAdmin,
};

export type AccessWorld = Awaited<ReturnType<typeof createAccessWorld>>;

/**
 * One app (with the local Stripe stand-in and a local SMTP server) and everything the matrix needs:
 * accounts, owned data with real ids, and makers of fresh objects for calls that consume them.
 */
export async function createAccessWorld(kind: DatabaseKind) {
  // The matrix registers and signs in more often than a person would: the per-e-mail knob also scales
  // the per-IP registration and reset limits (CreateContacts' fixed per-IP limit is met with other IPs).
  const ctx: CheckoutContext = await checkoutApp(kind, {
    RATE_LIMIT_LOGIN_PER_EMAIL: '1000',
    // The AI routes must answer aiKeyMissing here, whatever keys the developer's shell holds.
    GEMINI_API_KEY: '',
    OPENAI_API_KEY: '',
  });
  const { t } = ctx;
  let smtp: TestSmtpServer | undefined;
  try {
    smtp = await startSmtpServer();
    await useSmtpServer(t.db, smtp.port);
    // Renewing the free plan must not shrink the owner's allowance below what the exam cases need.
    await t.db
      .updateTable('billing_plan')
      .set({ assessmentCount: 500, responseAllAssessmentCount: 5000, responsePerAssessmentCount: 500 })
      .where('billingPlanId', '=', ctx.plans.free)
      .execute();

    // Accounts are stored directly and signed in through the server's own session code (the sign-in route
    // itself is one of the cases). Their argon2id hashes use light parameters: verification reads them from
    // the hash, and the matrix is about who may call what, not about what a hash costs.
    const hashes = { owner: await lightHash(OWNER_PASSWORD), others: await lightHash(OTHERS_PASSWORD) };
    const signIn = async (userId: number) => (await issueLogin(t.app, userId)).token;
    const accounts = {} as Record<SignedIn, Account>;
    for (const name of Object.keys(ROLE_OF) as SignedIn[]) {
      const fullName = `${name === 'candidate' ? 'Olive Owner' : `Matrix ${name}`} ${uid()}`;
      const email = `${name.toLowerCase()}-${uid()}@matrix.test`;
      const isOwner = name === 'candidate';
      const userId = await insertCandidate(t.db, email);
      await t.db
        .updateTable('app_user')
        .set({ userRoleId: ROLE_OF[name], fullName, passwordHash: isOwner ? hashes.owner : hashes.others })
        .where('userId', '=', userId)
        .execute();
      const password = isOwner ? OWNER_PASSWORD : OTHERS_PASSWORD;
      accounts[name] = { userId, email, password, fullName, token: await signIn(userId) };
    }
    /** Calls as an actor with the actor's current token (a password change signs them in again). */
    const as = (actor: SignedIn) => api(t, accounts[actor].token);
    const admin = { post: (url: string, body: unknown) => as('admin').post(url, body) };
    const owner = accounts.candidate;
    const call = async (res: Promise<Parameters<typeof ok>[0]>) => ok(await res);

    /** A user stored directly (no sign-in needed): targets of the admins' user calls. */
    async function user(roleId: number = ROLE.Student) {
      const email = `target-${uid()}@matrix.test`;
      const userId = await insertCandidate(t.db, email);
      if (roleId !== ROLE.Student)
        await t.db.updateTable('app_user').set({ userRoleId: roleId }).where('userId', '=', userId).execute();
      return { userId, email, fullName: `Candidate ${email}` };
    }

    // ----- the owner's plan cycle and sign-in entry
    const { paymentId: ownerPaymentId } = await call(
      admin.post('/Settings/CreatePayment', {
        userEmail: owner.email,
        billingPlanId: ctx.plans.enterprise,
        paymentMode: 'N/A',
        transactionDetail: 'matrix',
      }),
    );
    const { responseMsg: ownerLoginCode } = await call(as('candidate').post('/User/CreateLoginHistory', {}));

    // ----- content, made by "admin"
    const { certificateTemplateId: templateId } = await call(
      admin.post('/Quiz/CreateCertificateTemplate', {
        title: `Template ${uid()}`,
        heading: 'Certificate of {{fullName}}',
        mainText: 'For passing {{quizTitle}}',
      }),
    );
    const questionCategoryId = await categoryId(t.db, 'Matrix category');
    const titles = { openQuiz: `Open quiz ${uid()}`, essayQuiz: `Essay ${uid()}` };
    const openQuiz = await liveQuiz(t, accounts.admin.token, {
      quizTitle: titles.openQuiz,
      certificateTemplateId: templateId,
      allowCorrectOption: true,
    });
    const invitedTitle = `Invited only ${uid()}`;
    const invitedQuiz = await liveQuiz(t, accounts.admin.token, {
      quizTitle: invitedTitle,
      quizParticipantOptionId: 2,
      participantEmails: `${owner.email}, guest-${uid()}@matrix.test`,
    });
    await call(
      admin.post('/Settings/CreateInstruction', { quizTopicId: invitedQuiz.quizTopicId, description: 'Rule' }),
    );
    const retakeQuiz = await liveQuiz(t, accounts.admin.token, {
      quizTitle: `Retake ${uid()}`,
      allowMultipleAttempt: true,
    });
    const essayQuiz = await liveQuiz(t, accounts.admin.token, { quizTitle: titles.essayQuiz, quizMarkOptionId: 3 }, [
      { questionTypeId: 2, perQuestionMark: 5, correctOption: [] },
    ]);
    const paidQuiz = await liveQuiz(t, accounts.admin.token, { quizTitle: `Paid ${uid()}`, quizPrice: 9.5 });
    const draftQuiz = await createQuiz(t, accounts.admin.token, { quizTitle: `Draft ${uid()}` });
    const draftQuestionId = await insertQuestion(t.db, draftQuiz);
    const { instructionId } = await call(
      admin.post('/Settings/CreateInstruction', { quizTopicId: draftQuiz, description: `Draft rule ${uid()}` }),
    );
    const guestEmail = `guest-${uid()}@matrix.test`;
    const inviteListQuiz = await createQuiz(t, accounts.admin.token, {
      quizTitle: `Invitations ${uid()}`,
      quizParticipantOptionId: 2,
      participantEmails: `${guestEmail}, guest2-${uid()}@matrix.test`,
    });

    // ----- the owner's attempts: finished (certificate earned), under way, and waiting for a grade
    const exam = examApi(t, owner.token);
    const finishedAttemptId = await startedAttempt(t, owner.token, openQuiz.quizTopicId);
    await call(
      exam.answer({
        quizResponseInitialId: finishedAttemptId,
        quizQuestionId: openQuiz.questionIds[0],
        userAnswer: 'Second',
      }),
    );
    await call(exam.finish(finishedAttemptId));
    const issued = await call(
      as('candidate').get(`/Quiz/ShowCertificate/${templateId}/${owner.userId}/${finishedAttemptId}`),
    );
    // The whole issued number, as the verification link has it: CERT-NN and the verification code.
    const certificateNumber = `${issued.certificateNumber}-${issued.verificationCode}`;
    const openAttemptId = await startedAttempt(t, owner.token, invitedQuiz.quizTopicId);
    const essayAttemptId = await startedAttempt(t, owner.token, essayQuiz.quizTopicId);
    await call(
      exam.answer({
        quizResponseInitialId: essayAttemptId,
        quizQuestionId: essayQuiz.questionIds[0],
        userAnswer: 'My essay',
      }),
    );
    await call(exam.finish(essayAttemptId));
    const essayAnswerId = (await answerRows(t.db, essayAttemptId))[0]!.quizResponseDetailId;

    // ----- the owner's checkout sessions, paid at the stand-in; and a landing-page plan session
    const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;
    const checkout = async (path: string, body: object, token?: string) =>
      sessionOf((await call(postJson(t, path, body, token))).url);
    const ownerQuizSession = await checkout(
      '/create-checkout-session-quiz',
      { quizTopicId: paidQuiz.quizTopicId },
      owner.token,
    );
    await pay(ctx.stripe, ownerQuizSession, owner.email);
    const ownerRenewSession = await checkout(
      '/create-checkout-renew-plan',
      { billingId: ctx.plans.professional },
      owner.token,
    );
    await pay(ctx.stripe, ownerRenewSession, owner.email);
    const planSession = await checkout('/create-checkout-session-plan', { billingId: ctx.plans.professional });

    // ----- administration objects edited in place
    const { faqId } = await call(admin.post('/Settings/CreateFaq', { title: `FAQ ${uid()}`, description: 'Answer' }));
    const menuBody = () => ({
      menuTitle: `Menu ${uid()}`,
      url: `/matrix/${uid()}`,
      sortOrder: 1000 + Math.floor(Math.random() * 90_000),
      iconClass: 'Dashboard',
    });
    const { appMenuId: menuId } = await call(admin.post('/Menu/CreateMenu', menuBody()));
    const roleBody = () => ({ roleName: `Role${uid()}`, displayName: 'Matrix role', roleDesc: null });
    const { userRoleId: roleId } = await call(admin.post('/User/CreateUserRole', roleBody()));
    const planBody = () => ({
      title: `Plan ${uid()}`,
      interval: 'Monthly',
      price: 1000 + Math.floor(Math.random() * 900_000) / 100,
      assessmentCount: 5,
      responseAllAssessmentCount: 50,
      responsePerAssessmentCount: 10,
      questionPerAssessmentCount: 10,
      additionalText: 'Matrix plan',
    });
    const { billingPlanId: planId } = await call(admin.post('/Settings/CreatePlan', planBody()));
    const plainUser = await user();
    const superAdminTarget = await user(ROLE.SuperAdmin);
    // A paid registration (Payment settings) gives the registration checkout something to sell; the
    // accounts above are stored directly, and the registration case names the free plan.
    await t.db.updateTable('site_settings').set({ registrationPrice: 5 }).where('siteSettingsId', '=', 1).execute();

    /** Makers of fresh objects, for calls that consume or change what they are given. */
    const fresh = {
      user,
      liveQuiz: async (quiz: Record<string, unknown> = {}) =>
        (await liveQuiz(t, accounts.admin.token, quiz)).quizTopicId,
      draftQuizWithQuestion: async () => {
        const quizTopicId = await createQuiz(t, accounts.admin.token, { quizTitle: `Fresh ${uid()}` });
        await insertQuestion(t.db, quizTopicId);
        return quizTopicId;
      },
      question: () => insertQuestion(t.db, draftQuiz),
      category: () => categoryId(t.db, `Category ${uid()}`),
      template: async () =>
        (
          await call(
            admin.post('/Quiz/CreateCertificateTemplate', { title: `T ${uid()}`, heading: 'H', mainText: 'M' }),
          )
        ).certificateTemplateId as number,
      faq: async () =>
        (await call(admin.post('/Settings/CreateFaq', { title: `FAQ ${uid()}`, description: 'D' }))).faqId as number,
      menu: async () => (await call(admin.post('/Menu/CreateMenu', menuBody()))).appMenuId as number,
      role: async () => (await call(admin.post('/User/CreateUserRole', roleBody()))).userRoleId as number,
      plan: async () => (await call(admin.post('/Settings/CreatePlan', planBody()))).billingPlanId as number,
      instruction: async () =>
        (
          await call(
            admin.post('/Settings/CreateInstruction', { quizTopicId: draftQuiz, description: `Rule ${uid()}` }),
          )
        ).instructionId as number,
      extraTime: async () =>
        (
          await call(
            admin.post('/Quiz/SaveExtraTime', {
              email: (await user()).email,
              quizTopicId: draftQuiz,
              extraMinutes: 5,
              timeMultiplier: 1,
            }),
          )
        ).accommodationId as number,
      /** A question CSV stored by UploadQuestionCsv (an import deletes its file). */
      csvUpload: async () => {
        const text = `${QUESTION_CSV_COLUMNS.join(',')}\nWhat is ${uid()}?,1,1,1,${questionCategoryId},Yes,No,,,,Yes,\n`;
        const file = await multipartFile('csv', 'questions.csv', text, 'text/csv');
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Quiz/UploadQuestionCsv',
          payload: file.payload,
          headers: { ...file.headers, authorization: `Bearer ${accounts.admin.token}` },
        });
        return (ok(res) as { dbPath: string }).dbPath;
      },
      /** The owner's attempt under way on the retake quiz (started now, or the one already open). */
      ownerRetakeAttempt: () => startedAttempt(t, owner.token, retakeQuiz.quizTopicId),
      /** A signed event of a landing-page plan session: the webhook acknowledges it and writes nothing. */
      webhookEvent: () => ctx.stripe.completedEvent(planSession, `evt_${uid()}`),
    };

    /** A second session of an actor, for a call that ends the session it is made with. */
    const extraSession = (actor: SignedIn) => signIn(accounts[actor].userId);
    /** A new main sign-in, after a call that ended every session of the actor. */
    async function signInAgain(actor: SignedIn) {
      accounts[actor].token = await extraSession(actor);
    }

    const ids = {
      ownerPaymentId,
      ownerLoginCode,
      templateId,
      certificateNumber: certificateNumber as string,
      questionCategoryId,
      openQuiz: openQuiz.quizTopicId,
      invitedQuiz: invitedQuiz.quizTopicId,
      invitedQuestionId: invitedQuiz.questionIds[0]!,
      paidQuiz: paidQuiz.quizTopicId,
      essayQuiz: essayQuiz.quizTopicId,
      draftQuiz,
      draftQuestionId,
      instructionId,
      inviteListQuiz,
      guestEmail,
      finishedAttemptId,
      openAttemptId,
      essayAttemptId,
      essayAnswerId,
      ownerQuizSession,
      ownerRenewSession,
      planSession,
      faqId,
      menuId,
      roleId,
      planId,
      plainUser,
      superAdminTarget,
    };
    expect(Object.values(ids).every((v) => v !== undefined && v !== null)).toBe(true);

    return {
      t,
      kind,
      stripe: ctx.stripe,
      plans: ctx.plans,
      accounts,
      ids,
      titles,
      bodies: { menu: menuBody, role: roleBody, plan: planBody },
      smtpPort: smtp.port,
      fresh,
      extraSession,
      signInAgain,
      /** What only the owner candidate (and admins) may ever see: no other caller's answer may contain it. */
      ownerMarkers: [owner.email, owner.fullName, invitedTitle, ownerLoginCode],
      token: (actor: ActorName): string | null => (actor === 'anonymous' ? null : accounts[actor].token),
      /** A unique name for the rows a call creates. */
      uid,
      async close() {
        await ctx.close();
        await smtp?.close();
      },
    };
  } catch (error) {
    await ctx.close();
    await smtp?.close();
    throw error;
  }
}
