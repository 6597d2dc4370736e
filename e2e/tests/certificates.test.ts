// Certificates (spec 001 §2 "Certificate templates", "Certificate view", §5, §6, §9; issue 5): the admin
// designs a template with an uploaded background through the dialog, edits and previews it (raw
// placeholders); the demo candidate passes an assessment that uses it, opens the certificate with their
// own data, downloads the landscape Certificate.pdf and reads its text; the public verification page
// confirms name, assessment and date only; a failed attempt's certificate is refused.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO_ACCOUNTS,
  LANGUAGE_STORAGE_KEY,
  type CertificateTemplate,
  type QuizTopic,
  type UserInfo,
} from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SCREENSHOT_DIR,
  expectNoRawTranslationKeys,
  expectNoSeriousAxeViolations,
  inputByTestId,
  screenshot,
  settle,
  signIn,
} from '../harness/browser';
import { useE2eEnvironment } from '../harness/setup';
import { candidateApi, fixtures, signInCandidate, viewportScreenshot } from './candidateExamFixtures';
import { longDate, noSideScroll, pdfStreams, sheetText } from './certificateSteps';
import { solidPng } from './examSteps';

const en = translations.en;
const c = en.certificates;
const { admin } = DEMO_ACCOUNTS;
const TITLE = 'E2E Certificate of Achievement';
const QUIZ = 'Cert Physics';

