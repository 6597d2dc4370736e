import { createServer } from 'node:net';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/AppError.js';
import { callAi, type AiCall } from '../../src/modules/ai/aiClient.js';
import { questionsJsonSchema, QUESTIONS_SCHEMA_NAME } from '../../src/modules/ai/aiOutputShapes.js';
import { aiFixture, setAiSettings, usageOf } from '../helpers/aiFixtures.js';
import type { AiStandIn } from '../helpers/aiStandIn.js';
import { realAdmin } from '../helpers/quizFixtures.js';
import { testDatabases, type TestApp } from '../helpers/testApp.js';

const PROVIDERS = ['Open AI', 'Gemini AI'] as const;
const TEXT_CALL: AiCall = { detail: 'text', system: 'Write plain text.', prompt: 'A welcome line for the exam page' };

/** The AppError callAi threw (fails the test if it answered). */
async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** callAi against the stand-in: both SDKs over real HTTP, key resolution, usage rows and every failure. */
describe.each(testDatabases())('callAi on %s', (kind) => {
  const ai = aiFixture(kind, { OPENAI_MODEL: 'gpt-test-mini', GEMINI_MODEL: 'gemini-test-flash' });
  let standIn: AiStandIn;
  let t: TestApp;
  let userId: number;

  const usageRows = () => usageOf(t.db, userId);
  const setAi = (values: Record<string, string | null>) => setAiSettings(t.db, values);

  beforeAll(async () => {
    ({ standIn, t } = ai);
    ({ userId } = await realAdmin(t, 'ai-client@acme.test'));
  });
  beforeEach(async () => {
    const cleared = { Key: null, Model: null, BaseUrl: null };
    await setAi({
      ...Object.fromEntries(Object.entries(cleared).map(([k, v]) => [`openAi${k}`, v])),
      ...Object.fromEntries(Object.entries(cleared).map(([k, v]) => [`gemini${k}`, v])),
    });
  });

  it('Open AI: chat.completions with the system and user messages, Bearer key and model; the usage row keeps the tokens', async () => {
    standIn.setReply(() => ({ text: '  Welcome to the exam  ', promptTokens: 17, completionTokens: 5 }));
    const before = (await usageRows()).length;
    expect(await callAi(t.app, 'Open AI', TEXT_CALL, userId)).toBe('  Welcome to the exam  ');

    expect(standIn.requests).toHaveLength(1);
    const [seen] = standIn.requests;
    expect(seen).toMatchObject({ provider: 'openai', path: '/v1/chat/completions', model: 'gpt-test-mini' });
    expect(seen!.headers.authorization).toBe(`Bearer ${standIn.apiKey}`);
    expect(seen!.body.messages).toEqual([
      { role: 'system', content: TEXT_CALL.system },
      { role: 'user', content: TEXT_CALL.prompt },
    ]);
    expect(seen!.body.response_format).toBeUndefined();
    const rows = await usageRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows[rows.length - 1]).toMatchObject({
      id: expect.stringMatching(/^chatcmpl-standin-/),
      object: 'chat.completion',
      model: 'gpt-test-mini',
      promptTokens: 17,
      completionTokens: 5,
      totalTokens: 22,
      additionalDetail: 'text',
      userId,
    });
  });

  it('Gemini AI: generateContent with systemInstruction, x-goog-api-key and model; the usage row keeps the tokens', async () => {
    standIn.setReply(() => ({ text: 'Bienvenue', promptTokens: 11, completionTokens: 3 }));
    expect(await callAi(t.app, 'Gemini AI', TEXT_CALL, userId)).toBe('Bienvenue');

    const [seen] = standIn.requests;
    expect(seen).toMatchObject({
      provider: 'gemini',
      path: '/v1beta/models/gemini-test-flash:generateContent',
      model: 'gemini-test-flash',
      jsonSchema: null,
    });
    expect(seen!.headers['x-goog-api-key']).toBe(standIn.apiKey);
    expect(seen!.body.systemInstruction.parts).toEqual([{ text: TEXT_CALL.system }]);
    expect(seen!.body.contents).toEqual([{ role: 'user', parts: [{ text: TEXT_CALL.prompt }] }]);
    const rows = await usageRows();
    expect(rows[rows.length - 1]).toMatchObject({
      id: expect.stringMatching(/^standin-gemini-/),
      object: 'generateContent',
      model: 'gemini-test-flash',
      promptTokens: 11,
      completionTokens: 3,
      totalTokens: 14,
      additionalDetail: 'text',
    });
  });

  it.each(PROVIDERS)('%s: structured output sends the JSON schema and answers the JSON text', async (provider) => {
    const call: AiCall = {
      detail: 'questions quizTopicId=1',
      system: 'Write questions.',
      prompt: 'Count: 3\nQuestion type: trueFalse\nTopic: rivers',
      json: { name: QUESTIONS_SCHEMA_NAME, schema: questionsJsonSchema },
    };
    const parsed = JSON.parse(await callAi(t.app, provider, call, userId)) as { questions: { options: string[] }[] };
    expect(parsed.questions).toHaveLength(3);
    for (const q of parsed.questions) expect(q.options).toEqual(['True', 'False']);

    const [seen] = standIn.requests;
    expect(seen!.jsonSchema).toEqual(questionsJsonSchema);
    if (provider === 'Open AI') {
      expect(seen!.body.response_format).toEqual({
        type: 'json_schema',
        json_schema: { name: QUESTIONS_SCHEMA_NAME, strict: true, schema: questionsJsonSchema },
      });
    } else {
      expect(seen!.body.generationConfig).toMatchObject({ responseMimeType: 'application/json' });
    }
    const rows = await usageRows();
    expect(rows[rows.length - 1]!.additionalDetail).toBe('questions quizTopicId=1');
  });

  it.each(PROVIDERS)('%s: the key, model and base URL in the settings win over the environment', async (provider) => {
    const col = provider === 'Open AI' ? 'openAi' : 'gemini';
    await setAi({ [`${col}Key`]: 'sk-from-settings-wrong', [`${col}Model`]: 'model-from-settings' });

    const error = await failureOf(callAi(t.app, provider, TEXT_CALL, userId));
    expect(error.code).toBe('aiKeyRejected');
    expect(error.options.params).toEqual({ provider });
    const [seen] = standIn.requests;
    expect(seen!.model).toBe('model-from-settings');
    const sentKey = provider === 'Open AI' ? seen!.headers.authorization : seen!.headers['x-goog-api-key'];
    expect(sentKey).toContain('sk-from-settings-wrong');

    await setAi({ [`${col}Key`]: standIn.apiKey });
    expect(await callAi(t.app, provider, TEXT_CALL, userId)).toBe(`Generated: ${TEXT_CALL.prompt}`);
  });

  it.each(PROVIDERS)('%s: a wrong key is aiKeyRejected and no usage row is written', async (provider) => {
    await setAi(provider === 'Open AI' ? { openAiKey: 'sk-wrong' } : { geminiKey: 'AIza-wrong' });
    const before = (await usageRows()).length;
    const error = await failureOf(callAi(t.app, provider, TEXT_CALL, userId));
    expect(error.code).toBe('aiKeyRejected');
    expect(standIn.requests).toHaveLength(1);
    expect(await usageRows()).toHaveLength(before);
  });

  it.each(PROVIDERS.flatMap((p) => [500, 503, 429].map((status) => [p, status] as const)))(
    '%s: HTTP %i is aiProviderError with the status as the detail, once (no silent retry)',
    async (provider, status) => {
      standIn.setReply(() => ({ status, message: 'overloaded' }));
      const before = (await usageRows()).length;
      const error = await failureOf(callAi(t.app, provider, TEXT_CALL, userId));
      expect(error.code).toBe('aiProviderError');
      expect(error.options.params).toEqual({ provider, detail: `HTTP ${status}` });
      expect(standIn.requests).toHaveLength(1);
      expect(await usageRows()).toHaveLength(before);
    },
  );

  it.each(PROVIDERS)('%s: a body that is not the provider format is aiMalformedOutput', async (provider) => {
    for (const rawBody of ['<html>gateway</html>', '{"unexpected":true}', '']) {
      standIn.setReply(() => ({ rawBody }));
      const error = await failureOf(callAi(t.app, provider, TEXT_CALL, userId));
      expect(error.code, rawBody).toBe('aiMalformedOutput');
      expect(error.options.params).toEqual({ provider });
    }
  });

  it.each(PROVIDERS)('%s: an empty answer is aiMalformedOutput (the billed call is still logged)', async (provider) => {
    standIn.setReply(() => ({ text: '   ', promptTokens: 4, completionTokens: 0 }));
    const before = (await usageRows()).length;
    const error = await failureOf(callAi(t.app, provider, TEXT_CALL, userId));
    expect(error.code).toBe('aiMalformedOutput');
    expect(await usageRows()).toHaveLength(before + 1);
  });

  it.each(PROVIDERS)('%s: a base URL nothing listens on is aiProviderError "connection refused"', async (provider) => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    await setAi(provider === 'Open AI' ? { openAiBaseUrl: `${url}/v1` } : { geminiBaseUrl: url });
    const error = await failureOf(callAi(t.app, provider, TEXT_CALL, userId));
    expect(error.code).toBe('aiProviderError');
    expect(error.options.params).toEqual({ provider, detail: 'connection refused' });
  });
});

