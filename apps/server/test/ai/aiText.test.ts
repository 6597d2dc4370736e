import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiFixture, setAiSettings, usageOf } from '../helpers/aiFixtures.js';
import type { AiStandIn } from '../helpers/aiStandIn.js';
import { api, demoTokens, realAdmin, refusal } from '../helpers/quizFixtures.js';
import { issuesOf } from '../helpers/settingsFixtures.js';
import { testDatabases, type TestApp } from '../helpers/testApp.js';

const ROUTES = [
  { provider: 'Open AI', url: '/Quiz/GenerateOpenAiText', model: 'gpt-text-test' },
  { provider: 'Gemini AI', url: '/Quiz/GenerateGeminiText', model: 'gemini-text-test' },
] as const;
const LIMIT = 4;

/** The AI text helper routes (GenerateOpenAiText / GenerateGeminiText) through the SDKs and the stand-in. */
describe.each(testDatabases())('AI text helper on %s', (kind) => {
  const ai = aiFixture(kind, {
    OPENAI_MODEL: ROUTES[0].model,
    GEMINI_MODEL: ROUTES[1].model,
    RATE_LIMIT_AI_PER_USER: String(LIMIT),
  });
  let standIn: AiStandIn;
  let t: TestApp;
  let tokens: { admin: string; candidate: string };
  let admins = 0;

  /** A fresh real admin per test: each has its own AI rate-limit budget. */
  const freshAdmin = () => realAdmin(t, `ai-text-${++admins}@acme.test`);
  const generate = (token: string | null, url: string, body: unknown, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'x-language': language } : {}),
      },
      payload: body as object,
    });

  beforeAll(async () => {
    ({ standIn, t } = ai);
    tokens = await demoTokens(t);
  });
  beforeEach(async () => {
    await setAiSettings(t.db, { openAiKey: null, geminiKey: null });
  });

  it.each(ROUTES)(
    '$provider: answers the text, sent with the model, key and instruction; the usage row keeps the tokens',
    async (route) => {
      const { token, userId } = await freshAdmin();
      standIn.setReply(() => ({ text: 'Welcome to the Acme exams.', promptTokens: 42, completionTokens: 7 }));
      const res = await generate(token, route.url, { textInstruction: '  A welcome line for Acme  ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ output: 'Welcome to the Acme exams.' });

      expect(standIn.requests).toHaveLength(1);
      const [seen] = standIn.requests;
      expect(seen!.model).toBe(route.model);
      const auth = route.provider === 'Open AI' ? seen!.headers.authorization : seen!.headers['x-goog-api-key'];
      expect(auth).toBe(route.provider === 'Open AI' ? `Bearer ${standIn.apiKey}` : standIn.apiKey);
      expect(seen!.prompt).toContain('A welcome line for Acme');
      expect(seen!.prompt).toMatch(/plain text, no markdown/);
      expect(seen!.prompt).toContain('English');
      expect(seen!.jsonSchema).toBeNull();

      expect(await usageOf(t.db, userId)).toEqual([
        expect.objectContaining({
          object: route.provider === 'Open AI' ? 'chat.completion' : 'generateContent',
          model: route.model,
          promptTokens: 42,
          completionTokens: 7,
          totalTokens: 49,
          additionalDetail: 'text',
        }),
      ]);
    },
  );

  it.each(ROUTES)('$provider: a fenced or quoted answer is trimmed to the bare text', async (route) => {
    const { token } = await freshAdmin();
    const answers: [string, string][] = [
      ['```text\n"Answer every question."\n```', 'Answer every question.'],
      ['  “Read carefully.”  \n', 'Read carefully.'],
      ["'It's your turn'", "It's your turn"],
    ];
    for (const [text, expected] of answers) {
      standIn.setReply(() => ({ text }));
      const res = await generate(token, route.url, { textInstruction: 'An instruction' });
      expect(res.json(), text).toEqual({ output: expected });
    }
  });

  it.each(ROUTES)("$provider: the text is asked for in the admin's language", async (route) => {
    const { token } = await freshAdmin();
    for (const [language, name] of [
      ['es', 'Spanish'],
      ['in', 'Hindi'],
      ['bn', 'Bengali'],
    ]) {
      standIn.requests.length = 0;
      const res = await generate(token, route.url, { textInstruction: 'A footer text' }, language);
      expect(res.statusCode, res.body).toBe(200);
      expect(standIn.requests[0]!.prompt, language).toContain(`Write it in ${name}.`);
    }
  });

  it.each(ROUTES)(
    '$provider: an empty, missing or 251-character instruction is refused before any call',
    async (route) => {
      const { token } = await freshAdmin();
      const cases: [unknown, string][] = [
        [{ textInstruction: '' }, 'required'],
        [{ textInstruction: '    ' }, 'required'],
        [{}, 'required'],
        [{ textInstruction: 'x'.repeat(251) }, 'max250characters'],
      ];
      for (const [body, message] of cases) {
        const issues = issuesOf(await generate(token, route.url, body));
        expect(issues, JSON.stringify(body)).toEqual([expect.objectContaining({ message })]);
        expect(issues[0]!.path).toContain('textInstruction');
      }
      const longest = await generate(token, route.url, { textInstruction: 'x'.repeat(250) });
      expect(longest.statusCode, longest.body).toBe(200);
      expect(standIn.requests).toHaveLength(1);
    },
  );

  it.each(ROUTES)('$provider: candidates get 403 and anonymous callers 401, with nothing sent', async (route) => {
    expect((await generate(tokens.candidate, route.url, { textInstruction: 'Hi' })).statusCode).toBe(403);
    expect((await generate(null, route.url, { textInstruction: 'Hi' })).statusCode).toBe(401);
    expect(standIn.requests).toHaveLength(0);
  });

  it.each(ROUTES)('$provider: provider failures are translated refusals, never a 500', async (route) => {
    const { token } = await freshAdmin();
    standIn.setReply(() => ({ status: 503 }));
    const unavailable = refusal(await generate(token, route.url, { textInstruction: 'Hi' }, 'es'));
    expect(unavailable).toMatchObject({ responseMsg: 'aiProviderError', params: { provider: route.provider } });
    expect(unavailable.message).toContain('HTTP 503');
    expect(unavailable.message).toContain(route.provider);
    expect(unavailable.message).toContain('No se guardó nada');

    standIn.setReply(() => ({ rawBody: 'Bad gateway <html>' }));
    expect(refusal(await generate(token, route.url, { textInstruction: 'Hi' })).responseMsg).toBe('aiMalformedOutput');

    standIn.setReply(null);
    await setAiSettings(
      t.db,
      route.provider === 'Open AI' ? { openAiKey: 'sk-revoked' } : { geminiKey: 'AIza-revoked' },
    );
    const rejected = refusal(await generate(token, route.url, { textInstruction: 'Hi' }));
    expect(rejected.responseMsg).toBe('aiKeyRejected');
    expect(rejected.message).not.toContain('revoked');
  });

  it('the per-admin limit answers 429 tooManyRequests across both providers; another admin still gets answers', async () => {
    const first = await freshAdmin();
    const second = await freshAdmin();
    for (let i = 0; i < LIMIT; i++) {
      const res = await generate(first.token, ROUTES[i % 2]!.url, { textInstruction: `Text ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sent = standIn.requests.length;
    const limited = await generate(first.token, ROUTES[0].url, { textInstruction: 'One more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ responseMsg: 'tooManyRequests' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(standIn.requests).toHaveLength(sent);
    expect((await generate(second.token, ROUTES[1].url, { textInstruction: 'Mine' })).statusCode).toBe(200);
  });

  it('the demo admin may use the helper (the per-admin limit bounds it)', async () => {
    const res = await api(t, tokens.admin).post(ROUTES[1].url, { textInstruction: 'A short FAQ answer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ output: 'Generated: A short FAQ answer' });
  });
});
