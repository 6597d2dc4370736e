// Stored XSS (issue 10): script payloads planted through the real API in every free-text field that reaches
// a screen, a PDF or an e-mail; the screens are then visited in Chromium. No payload may run (window.__xss
// stays undefined, no dialog opens, no element of a payload appears in the DOM) and each text must be shown
// literally. Server PDFs must carry the payload as text; the welcome e-mail must escape it and, opened in the
// browser, show it without running it.
import { DEMO_ACCOUNTS } from '@assessly/shared';
import { pdfText } from '@assessly/server/test/helpers/capture';
import { mailText } from '@assessly/server/test/helpers/testApp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signIn } from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { adminApi, type AdminApi } from './questionFixtures';
import { openResult } from './candidateExamFixtures';
import { registerCandidate, setEmailSettings, startSmtp, tokenOf, type LocalSmtp } from './reportSteps';
import { startFromDashboard } from './examSteps';

/** A payload that would set window.__xss (and open a dialog) in three ways if it ever became HTML. */
const P = (tag: string) =>
  `${tag} <img src=x onerror="window.__xss='${tag}';alert(1)"> <script>window.__xss='${tag}'</script> "><svg onload="window.__xss='${tag}'">`;
/** A shorter one for fields of at most 100 characters. */
const S = (tag: string) => `${tag}<img src=x onerror=window.__xss=1>"><svg onload=alert(1)>`;

const texts = {
  category: S('XCAT'),
  title: P('XTITLE'),
  resultTitle: P('XRESULT'),
  instruction: P('XINSTR'),
  question: P('XQUESTION'),
  option: P('XOPTION'),
  explanation: P('XEXPLAIN'),
  essay: 'Describe XESSAY',
  /** Math is rendered by KaTeX: its \\href must not become a javascript: link. */
  math: 'XMATH $\\href{javascript:window.__xss=1}{click}$ and $\\url{javascript:alert(1)}$',
  answer: P('XANSWER'),
  faqTitle: P('XFAQT'),
  faqBody: P('XFAQB'),
  siteTitle: S('XSITE'),
  welcome: P('XWELCOME'),
  copyright: P('XCOPY'),
  footer: P('XFOOTER'),
  landingHeader: P('XLANDH'),
  landingDetail: P('XLANDD'),
  contactName: S('XCNAME'),
  contactMessage: P('XCMSG'),
  candidateName: S('XNAME'),
  certTitle: P('XCERT'),
  mailHeader: P('XMAILH'),
  mailBody: P('XMAILB'),
};

const candidate = { fullName: texts.candidateName, email: 'xss-candidate@example.com', password: 'xss-candidate-1' };

/**
 * Fails if a payload ran or became markup: window.__xss set, a dialog opened, an element of a payload in the
 * DOM; then checks that each text is shown literally (innerText, whitespace as the screen collapses it).
 */
async function expectShownLiterally(page: Page, shown: string[], dialogs: string[]) {
  for (const text of shown) await page.getByText(text.split(' ')[0]!, { exact: false }).first().waitFor();
  // A list may render its rows after its first word is on screen: wait for each whole text (the assertion
  // below says which one is missing if it never comes).
  for (const text of shown) {
    await page
      .waitForFunction((t) => document.body.innerText.replace(/\s+/g, ' ').includes(t), text.replace(/\s+/g, ' '), {
        timeout: 10_000,
      })
      .catch(() => undefined);
  }
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    injected: Array.from(
      document.querySelectorAll('img[src="x"], [onerror], [onload], iframe[srcdoc], a[href^="javascript:" i]'),
    ).map((e) => e.outerHTML),
    scripts: Array.from(document.scripts).filter((s) => s.textContent?.includes('__xss')).length,
    text: document.body.innerText.replace(/\s+/g, ' '),
  }));
  expect(state.xss, 'a payload ran').toBeUndefined();
  expect(state.injected, 'payload markup in the DOM').toEqual([]);
  expect(state.scripts, 'a payload script in the DOM').toBe(0);
  expect(dialogs, 'a payload opened a dialog').toEqual([]);
  for (const text of shown) {
    const at = state.text.indexOf(text.split(' ')[0]!);
    expect(state.text, `shown literally: ${text}; near its first word: ${state.text.slice(at, at + 300)}`).toContain(
      text.replace(/\s+/g, ' '),
    );
  }
}