/** A site with no AI key in the environment, a short timeout and a small per-admin limit. */
describe.each(testDatabases())('callAi without environment keys on %s', (kind) => {
  const ai = aiFixture(kind, {
    OPENAI_API_KEY: '',
    OPENAI_BASE_URL: '',
    GEMINI_API_KEY: '',
    GEMINI_BASE_URL: '',
    AI_TIMEOUT_MS: '300',
    RATE_LIMIT_AI_PER_USER: '3',
  });
  let standIn: AiStandIn;
  let t: TestApp;

  const useStandIn = () =>
    setAiSettings(t.db, {
      openAiKey: standIn.apiKey,
      openAiBaseUrl: standIn.openAiBaseUrl,
      geminiKey: standIn.apiKey,
      geminiBaseUrl: standIn.geminiBaseUrl,
    });

  beforeAll(() => {
    ({ standIn, t } = ai);
  });

  it.each(PROVIDERS)('%s: no key anywhere is aiKeyMissing, and nothing is sent', async (provider) => {
    const { userId } = await realAdmin(t, `missing-${provider.replace(' ', '')}@acme.test`);
    const error = await failureOf(callAi(t.app, provider, TEXT_CALL, userId));
    expect(error.code).toBe('aiKeyMissing');
    expect(error.options.params).toEqual({ provider });
    expect(standIn.requests).toHaveLength(0);
  });

  it.each(PROVIDERS)('%s: a key and base URL from the settings alone are enough', async (provider) => {
    await useStandIn();
    const { userId } = await realAdmin(t, `settings-only-${provider.replace(' ', '')}@acme.test`);
    expect(await callAi(t.app, provider, TEXT_CALL, userId)).toBe(`Generated: ${TEXT_CALL.prompt}`);
    expect(standIn.requests).toHaveLength(1);
  });

  it.each(PROVIDERS)('%s: no answer within AI_TIMEOUT_MS is aiTimeout, and no usage row', async (provider) => {
    await useStandIn();
    const { userId } = await realAdmin(t, `timeout-${provider.replace(' ', '')}@acme.test`);
    standIn.setReply(() => ({ delayMs: 10_000 }));
    const error = await failureOf(callAi(t.app, provider, TEXT_CALL, userId));
    expect(error.code).toBe('aiTimeout');
    expect(error.options.params).toEqual({ provider, seconds: 1 });
    expect(standIn.requests).toHaveLength(1);
    expect(await usageOf(t.db, userId)).toHaveLength(0);
  });

  it('the per-admin limit answers tooManyRequests before anything is sent, and other admins are not affected', async () => {
    await useStandIn();
    const first = await realAdmin(t, 'limited@acme.test');
    const second = await realAdmin(t, 'unlimited@acme.test');
    for (let i = 0; i < 3; i++) await callAi(t.app, 'Gemini AI', TEXT_CALL, first.userId);
    const sent = standIn.requests.length;
    const error = await failureOf(callAi(t.app, 'Open AI', TEXT_CALL, first.userId));
    expect(error.code).toBe('tooManyRequests');
    expect(error.statusCode).toBe(429);
    expect(standIn.requests).toHaveLength(sent);
    expect(await callAi(t.app, 'Open AI', TEXT_CALL, second.userId)).toBe(`Generated: ${TEXT_CALL.prompt}`);
  });
});
