import { DEMO_ACCOUNTS, type AiGenerationResponse } from '@assessly/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { DB } from '../../src/db/database.js';
import { startAiStandIn, type AiStandIn, type AiStandInRequest } from './aiStandIn.js';
import { demoTokens } from './quizFixtures.js';
import { createTestApp, type DatabaseKind, type TestApp } from './testApp.js';

/** The shared setup of the AI tests (issue 8): the provider stand-in, an app that reaches it, and lookups. */

/** Both providers' keys and base URLs pointing at the stand-in. */
export function standInEnv(standIn: AiStandIn): Record<string, string> {
  return {
    OPENAI_API_KEY: standIn.apiKey,
    OPENAI_BASE_URL: standIn.openAiBaseUrl,
    GEMINI_API_KEY: standIn.apiKey,
    GEMINI_BASE_URL: standIn.geminiBaseUrl,
  };
}

export interface AiState {
  standIn: AiStandIn;
  t: TestApp;
}

/**
 * For the calling describe (its first beforeAll / afterAll): the stand-in and one app on a fresh database
 * that reaches it through both SDKs, `env` on top (models, limits, keys to replace). Before each test the
 * stand-in forgets its reply and the requests it saw.
 */
export function aiFixture(kind: DatabaseKind, env: Record<string, string> = {}): AiState {
  const state = {} as AiState;
  beforeAll(async () => {
    state.standIn = await startAiStandIn();
    state.t = await createTestApp(kind, { ...standInEnv(state.standIn), ...env });
  });
  afterAll(async () => {
    await state.t?.close();
    await state.standIn?.close();
  });
  beforeEach(() => {
    state.standIn.setReply(null);
    state.standIn.requests.length = 0;
  });
  return state;
}

export interface AiGenerationState extends AiState {
  tokens: { admin: string; candidate: string };
  adminId: number;
}

/** For the generation tests: as aiFixture with no rate limit in the way, the demo tokens and the demo admin's id. */
export function aiGenerationFixture(kind: DatabaseKind): AiGenerationState {
  const state = aiFixture(kind, { RATE_LIMIT_AI_PER_USER: '1000' }) as AiGenerationState;
  beforeAll(async () => {
    state.tokens = await demoTokens(state.t);
    state.adminId = await demoAdminId(state.t.db);
  });
  return state;
}

/** The last request the stand-in saw. */
export const lastRequest = (standIn: AiStandIn): AiStandInRequest => standIn.requests[standIn.requests.length - 1]!;

/** The stand-in answers this value as JSON text (a structured answer). */
export const replyJson = (standIn: AiStandIn, value: unknown) =>
  standIn.setReply(() => ({ text: JSON.stringify(value) }));

/** A generation's answer (fails the test unless 200). */
export function generated(res: LightMyRequestResponse): AiGenerationResponse {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AiGenerationResponse;
}

/** A 400's issues as `path:message` lines. */
export function issueLines(res: LightMyRequestResponse): string[] {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json().issues as { path: string; message: string }[]).map((i) => `${i.path}:${i.message}`);
}

/** Writes AI columns of the site settings row directly (keys, models, base URLs). */
export const setAiSettings = (db: DB, values: Record<string, string | null>) =>
  db.updateTable('site_settings').set(values).where('siteSettingsId', '=', 1).execute();

/** The user's usage rows, oldest first. */
export const usageOf = (db: DB, userId: number) =>
  db.selectFrom('ai_usage').selectAll().where('userId', '=', userId).orderBy('aiUsageId').execute();

/** The usage rows of one kind of call (their additionalDetail). */
export const usageWithDetail = (db: DB, detail: string) =>
  db.selectFrom('ai_usage').selectAll().where('additionalDetail', '=', detail).execute();

export async function demoAdminId(db: DB): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select('userId')
    .where('email', '=', DEMO_ACCOUNTS.admin.email)
    .executeTakeFirstOrThrow();
  return row.userId;
}

export async function quizTitleOf(db: DB, quizTopicId: number): Promise<string> {
  const row = await db
    .selectFrom('quiz_topic')
    .select('quizTitle')
    .where('quizTopicId', '=', quizTopicId)
    .executeTakeFirstOrThrow();
  return row.quizTitle;
}
