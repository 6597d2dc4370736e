import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Page } from 'playwright-core';
import { closeSharedBrowser, launch, screenshot, settle, type LaunchedBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface E2eEnvironment {
  server: RunningServer;
  baseUrl: string;
  browser: LaunchedBrowser;
  page: Page;
  /** Uncaught page errors of the current test (printed when the test fails). */
  pageErrors: string[];
}

/**
 * Registers the hooks of one test file: one server (fresh database) for the file, and a fresh
 * browser profile (empty localStorage) for every test. On a failure the page is saved as
 * e2e/screenshots/failed-<test name>.png. `extraEnv` (optional) adds server environment variables,
 * read when the server starts (after the file's earlier beforeAll hooks, e.g. a stand-in's URL).
 */
export function useE2eEnvironment(extraEnv?: () => Record<string, string>): E2eEnvironment {
  const env = { pageErrors: [] as string[] } as E2eEnvironment;
  beforeAll(async () => {
    env.server = await startServer(extraEnv?.());
    env.baseUrl = env.server.baseUrl;
  }, 120_000);
  afterAll(async () => {
    await closeSharedBrowser();
    await env.server?.stop();
  });
  beforeEach(async () => {
    const pageErrors: string[] = [];
    env.pageErrors = pageErrors;
    env.browser = await launch();
    env.page = env.browser.page;
    // This test's list: the page outlives the test by a moment (launch closes it when the next one starts).
    env.page.on('pageerror', (error) => pageErrors.push(String(error)));
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && env.page) {
      const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await screenshot(env.page, `failed-${name}`).catch(() => undefined);
      if (env.pageErrors.length > 0)
        console.error(`Page errors during "${context.task.name}":\n${env.pageErrors.join('\n')}`);
    }
    // Only the app's documents: a YouTube frame's own policy is not ours to keep.
    const origin = env.baseUrl ? new URL(env.baseUrl).origin : '';
    const violations = (env.browser?.cspViolations ?? []).filter((line) => origin && line.includes(origin));
    if (violations.length > 0) {
      throw new Error(`Content-Security-Policy violations during "${context.task.name}":\n${violations.join('\n')}`);
    }
  });
  return env;
}

/** The drawer's menu list; opens the drawer with the toggle when it is closed. */
export async function openDrawerMenu(page: Page) {
  const menu = page.getByTestId('drawer-menu');
  // Wait for the shell to render before deciding whether the drawer is open.
  await page.getByTestId('app-bar').waitFor({ state: 'visible' });
  await settle(page);
  // The toggle flips the drawer. Right after a resize the drawer can still be switching between its phone and
  // desktop forms, so a "not visible" read may be stale and the press may close it: look again after each press.
  for (let attempt = 0; attempt < 3 && !(await menu.isVisible()); attempt++) {
    await page.getByTestId('drawer-toggle').click();
    await menu.waitFor({ state: 'visible', timeout: 4_000 }).catch(() => undefined);
  }
  await menu.waitFor({ state: 'visible' });
  return menu;
}

/** The visible text of every link in the drawer's menu list, in order. */
export async function drawerLinkNames(page: Page): Promise<string[]> {
  const menu = await openDrawerMenu(page);
  // Menus are fetched after the shell renders: wait for at least one link.
  await menu.getByRole('link').first().waitFor({ state: 'visible' });
  return (await menu.getByRole('link').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}
