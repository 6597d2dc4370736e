/**
 * Cold loads in headless Chromium for bench/web-exam: every load in a new browser context (its own
 * empty cache, cookies and storage, like a new profile), the time from the navigation's start until a
 * text is on the screen, measured in the page (performance.now() at the first animation frame after
 * the element appeared with its text), and the JavaScript the page fetched.
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** The e2e harness's flags (e2e/harness/browser.ts), so the bench runs Chromium as the browser tests do. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath} (set CHROMIUM_PATH)`);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

export interface ScriptLoad {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface ColdLoad {
  /** From the navigation's start to the frame that showed the text (in the page). */
  shownMs: number;
  /** The same seen from here: goto() until Playwright saw the element visible. */
  wallMs: number;
  scripts: ScriptLoad[];
}

/**
 * Page scripts as text: this file is compiled without the DOM's types, and tsx would wrap named inner
 * functions in a helper the page does not have. Marks the moment `selector` first has text (the frame
 * after it appeared) as window.__benchShown, in ms from the navigation's start.
 */
const markWhenShown = (selector: string) => `(() => {
  const check = () => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (window.__benchShown !== undefined || !el || !el.textContent.trim()) return;
    window.__benchShown = -1;
    observer.disconnect();
    requestAnimationFrame(() => { window.__benchShown = performance.now(); });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

const writeStorage = (items: Record<string, string>) => `(() => {
  const items = ${JSON.stringify(items)};
  for (const [key, value] of Object.entries(items)) {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }
})();`;

/**
 * One cold load of `url` until `selector` shows `expected`. `storage` is written to localStorage before
 * the page's own scripts run (the signed-in candidate's token and the started attempt, as the web keeps them).
 */
export async function coldLoad(
  browser: Browser,
  url: string,
  selector: string,
  expected: RegExp,
  storage: Record<string, string> = {},
): Promise<ColdLoad> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: writeStorage(storage) });
    await page.addInitScript({ content: markWhenShown(selector) });
    const bodies: Promise<ScriptLoad | null>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const shown = page.locator(selector).filter({ hasText: expected }).first();
    await shown.waitFor({ state: 'visible', timeout: 60_000 });
    const wallMs = performance.now() - started;
    await page.waitForFunction('(window.__benchShown ?? -1) > 0', undefined, { timeout: 10_000 });
    const shownMs = (await page.evaluate('window.__benchShown')) as number;
    // Wait for the network to go quiet so every script the screen loads on its own is counted.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const scripts = (await Promise.all(bodies)).filter((s): s is ScriptLoad => s !== null);
    return { shownMs, wallMs, scripts };
  } finally {
    await context.close().catch(() => undefined);
  }
}
