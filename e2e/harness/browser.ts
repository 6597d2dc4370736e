import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import ExcelJS from 'exceljs';
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEYS } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { ROOT_DIR } from './server';

const require = createRequire(import.meta.url);
export const SCREENSHOT_DIR = join(ROOT_DIR, 'e2e/screenshots');
const CHROMIUM_ARGS = [
  // Two test files share two cores, each with its Chromium, server and test process: V8's helper threads
  // and a separate GPU process only add contention there (about a tenth of Chromium's CPU in a measured
  // sample of page loads, screenshots and axe runs).
  '--js-flags=--single-threaded',
  '--in-process-gpu',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  context: BrowserContext;
  /** This test's tab, the only open one of the context. */
  page: Page;
  /**
   * Content-Security-Policy violations reported by any page or frame of the context, each with the
   * address of the document it happened in (useE2eEnvironment fails the test on those of the app).
   */
  cspViolations: string[];
}

/** Marks the console lines of the init script below. */
const CSP_MARK = '[csp-violation]';

/**
 * Runs in every document before its own scripts: a blocked script, style, image, frame, form target or
 * eval raises securitypolicyviolation (even when the page catches the error), and the line it prints
 * reaches the test through the console.
 */
function reportCspViolations(mark: string) {
  window.addEventListener(
    'securitypolicyviolation',
    (e) => {
      const where = e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber})` : '';
      console.error(`${mark} ${e.effectiveDirective} refused ${e.blockedURI || 'inline'}${where} in ${e.documentURI}`);
    },
    true,
  );
}

let shared: Promise<Browser> | null = null;

/** One Chromium per test file (its process), started on first use: starting it is the slow part. */
function sharedBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: run "node scripts/ensure-chromium.mjs" or set CHROMIUM_PATH`,
    );
  }
  shared ??= chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  return shared;
}

/**
 * The file's browser context, kept from test to test so that its HTTP cache and compiled scripts are too:
 * a page of the app loaded into an empty cache took about four times the CPU of a warm load (88 files
 * fetched, decompressed and compiled), and every test began with one. What a test leaves that the app
 * could read (storage of every origin it opened, cookies, permissions, offline mode, routes) is cleared
 * before the next one starts (resetContext), so each test still starts like a new visitor.
 */
interface FileContext {
  context: BrowserContext;
  /** Origins whose documents were opened: the ones that may hold storage. */
  origins: Set<string>;
  /** Where CSP violations of the current test go. */
  violations: { current: string[] };
}

let fileContext: Promise<FileContext> | null = null;

async function openFileContext(): Promise<FileContext> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const state: FileContext = { context, origins: new Set(), violations: { current: [] } };
  await context.addInitScript(reportCspViolations, CSP_MARK);
  context.on('console', (message) => {
    const text = message.text();
    // Chromium's own "Refused to …" lines as well, in case a violation fires no event (e.g. in a worker).
    if (text.startsWith(CSP_MARK) || (message.type() === 'error' && /Content Security Policy/.test(text))) {
      state.violations.current.push(`${text} [${message.location().url}]`);
    }
  });
  context.on('request', (request) => {
    if (request.isNavigationRequest()) {
      const { origin } = new URL(request.url());
      if (origin.startsWith('http')) state.origins.add(origin);
    }
  });
  return state;
}

/** What one origin can keep for a visitor: everything but the HTTP cache. */
const ORIGIN_STORAGE =
  'cookies,local_storage,indexeddb,websql,cache_storage,service_workers,file_systems,shared_storage';

/** Clears what the last test left in the context; `page` is a fresh page of it (for the DevTools session). */
async function resetContext(state: FileContext, page: Page): Promise<void> {
  const { context } = state;
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await context.clearPermissions();
  await context.clearCookies();
  const session = await context.newCDPSession(page);
  try {
    for (const origin of state.origins)
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: ORIGIN_STORAGE });
  } finally {
    await session.detach();
  }
  state.origins.clear();
  state.violations.current = [];
}

/** Closes the file's Chromium (useE2eEnvironment calls it after the last test). */
export async function closeSharedBrowser(): Promise<void> {
  const browser = shared;
  const context = fileContext;
  shared = null;
  fileContext = null;
  if (context) await (await context).context.close().catch(() => undefined);
  if (browser) await (await browser).close().catch(() => undefined);
}

/**
 * A new visitor for one test: a new tab, 1280x800 (wide enough for the lock and fullscreen buttons), in
 * the file's headless Chromium, with nothing stored by earlier tests (see FileContext).
 */
export async function launch(): Promise<LaunchedBrowser> {
  fileContext ??= openFileContext();
  const state = await fileContext;
  const { context } = state;
  // The last test's tabs close only now, after this one opens: closing the site's last tab would end its
  // renderer process, which the new tab reuses warm.
  const earlier = context.pages();
  const page = await context.newPage();
  await Promise.all(earlier.map((p) => p.close().catch(() => undefined)));
  await resetContext(state, page);
  followResizes(page);
  const cspViolations = state.violations.current;
  return {
    context,
    page,
    cspViolations,
  };
}

/**
 * Makes `page.setViewportSize` return only once the app has laid itself out for the new width: the window
 * reports it and two frames have passed. Layouts chosen in script (MUI's useMediaQuery re-renders on the
 * media query's change event, charts resize from a ResizeObserver) follow a resize a moment later, and a
 * test measuring at once could still see the old layout on a busy machine.
 */