describe('stored XSS: payloads in every free text stay text on screens, in PDFs and in e-mails', () => {
  let smtp: LocalSmtp;
  const env = useE2eEnvironment(() => ({ MAIL_OUTBOX_SECONDS: '1' }));
  let api: AdminApi;
  let quizTopicId: number;
  let resultQuizId: number;
  let certificateTemplateId: number;
  let resultAttemptId: number;
  const dialogs: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    const { baseUrl } = env;
    setEmailSettings(env.server.databasePath, smtp.port);
    api = await adminApi(baseUrl);
    const ok = async (method: string, path: string, body?: unknown) => {
      const answer = await api.call(method, path, body);
      if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.data)}`);
      return answer.data;
    };
    const questionCategoryId = await api.createCategory(texts.category);
    quizTopicId = await api.createQuiz({
      quizTitle: texts.title,
      quizPassMarks: 0,
      allowCorrectOption: true,
      allowAnswerExplation: true,
    });
    await ok('POST', '/Settings/CreateInstruction', { quizTopicId, description: texts.instruction });
    const choice = await api.createQuestion({
      quizTopicId,
      questionCategoryId,
      questionDetail: texts.question,
      optionA: texts.option,
      optionB: 'Plain option',
      correctOption: ['A'],
      answerExplanation: texts.explanation,
    });
    const essay = await api.createQuestion({
      quizTopicId,
      questionCategoryId,
      questionDetail: texts.essay,
      questionTypeId: 2,
      optionA: '',
      optionB: '',
      correctOption: [],
    });
    await ok('PUT', '/Quiz/StartQuiz', { quizTopicId });
    // A second assessment without the essay: its result sheet is complete at once (no manual grading).
    resultQuizId = await api.createQuiz({
      quizTitle: texts.resultTitle,
      quizPassMarks: 0,
      allowCorrectOption: true,
      allowAnswerExplation: true,
    });
    const resultChoice = await api.createQuestion({
      quizTopicId: resultQuizId,
      questionCategoryId,
      questionDetail: texts.question,
      optionA: texts.option,
      optionB: 'Plain option',
      correctOption: ['A'],
      answerExplanation: texts.explanation,
    });
    const mathQuestion = await api.createQuestion({
      quizTopicId: resultQuizId,
      questionCategoryId,
      questionDetail: texts.math,
      optionA: 'Yes',
      optionB: 'No',
      correctOption: ['A'],
    });
    await ok('PUT', '/Quiz/StartQuiz', { quizTopicId: resultQuizId });
    await ok('POST', '/Settings/CreateFaq', { title: texts.faqTitle, description: texts.faqBody });
    ({ certificateTemplateId } = (await ok('POST', '/Quiz/CreateCertificateTemplate', {
      title: texts.certTitle,
      heading: texts.certTitle,
      mainText: texts.certTitle,
    })) as { certificateTemplateId: number });

    const settings = (await api.call<Record<string, unknown>>('GET', '/Settings/GetAdminSettings')).data;
    await ok('PUT', '/Settings/UpdateGeneralSetting', {
      siteTitle: texts.siteTitle,
      welComeMessage: texts.welcome,
      copyRightText: texts.copyright,
      footerText: texts.footer,
      version: String(settings.version),
      allowWelcomeEmail: true,
      allowFaq: true,
    });
    const landing = settings.landing as Record<string, string | null>;
    await ok('PUT', '/Settings/UpdateLandingSetting', {
      ...landing,
      homeHeader1: texts.landingHeader,
      homeDetail1: texts.landingDetail,
    });
    await ok('PUT', '/Settings/UpdateEmailTextSetting', {
      ...(settings.emailTexts as Record<string, string>),
      welcomeEmailHeader: texts.mailHeader,
      welcomeEmailBody: texts.mailBody,
    });
    const contact = await fetch(`${baseUrl}/api/Settings/CreateContacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: texts.contactName, email: 'visitor@example.com', message: texts.contactMessage }),
    });
    expect(contact.status).toBe(200);

    // The candidate (named with a payload) answers the choice and writes a payload into the essay.
    const call = await registerCandidate(baseUrl, candidate);
    const take = async (topicId: number, answers: [number, string][]) => {
      const start = await call<{ quizResponseInitialId: number }>('POST', '/Quiz/CreateQuizResponseInitial', {
        quizTopicId: topicId,
      });
      const id = start.data.quizResponseInitialId;
      for (const [quizQuestionId, userAnswer] of answers) {
        const saved = await call('POST', '/Quiz/CreateQuizResponseDetail', {
          quizResponseInitialId: id,
          quizQuestionId,
          userAnswer,
          isAnswerSkipped: false,
          pointerLeaveCount: 0,
          visibilitychangeCount: 0,
        });
        expect(saved.status, JSON.stringify(saved.data)).toBe(200);
      }
      expect((await call('PUT', '/Quiz/UpdateQuizTakenTime', { quizResponseInitialId: id })).status).toBe(200);
      return id;
    };
    await take(quizTopicId, [
      [choice, texts.option],
      [essay, texts.answer],
    ]);
    resultAttemptId = await take(resultQuizId, [
      [resultChoice, texts.option],
      [mathQuestion, 'Yes'],
    ]);
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const watch = (page: Page) => {
    dialogs.length = 0;
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  };

  it('shows every admin screen with the payloads as text', async () => {
    const { page, baseUrl } = env;
    watch(page);
    await signIn(page, baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const screens: [string, string, string[]][] = [
      ['xss-topics', '/quiz/topics', [texts.title]],
      ['xss-instructions', `/quiz/instruction?quizTopicId=${quizTopicId}`, [texts.instruction]],
      ['xss-categories', '/question/category', [texts.category]],
      ['xss-quiz-cards', '/question/quizes', [texts.title]],
      ['xss-questions', `/question/quizQuestions?quizTopicId=${quizTopicId}`, [texts.question]],
      ['xss-users', '/user/users', [texts.candidateName]],
      ['xss-faq-admin', '/settings/faq', [texts.faqTitle]],
      ['xss-contacts', '/settings/contacts', [texts.contactName, texts.contactMessage]],
      ['xss-templates', '/report/template', [texts.certTitle]],
    ];
    for (const [name, path, shown] of screens) {
      await page.goto(`${baseUrl}${path}`);
      await expectShownLiterally(page, [...shown, texts.siteTitle, texts.footer], dialogs);
      await screenshot(page, name);
    }
    // The template's preview draws the certificate itself (heading and main text at full length), in a
    // new window (spec 001 §7).
    const opened = page.context().waitForEvent('page');
    await page.getByTestId(`template-view-${certificateTemplateId}`).click();
    const preview = await opened;
    watch(preview);
    await preview.getByTestId('certificate-page').waitFor();
    await preview.getByTestId('certificate-page').getByText('XCERT').nth(2).waitFor();
    await expectShownLiterally(preview, [texts.certTitle], dialogs);
    await screenshot(preview, 'xss-certificate-preview');
    await preview.close();
  });

  it('shows the candidate essay to the admin in manual grading as text', async () => {
    const { page, baseUrl } = env;
    watch(page);
    await signIn(page, baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, '/report/admin');
    const row = page.getByTestId('report-review-open').first();
    await row.click();
    const dialog = page.getByTestId('review-dialog');
    // The dialog lists every question of the attempt (issue 22): the essay is the one that takes a mark.
    const essay = dialog.locator('[data-gradable="true"]').getByTestId('review-user-answer');
    await essay.waitFor();
    expect(await essay.innerText()).toBe(texts.answer);
    await expectShownLiterally(page, [texts.answer, texts.candidateName], dialogs);
    await screenshot(page, 'xss-review');
  });

  it('shows the landing page and the candidate screens with the payloads as text', async () => {
    const { page, baseUrl } = env;
    watch(page);
    await page.goto(`${baseUrl}/`);
    await expectShownLiterally(
      page,
      [texts.landingHeader, texts.landingDetail, texts.footer, texts.copyright, texts.siteTitle],
      dialogs,
    );
    await screenshot(page, 'xss-landing');

    await signIn(page, baseUrl, candidate.email, candidate.password);
    await expectShownLiterally(page, [texts.footer], dialogs);
    await page.goto(`${baseUrl}/settings/faq`);
    await expectShownLiterally(page, [texts.faqTitle], dialogs);
    await openResult(page, baseUrl, resultAttemptId);
    // KaTeX loads when a text needs it: the DOM is checked once the math question is drawn.
    await page.locator('.katex').first().waitFor();
    await expectShownLiterally(page, [texts.resultTitle, texts.question, texts.option, texts.explanation], dialogs);
    await screenshot(page, 'xss-result');
  });

  it('shows the exam screen with the payloads as text', async () => {
    const { page, baseUrl } = env;
    watch(page);
    await signIn(page, baseUrl, DEMO_ACCOUNTS.candidate.email, DEMO_ACCOUNTS.candidate.password);
    await expectShownLiterally(page, [texts.title], dialogs);
    await screenshot(page, 'xss-dashboard');
    await startFromDashboard(page, baseUrl, 'XTITLE');
    await expectShownLiterally(page, [texts.question, texts.option], dialogs);
    await screenshot(page, 'xss-exam');
  });

  it('writes the payloads into server PDFs as text', async () => {
    const { baseUrl } = env;
    const token = await tokenOf(baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const exports: [string, string[]][] = [
      ['/Export/quizTopics/pdf', [texts.title]],
      [`/Export/questions/pdf?quizTopicId=${quizTopicId}`, [texts.question, texts.option]],
      ['/Export/categories/pdf', [texts.category]],
      ['/Export/faq/pdf', [texts.faqTitle]],
      ['/Export/contacts/pdf', [texts.contactName]],
      ['/Export/users/pdf', [texts.candidateName]],
    ];
    for (const [path, shown] of exports) {
      const response = await fetch(`${baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status, path).toBe(200);
      const text = pdfText(Buffer.from(await response.arrayBuffer())).replace(/\s+/g, '');
      for (const literal of shown) expect(text, `${path} holds ${literal}`).toContain(literal.replace(/\s+/g, ''));
    }
  });

  it('escapes the payloads in the welcome e-mail, which shows them as text when opened', async () => {
    const { page } = env;
    watch(page);
    const raw = await smtp.waitFor((m) => m.includes(candidate.email));
    const decoded = mailText(raw);
    const html = decoded.slice(decoded.indexOf('<!doctype html>'), decoded.lastIndexOf('</html>') + 7);
    expect(html).toContain('&lt;img src=x onerror=');
    expect(html).not.toMatch(/<img src=x|<script>window|<svg onload/);
    await page.setContent(html);
    await expectShownLiterally(page, [texts.mailHeader, texts.mailBody, texts.candidateName, texts.siteTitle], dialogs);
    await screenshot(page, 'xss-welcome-mail');
  });
});
