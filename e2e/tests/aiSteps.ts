// The shared steps of the AI browser tests (issue 8): the provider stand-in beside the server, sign-in,
// held provider answers and the screenshots at 1280 and 375 px.
import { startAiStandIn, type AiStandIn, type AiStandInReply } from '@assessly/server/test/helpers/aiStandIn';
import { DEMO_ACCOUNTS } from '@assessly/shared';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { expectNoSeriousAxeViolations, pageWidth, screenshot, settle, signIn } from '../harness/browser';
import { useE2eEnvironment, type E2eEnvironment } from '../harness/setup';
import { adminApi, type AdminApi } from './questionFixtures';

/** A translation with its {{placeholders}} filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

export interface AiE2eState {
  /** The stand-in, once the calling describe's first beforeAll has run. */
  ai: AiStandIn;
  env: E2eEnvironment;
  /** The demo admin's API, once the server is up. */
  api: AdminApi;
  /**
   * The next provider answers wait until the returned release() is called, then come as usual. Answers
   * still held when a test ends are let go.
   */
  holdReplies: () => () => void;
}

/**
 * For the calling describe: the provider stand-in, started before the server so that the server's SDKs
 * reach it over HTTP (GEMINI_/OPENAI_ keys and base URLs), closed after, and the demo admin's API. After
 * each test held answers are let go and the stand-in answers normally again.
 */
export function useAiE2eEnvironment(): AiE2eState {
  let releaseHeld = () => {};
  const state = {} as AiE2eState;
  beforeAll(async () => {
    state.ai = await startAiStandIn();
  });
  afterAll(async () => state.ai?.close());
  state.env = useE2eEnvironment(() => ({
    GEMINI_API_KEY: state.ai.apiKey,
    GEMINI_BASE_URL: state.ai.geminiBaseUrl,
    OPENAI_API_KEY: state.ai.apiKey,
    OPENAI_BASE_URL: state.ai.openAiBaseUrl,
  }));
  beforeAll(async () => {
    state.api = await adminApi(state.env.baseUrl);
  });
  afterEach(() => {
    releaseHeld();
    state.ai?.setReply(null);
  });
  state.holdReplies = () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    releaseHeld = release;
    state.ai.setReply(async (request): Promise<AiStandInReply> => {
      await gate;
      return state.ai.defaultReply(request);
    });
    return release;
  };
  return state;
}

/** Signs the demo admin in (as the sign-in form does) and opens `path`. */
export async function signInAsAdmin(env: E2eEnvironment, path = '/dashboard') {
  await signIn(env.page, env.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, path);
}

/**
 * A screenshot with the window as tall as the page, so that sticky bars sit where a person sees them
 * (a full-page capture of a scrolled window leaves them mid-page); axe on the same screen.
 */
export async function tallShot(page: Page, name: string, width: number, tall = true) {
  await page.setViewportSize({ width, height: 800 });
  await settle(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (tall) await page.setViewportSize({ width, height: Math.min(Math.max(height, 800), 4000) });
  await screenshot(page, name);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width, height: 800 });
}

/**
 * Screenshots at 1280 and 375 px (nothing wider than the phone), axe at both, back at 1280. A dialog
 * (tall = false) is shot in an 800 px window: on a phone it fills the screen.
 */
export async function shots(page: Page, name: string, tall = true) {
  await tallShot(page, `${name}-1280`, 1280, tall);
  await tallShot(page, `${name}-375`, 375, tall);
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}