function followResizes(page: Page) {
  const resize = page.setViewportSize.bind(page);
  page.setViewportSize = async (size) => {
    await resize(size);
    await page
      .evaluate(
        (width) =>
          new Promise<void>((resolve) => {
            const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
            const check = () => (window.innerWidth === width ? twoFrames() : requestAnimationFrame(check));
            check();
            setTimeout(resolve, 5_000);
          }),
        size.width,
      )
      .catch(() => undefined);
  };
}

/** Signs in through the SignIn screen and waits for the dashboard (signin.test.ts; other tests use signIn). */
export async function signInThroughUi(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/signIn`);
  await inputByTestId(page, 'signin-email').fill(email);
  await inputByTestId(page, 'signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
}

/**
 * Signs in as the sign-in form does (apps/web/src/session/signIn.ts: GetLoginInfo, the session kept in
 * localStorage, then CreateLoginHistory from the browser, whose code sign-out closes) and opens `path`, in
 * `language` when given (kept as the language menu keeps it).
 * For tests of other screens: the form is signin.test.ts's subject, and loading it and the dashboard
 * before the test's own screen cost about 4 s of CPU per sign-in on the CI machine.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  path = '/dashboard',
  language?: string,
): Promise<void> {
  // Any document of the site, for its localStorage: the favicon is the lightest.
  await page.goto(`${baseUrl}/favicon.svg`);
  // No functions declared inside: a transpiler's helpers (esbuild's __name) do not exist in the page.
  const failure = await page.evaluate(
    async ({ email, password, language, languageKey, keys }) => {
      if (language) localStorage.setItem(languageKey, language);
      const json = { 'content-type': 'application/json' };
      // Switching accounts: the form closes the previous session first (signOutQuietly).
      const previous = localStorage.getItem(keys.token);
      if (previous) {
        const code = encodeURIComponent(localStorage.getItem(keys.logCode) ?? 'none');
        await fetch(`/api/User/UpdateLoginHistory/${code}`, { headers: { authorization: `Bearer ${previous}` } });
        for (const key of Object.values(keys)) localStorage.removeItem(key);
      }
      const login = await fetch('/api/User/GetLoginInfo', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password }),
      });
      if (login.status !== 200) return `GetLoginInfo answered ${login.status}`;
      const { token, expiresAt, obj } = (await login.json()) as { token: string; expiresAt: string; obj: unknown };
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.expiresAt, expiresAt);
      localStorage.setItem(keys.user, JSON.stringify(obj));
      const history = await fetch('/api/User/CreateLoginHistory', {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ locationInfo: Intl.DateTimeFormat().resolvedOptions().timeZone }),
      });
      if (history.status !== 200) return `CreateLoginHistory answered ${history.status}`;
      localStorage.setItem(keys.logCode, String(((await history.json()) as { responseMsg: unknown }).responseMsg));
      return null;
    },
    { email, password, language, languageKey: LANGUAGE_STORAGE_KEY, keys: SESSION_STORAGE_KEYS },
  );
  if (failure) throw new Error(`signing in ${email} failed: ${failure}`);
  await page.goto(`${baseUrl}${path}`);
}

/** The input behind a test id, whether the id sits on the <input> itself or on its MUI TextField wrapper. */
export function inputByTestId(page: Page, testId: string) {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

export async function localStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/**
 * Waits until the page's finite CSS animations and transitions (fades, snackbars, dialogs) have finished,
 * so that screenshots and axe's colour-contrast checks see the screen as a person does. Endless
 * animations (spinners, indeterminate progress bars) are ignored.
 */
export async function settle(page: Page, timeoutMs = 3_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: timeoutMs, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * The page's full width. Poll it: after a resize, charts and the shell's bar follow a moment later
 * (ResizeObserver callbacks are batched), so one immediate reading can still see the wider layout.
 */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The namespaces of the translation tables: a visible "signIn.title" means a key without a translation. */
const KEY_NAMESPACES = Object.keys(translations.en);

/** Fails when the page shows raw i18n keys (e.g. "signIn.createAccount") instead of translated text. */
export async function expectNoRawTranslationKeys(page: Page): Promise<void> {
  const found = await page.evaluate((namespaces) => {
    const pattern = new RegExp(`\\b(?:${namespaces.join('|')})\\.[A-Za-z][\\w]*`, 'g');
    const texts = [document.title, document.body.innerText];
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr);
        if (value) texts.push(value);
      }
    }
    return [...new Set(texts.flatMap((text) => text.match(pattern) ?? []))];
  }, KEY_NAMESPACES);
  if (found.length > 0) {
    throw new Error(`untranslated i18n keys shown on ${page.url()}: ${found.join(', ')}`);
  }
}

/** Saves a full-page screenshot as e2e/screenshots/<name>.png (gitignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Runs axe-core in the page; fails listing rule ids and targets of every serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await settle(page);
  const alreadyLoaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!alreadyLoaded) {
    // Evaluated through the DevTools protocol: an inline <script> tag would be refused by the app's CSP.
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  }
  const results = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  })) as AxeResults;
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    const lines = serious.map(
      (v) =>
        `- ${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .map(
            (n) =>
              `    ${JSON.stringify(n.target)}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
          )
          .join('\n'),
    );
    throw new Error(`axe found ${serious.length} serious/critical violation(s) on ${page.url()}:\n${lines.join('\n')}`);
  }
}

/** Clicks the download button with this test id and answers the saved file's suggested name and bytes. */
export async function downloadFile(page: Page, testId: string): Promise<{ name: string; data: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), data: readFileSync(await file.path()) };
}

/** The first sheet of an .xlsx file: `values(n)` is row n (1 = headings) as text cells. */
export async function xlsxSheet(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  return { sheet, values: (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map(String) };
}