describe('Certificates', () => {
  const env = useE2eEnvironment();
  const signInAdmin = () => signIn(env.page, env.baseUrl, admin.email, admin.password);
  let templateId = 0;
  let certificateNumber = '';

  it('creates a template with an uploaded background through the dialog, lists and edits it', async () => {
    const { page, baseUrl } = env;
    await signInAdmin();
    await page.goto(`${baseUrl}/report/template`);
    // The list (the demo data may bring a template of its own) or its empty state.
    await page.locator('[data-testid="templates-row"], [data-testid="templates-empty"]').first().waitFor();
    await page.getByTestId('template-new').click();
    const dialog = page.getByTestId('template-dialog');
    // Required fields first (spec 001 §5).
    await page.getByTestId('template-dialog-submit').click();
    await expect.poll(() => dialog.getByText(en.messages.required).count()).toBe(3);

    await inputByTestId(page, 'template-title').fill(TITLE);
    await inputByTestId(page, 'template-heading').fill('Presented to [fullName]');
    // The chips insert at the cursor.
    const mainText = page.getByTestId('template-main-text');
    await mainText.fill('For passing  with [userObtainedQuizMark] marks.');
    await mainText.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(12, 12));
    await page.getByTestId('template-placeholder-quizTitle').click();
    await expect.poll(() => mainText.inputValue()).toBe('For passing [quizTitle] with [userObtainedQuizMark] marks.');
    await inputByTestId(page, 'template-publish-date').fill('2025-05-05');
    await inputByTestId(page, 'template-right-signature-text').fill('Dana Dean');

    // Images only, checked in the browser before any upload.
    const signature = page.getByTestId('template-image-rightSignatureImagePath-input');
    await signature.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect
      .poll(() => page.getByTestId('template-image-rightSignatureImagePath-message').innerText())
      .toBe(en.messages.onlyImageFile);
    const png = solidPng(297, 210, [250, 244, 228]);
    await page
      .getByTestId('template-image-backgroundImagePath-input')
      .setInputFiles({ name: 'paper.png', mimeType: 'image/png', buffer: png });
    const thumbnail = page.getByTestId('template-image-backgroundImagePath-preview');
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/upload\/.+\.png$/);
    await page
      .getByTestId('template-image-topLeftImagePath-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(60, 60, [11, 61, 145]) });
    await page.getByTestId('template-image-topLeftImagePath-preview').waitFor();
    // The refused file left the field as it was: a picture is still accepted.
    await signature.setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: solidPng(160, 40, [20, 20, 60]) });
    await page.getByTestId('template-image-rightSignatureImagePath-preview').waitFor();
    await page
      .getByTestId('template-image-bottomMiddleImagePath-input')
      .setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: solidPng(70, 70, [180, 140, 40]) });
    await page.getByTestId('template-image-bottomMiddleImagePath-preview').waitFor();
    // The miniature follows the fields.
    expect(await page.getByTestId('template-preview').getByTestId('certificate-title').innerText()).toBe(
      TITLE.toUpperCase(),
    );
    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);
    const content = dialog.locator('.MuiDialogContent-root');
    await content.evaluate((el) => el.scrollTo(0, 0));
    await viewportScreenshot(page, 'certificate-template-dialog-1280');
    await content.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await viewportScreenshot(page, 'certificate-template-dialog-images-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await content.evaluate((el) => el.scrollTo(0, 0));
    await viewportScreenshot(page, 'certificate-template-dialog-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('template-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('notice').innerText()).toContain(en.messages.successfullySaved);

    const row = page.getByTestId('templates-row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.innerText()).toContain('Presented to [fullName]');
    const { call } = (await fixtures(baseUrl)).admin;
    const list = (await call<CertificateTemplate[]>('GET', '/Quiz/GetCertificateTemplateList')).data;
    const saved = list.find((t) => t.title === TITLE)!;
    templateId = saved.certificateTemplateId;
    expect(saved).toMatchObject({
      publishDate: '2025-05-05',
      backgroundColor: '#FFFFFF',
      rightSignatureText: 'Dana Dean',
    });
    expect(saved.backgroundImagePath).toBeTruthy();

    // Edit: the dialog opens with the saved values; the list shows the change.
    await page.getByTestId(`template-edit-${templateId}`).click();
    const heading = inputByTestId(page, 'template-heading');
    await expect.poll(() => heading.inputValue()).toBe('Presented to [fullName]');
    await heading.fill('This certificate is awarded to [fullName]');
    await page.getByTestId('template-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await row.filter({ hasText: 'This certificate is awarded to [fullName]' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'certificate-templates-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await settle(page);
    await expect.poll(() => noSideScroll(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'certificate-templates-375');
  });

  it('previews a template without pictures in its colour, then deletes it after asking', async () => {
    const { page, baseUrl } = env;
    const { call } = (await fixtures(baseUrl)).admin;
    const made = await call<{ certificateTemplateId: number }>('POST', '/Quiz/CreateCertificateTemplate', {
      title: 'E2E Old template',
      heading: 'Awarded to [fullName]',
      mainText: 'For completing [quizTitle] in [timeTaken] minutes.\nAttempt [attemptCount].',
      backgroundColor: '#0B3D91',
      leftSignatureText: 'Ada Admin\nExaminer',
    });
    await signInAdmin();
    await page.goto(`${baseUrl}/report/certificates?templateId=${made.data.certificateTemplateId}`);
    await page.getByTestId('certificate-sheet').waitFor();
    // White text on a dark colour.
    expect(await page.getByTestId('certificate-title').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(255, 255, 255)',
    );
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'certificate-colour-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await settle(page);
    await expect.poll(() => noSideScroll(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'certificate-colour-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`${baseUrl}/report/template`);
    await page.getByTestId(`template-delete-${made.data.certificateTemplateId}`).click();
    await page.getByTestId('template-delete').getByText(en.messages.deleteConfirmMessage).waitFor();
    await page.getByTestId('template-delete-confirm').click();
    await page.getByTestId('templates-row').filter({ hasText: 'E2E Old template' }).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('notice').innerText()).toContain(en.messages.successfullyDeleted);
  });

  it('the templates screen and its dialog read in Spanish', async () => {
    const { page, baseUrl } = env;
    const es = translations.es;
    await page.goto(`${baseUrl}/signIn`);
    await page.evaluate((key) => localStorage.setItem(key, 'es'), LANGUAGE_STORAGE_KEY);
    await signInAdmin();
    await page.goto(`${baseUrl}/report/template`);
    await page.getByTestId('templates-row').first().waitFor();
    expect(await page.getByTestId('page-title').innerText()).toBe(es.pages.template);
    await page.getByTestId('template-new').click();
    const dialog = page.getByTestId('template-dialog');
    await dialog.getByText(es.certificates.newTemplate).waitFor();
    await dialog.getByText(es.certificates.placeholdersHelp).waitFor();
    await expectNoRawTranslationKeys(page);
    await expectNoSeriousAxeViolations(page);
    await viewportScreenshot(page, 'certificate-template-dialog-es-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await viewportScreenshot(page, 'certificate-template-dialog-es-375');
  });

  it('previews the template for the admin with the placeholders as written', async () => {
    const { page, baseUrl } = env;
    await signInAdmin();
    await page.goto(`${baseUrl}/report/template`);
    // Spec 001 §7: viewing opens the certificate in a new window.
    const opened = page.context().waitForEvent('page');
    await page.getByTestId(`template-view-${templateId}`).click();
    const popup = await opened;
    await popup.waitForURL(
      (url) => url.pathname === '/report/certificates' && url.search === `?templateId=${templateId}`,
    );
    expect(new URL(page.url()).pathname).toBe('/report/template');
    await popup.setViewportSize({ width: 1280, height: 800 });
    await checkPreview(popup);
    await popup.close();
  });

  /** The admin's preview: the raw template, its number, no verification link or code. */
  async function checkPreview(page: Page) {
    await page.getByTestId('certificate-sheet').waitFor();
    expect(await sheetText(page, 'heading')).toBe('This certificate is awarded to [fullName]');
    expect(await sheetText(page, 'main-text')).toBe('For passing [quizTitle] with [userObtainedQuizMark] marks.');
    expect(await sheetText(page, 'published')).toBe(`Published on ${longDate('2025-05-05')}`);
    expect(await sheetText(page, 'rightSignatureText')).toBe('Dana Dean');
    expect(await page.getByTestId('certificate-verify-url').count()).toBe(0);
    expect(await page.getByTestId('certificate-verification-code').count()).toBe(0);
    expect(await sheetText(page, 'number')).toBe(`Certificate No. CERT-${String(templateId).padStart(2, '0')}`);
    const background = await page
      .getByTestId('certificate-sheet')
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toMatch(/\/upload\/.+\.png/);
    await page.getByTestId('certificate-raw-note').waitFor();
    await page.getByTestId('certificate-pdf').waitFor();
    await expectNoSeriousAxeViolations(page);
    await expectNoRawTranslationKeys(page);
    await screenshot(page, 'certificate-preview-1280');
  }

  describe('issued to the candidate', () => {
    let userId = 0;
    let passed = 0;
    let failed = 0;
    beforeAll(async () => {
      const f = await fixtures(env.baseUrl);
      const quiz = await f.quiz({ quizTitle: QUIZ, quizTotalMarks: 10, quizPassMarks: 5, allowMultipleAttempt: true }, [
        { questionDetail: 'Is light faster than sound?', optionA: 'Yes', optionB: 'No', correctOption: ['A'] },
      ]);
      // Attach the template as an admin would: stop the live assessment, update it, take it live again.
      await f.stop(quiz.quizTopicId);
      const current = (await f.admin.call<QuizTopic>('GET', `/Quiz/GetSingleQuiz/${quiz.quizTopicId}`)).data;
      const updated = await f.admin.call('PUT', '/Quiz/UpdateQuizTopic', {
        ...current,
        certificateTemplateId: templateId,
      });
      expect(updated.status).toBe(200);
      expect((await f.admin.call('PUT', '/Quiz/StartQuiz', { quizTopicId: quiz.quizTopicId })).status).toBe(200);
      const candidate = await candidateApi(env.baseUrl);
      userId = (await candidate.call<UserInfo>('GET', '/User/GetCurrentUserInfo')).data.userId;
      const question = quiz.questionIds[0]!;
      failed = await candidate.takeAndFinish(quiz.quizTopicId, { [question]: { userAnswer: 'No' } });
      passed = await candidate.takeAndFinish(quiz.quizTopicId, { [question]: { userAnswer: 'Yes' } });
    }, 120_000);
    const link = (attemptId: number) =>
      `${env.baseUrl}/report/certificates?templateId=${templateId}&userId=${userId}&attemptId=${attemptId}`;

    it('shows the candidate their own data and downloads a landscape Certificate.pdf with its text', async () => {
      const { page, baseUrl } = env;
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      await signInCandidate(page, baseUrl);
      await page.goto(link(passed));
      await page.getByTestId('certificate-sheet').waitFor();
      expect(await sheetText(page, 'heading')).toBe('This certificate is awarded to Cara Candidate');
      expect(await sheetText(page, 'main-text')).toBe(`For passing ${QUIZ} with 10 marks.`);
      // Spec 001 §9: the number is the prefix and the two-digit template id; the verification code beside it.
      const number = await sheetText(page, 'number');
      expect(number).toBe(`Certificate No. CERT-${String(templateId).padStart(2, '0')}`);
      const code = (await sheetText(page, 'verification-code')).replace('Verification code: ', '');
      expect(code).toMatch(/^[A-Z0-9]{10}$/);
      certificateNumber = `${number.replace('Certificate No. ', '')}-${code}`;
      expect(await sheetText(page, 'verify-url')).toBe(`${baseUrl}/verify/${certificateNumber}`);
      expect(await page.getByTestId('certificate-raw-note').count()).toBe(0);
      await expectNoSeriousAxeViolations(page);
      await expectNoRawTranslationKeys(page);
      await screenshot(page, 'certificate-issued-1280');

      // 960 px and wider only, following the window.
      const button = page.getByTestId('certificate-pdf');
      await page.setViewportSize({ width: 959, height: 800 });
      await button.waitFor({ state: 'detached' });
      await page.getByTestId('certificate-pdf-hint').waitFor();
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(scripts.filter((s) => /\/(certificatePdf|jspdf)/.test(s))).toEqual([]);
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await button.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Certificate.pdf');
      expect(scripts.some((s) => s.includes('/certificatePdf-'))).toBe(true);
      const bytes = readFileSync((await file.path())!);
      // Kept next to the screenshots (gitignored) for a look at the page.
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      writeFileSync(join(SCREENSHOT_DIR, 'certificate.pdf'), bytes);
      const pdf = bytes.toString('latin1');
      expect(pdf.startsWith('%PDF')).toBe(true);
      // One landscape A4 page (841.89 x 595.28 points) holding the picture and the text layer.
      const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf)!;
      expect(Number(box[1])).toBeGreaterThan(Number(box[2]));
      expect((pdf.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length).toBe(1);
      expect(pdf).toMatch(/\/Subtype\s*\/Image/);
      const text = pdfStreams(bytes);
      expect(text).toContain('Cara Candidate');
      expect(text).toContain(QUIZ);
      expect(text).toContain(`Certificate No. ${certificateNumber.slice(0, -11)}`);
      expect(text).toContain(`Verification code: ${certificateNumber.slice(-10)}`);

      // A phone: the certificate keeps its proportions inside the screen; no PDF button.
      await page.setViewportSize({ width: 375, height: 800 });
      await settle(page);
      await button.waitFor({ state: 'detached' });
      await expect.poll(() => noSideScroll(page)).toBeLessThanOrEqual(375);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'certificate-issued-375');
    });

    it('shows certificateNotEarned for a failed attempt, with a way back to the results', async () => {
      const { page, baseUrl } = env;
      await signInCandidate(page, baseUrl);
      await page.goto(link(failed));
      const panel = page.getByTestId('certificate-not-earned');
      await panel.waitFor();
      expect(await panel.innerText()).toContain(en.messages.certificateNotEarned);
      expect(await page.getByTestId('certificate-sheet').count()).toBe(0);
      await expectNoSeriousAxeViolations(page);
      await page.getByTestId('certificate-back').click();
      await page.waitForURL((url) => url.pathname === '/report/students');
    });

    it('reads in Spanish', async () => {
      const { page, baseUrl } = env;
      const es = translations.es.certificates;
      await signInCandidate(page, baseUrl, 'es');
      await page.goto(link(passed));
      await page.getByTestId('certificate-sheet').waitFor();
      expect(await sheetText(page, 'published')).toBe(`Publicado el ${longDate('2025-05-05', 'es')}`);
      expect(await page.getByTestId('certificate-pdf').innerText()).toBe(es.downloadPdf);
      await expectNoRawTranslationKeys(page);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'certificate-issued-es-1280');
      await page.setViewportSize({ width: 375, height: 800 });
      await settle(page);
      await screenshot(page, 'certificate-issued-es-375');
    });

    it('the public verification page confirms name, assessment and date, and nothing else', async () => {
      const { page, baseUrl } = env;
      await page.goto(`${baseUrl}/verify/${certificateNumber}`);
      const valid = page.getByTestId('verify-valid');
      await valid.waitFor();
      expect(await valid.getByRole('heading', { level: 1 }).innerText()).toBe(c.validTitle);
      expect(await page.getByTestId('verify-name').innerText()).toBe('Cara Candidate');
      expect(await page.getByTestId('verify-assessment').innerText()).toBe(QUIZ);
      const today = new Date().toISOString().slice(0, 10);
      expect(await page.getByTestId('verify-date').innerText()).toBe(longDate(today));
      expect(await valid.locator('dd').count()).toBe(3);
      const shown = await page.locator('main').innerText();
      for (const hidden of [DEMO_ACCOUNTS.candidate.email, certificateNumber, 'marks', 'Dana Dean'])
        expect(shown).not.toContain(hidden);
      await expectNoSeriousAxeViolations(page);
      await expectNoRawTranslationKeys(page);
      await screenshot(page, 'certificate-verify-1280');
      await page.setViewportSize({ width: 375, height: 800 });
      await settle(page);
      await expect.poll(() => noSideScroll(page)).toBeLessThanOrEqual(375);
      await screenshot(page, 'certificate-verify-375');

      // An unknown number: said on this page, no redirect to the app's 404 screen.
      await page.goto(`${baseUrl}/verify/CERT-99-NOSUCHNUMBER`);
      await page.getByTestId('verify-unknown').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(c.unknownTitle);
      expect(new URL(page.url()).pathname).toBe('/verify/CERT-99-NOSUCHNUMBER');
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'certificate-verify-unknown-375');
    });

    it('the verification page reads in Bengali', async () => {
      const { page, baseUrl } = env;
      await page.goto(`${baseUrl}/signIn`);
      await page.evaluate((key) => localStorage.setItem(key, 'bn'), LANGUAGE_STORAGE_KEY);
      await page.goto(`${baseUrl}/verify/${certificateNumber}`);
      await page.getByTestId('verify-valid').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(translations.bn.certificates.validTitle);
      await expectNoRawTranslationKeys(page);
      await expectNoSeriousAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await settle(page);
      await screenshot(page, 'certificate-verify-bn-375');
    });
  });
});
