import type { AdminSettings } from '@assessly/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiFixture } from '../helpers/aiFixtures.js';
import { startAiStandIn, type AiStandIn } from '../helpers/aiStandIn.js';
import { api, realAdmin, refusal } from '../helpers/quizFixtures.js';
import { issuesOf, settingsFixture, type SettingsState } from '../helpers/settingsFixtures.js';
import { testDatabases, type TestApp } from '../helpers/testApp.js';

const OPENAI_KEY = 'sk-Secret-OpenAI-Key-7731';
const GEMINI_KEY = 'AIza-Secret-Gemini-Key-5512';
const AI_COLUMNS = ['geminiBaseUrl', 'geminiKey', 'geminiModel', 'openAiBaseUrl', 'openAiKey', 'openAiModel'];

const aiBody = (changes: Record<string, unknown> = {}) => ({
  openAiKey: OPENAI_KEY,
  openAiModel: 'gpt-4.1-mini',
  openAiBaseUrl: 'http://127.0.0.1:11434/v1',
  geminiKey: GEMINI_KEY,
  geminiModel: 'gemini-2.5-flash',
  geminiBaseUrl: 'https://gemini-proxy.example.com',
  ...changes,
});

/** The AI panel of Site settings: write-only keys, models and base URLs, the demo admin's refusal. */
describe.each(testDatabases())('AI settings panel on %s', (kind) => {
  const { state, call, adminSettings, row, ok, changedColumns } = settingsFixture(kind);
  let t: TestApp;
  let tokens: SettingsState['tokens'];
  let ids: SettingsState['ids'];
  beforeAll(() => {
    ({ t, tokens, ids } = state);
  });

  /** Neither settings view may carry a key, whatever else they hold. */
  async function expectNoKeyInViews() {
    const adminView = await call('GET', '/GetAdminSettings', undefined, tokens.real);
    const publicView = await t.app.inject({ method: 'GET', url: '/api/Settings/GetSiteSettings' });
    for (const res of [adminView, publicView]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(OPENAI_KEY);
      expect(res.body).not.toContain(GEMINI_KEY);
      expect(res.body).not.toContain('Replacement-Key');
    }
    return adminView.json() as AdminSettings;
  }

  it('the demo admin may not change the AI panel, nor send AI fields through UpdateSettings', async () => {
    const before = await row();
    const attempts: [string, object][] = [
      ['/UpdateAiSetting', aiBody()],
      ['/UpdateAiSetting', { openAiModel: 'gpt-4o' }],
      ['/UpdateSettings', { siteTitle: 'Sneaky', openAiKey: 'sk-demo' }],
      ['/UpdateSettings', { geminiBaseUrl: 'https://evil.example' }],
      ['/UpdateSettings', { clearGeminiKey: true }],
      ['/UpdateSettings', { openAiModel: 'gpt-4o' }],
    ];
    for (const [url, body] of attempts) {
      expect(refusal(await call('PUT', url, body)).responseMsg, JSON.stringify(body)).toBe('demoOperationNotAllowed');
    }
    expect(await row()).toEqual(before);
    // The demo admin still sees the panel, without any key.
    expect((await adminSettings()).ai).toMatchObject({ openAiKeySource: null, geminiKeySource: null });
  });

  it('a real admin saves keys, models and base URLs; the views show where a key comes from, never the key', async () => {
    const changed = await changedColumns(() => call('PUT', '/UpdateAiSetting', aiBody(), tokens.real));
    expect(changed).toEqual(AI_COLUMNS);
    expect(await row()).toMatchObject({ ...aiBody(), lastUpdatedBy: ids.real });

    const view = await expectNoKeyInViews();
    expect(view.ai).toEqual({
      openAiModel: 'gpt-4.1-mini',
      openAiBaseUrl: 'http://127.0.0.1:11434/v1',
      geminiModel: 'gemini-2.5-flash',
      geminiBaseUrl: 'https://gemini-proxy.example.com',
      defaultOpenAiModel: t.config.OPENAI_MODEL,
      defaultGeminiModel: t.config.GEMINI_MODEL,
      openAiKeySource: 'settings',
      geminiKeySource: 'settings',
    });
  });

  it('an empty or absent key keeps the stored one; empty models and base URLs fall back (null)', async () => {
    ok(await call('PUT', '/UpdateAiSetting', aiBody(), tokens.real));
    ok(
      await call(
        'PUT',
        '/UpdateAiSetting',
        { openAiKey: '', openAiModel: '', openAiBaseUrl: '  ', geminiModel: null, geminiBaseUrl: '' },
        tokens.real,
      ),
    );
    expect(await row()).toMatchObject({
      openAiKey: OPENAI_KEY,
      geminiKey: GEMINI_KEY,
      openAiModel: null,
      openAiBaseUrl: null,
      geminiModel: null,
      geminiBaseUrl: null,
    });
    const view = await expectNoKeyInViews();
    expect(view.ai).toMatchObject({ openAiModel: null, openAiKeySource: 'settings', geminiKeySource: 'settings' });
  });

  it('clearOpenAiKey / clearGeminiKey remove a key; a new key sent with the clear wins', async () => {
    ok(await call('PUT', '/UpdateAiSetting', aiBody(), tokens.real));
    ok(await call('PUT', '/UpdateAiSetting', { clearOpenAiKey: true }, tokens.real));
    expect(await row()).toMatchObject({ openAiKey: null, geminiKey: GEMINI_KEY });

    ok(
      await call(
        'PUT',
        '/UpdateAiSetting',
        { clearGeminiKey: true, geminiKey: 'AIza-Replacement-Key', clearOpenAiKey: false },
        tokens.real,
      ),
    );
    expect(await row()).toMatchObject({ openAiKey: null, geminiKey: 'AIza-Replacement-Key' });
    const view = await expectNoKeyInViews();
    // No environment key in this test app: a cleared key means the provider answers aiKeyMissing.
    expect(view.ai.openAiKeySource).toBe(t.config.OPENAI_API_KEY ? 'environment' : null);
    expect(view.ai.geminiKeySource).toBe('settings');
  });

  it('UpdateSettings saves only the AI fields it is sent', async () => {
    ok(await call('PUT', '/UpdateAiSetting', aiBody(), tokens.real));
    const changed = await changedColumns(() =>
      call('PUT', '/UpdateSettings', { openAiModel: 'gpt-5-mini', geminiKey: 'AIza-Replacement-Key' }, tokens.real),
    );
    expect(changed).toEqual(['geminiKey', 'openAiModel']);
    expect(await row()).toMatchObject({ openAiKey: OPENAI_KEY, openAiBaseUrl: 'http://127.0.0.1:11434/v1' });
    await expectNoKeyInViews();
  });

  it('a base URL must be an http(s) address; keys and models have a length cap', async () => {
    const before = await row();
    for (const bad of [
      'ftp://files.example.com',
      'api.openai.com/v1',
      'http://',
      'https://exa mple.com',
      'javascript:alert(1)',
    ]) {
      const issues = issuesOf(
        await call('PUT', '/UpdateAiSetting', { openAiBaseUrl: bad, geminiBaseUrl: bad }, tokens.real),
      );
      expect(
        issues.map((i) => i.message),
        bad,
      ).toEqual(['baseUrlInvalid', 'baseUrlInvalid']);
      expect(issues.map((i) => i.path).join(' ')).toMatch(/openAiBaseUrl.*geminiBaseUrl/);
    }
    const tooLong = issuesOf(
      await call('PUT', '/UpdateAiSetting', { openAiKey: 'k'.repeat(301), geminiModel: 'm'.repeat(101) }, tokens.real),
    );
    expect(tooLong.map((i) => i.message)).toEqual(['tooLong', 'tooLong']);
    expect(await row()).toEqual(before);
  });

  it('candidates and anonymous callers may not use the panel', async () => {
    expect((await call('PUT', '/UpdateAiSetting', aiBody(), tokens.candidate)).statusCode).toBe(403);
    expect((await call('PUT', '/UpdateAiSetting', aiBody(), null)).statusCode).toBe(401);
  });
});

/** Keys from the environment and from the panel, end to end through the text helper and the stand-in. */
describe.each(testDatabases())('AI key sources on %s', (kind) => {
  const ai = aiFixture(kind, { GEMINI_API_KEY: 'AIza-environment-key-that-google-refuses' });
  let standIn: AiStandIn;
  let t: TestApp;
  let token: string;
  const view = async () => ((await api(t, token).get('/Settings/GetAdminSettings')).json() as AdminSettings).ai;
  const helper = (url: string) => api(t, token).post(url, { textInstruction: 'A welcome line' });

  beforeAll(async () => {
    ({ standIn, t } = ai);
    ({ token } = await realAdmin(t, 'ai-sources@acme.test'));
  });

  it('environment keys show as "environment" and work without anything in the settings', async () => {
    expect(await view()).toMatchObject({ openAiKeySource: 'environment', geminiKeySource: 'environment' });
    const res = await helper('/Quiz/GenerateOpenAiText');
    expect(res.json()).toEqual({ output: 'Generated: A welcome line' });
    expect(refusal(await helper('/Quiz/GenerateGeminiText')).responseMsg).toBe('aiKeyRejected');
  });

  it('a key saved in the panel wins over the environment; clearing it falls back to the environment key', async () => {
    const saved = await api(t, token).put('/Settings/UpdateAiSetting', {
      geminiKey: standIn.apiKey,
      geminiModel: 'gemini-panel',
    });
    expect(saved.json()).toEqual({ responseMsg: 'successfullyUpdated' });
    expect(await view()).toMatchObject({ geminiKeySource: 'settings', geminiModel: 'gemini-panel' });
    standIn.requests.length = 0;
    expect((await helper('/Quiz/GenerateGeminiText')).json()).toEqual({ output: 'Generated: A welcome line' });
    expect(standIn.requests[0]).toMatchObject({ model: 'gemini-panel' });
    expect(standIn.requests[0]!.headers['x-goog-api-key']).toBe(standIn.apiKey);

    await api(t, token).put('/Settings/UpdateAiSetting', { clearGeminiKey: true });
    expect(await view()).toMatchObject({ geminiKeySource: 'environment', geminiModel: null });
    expect(refusal(await helper('/Quiz/GenerateGeminiText')).responseMsg).toBe('aiKeyRejected');
  });

  it('a base URL saved in the panel is where the SDK goes', async () => {
    const other = await startAiStandIn();
    try {
      await api(t, token).put('/Settings/UpdateAiSetting', {
        openAiBaseUrl: other.openAiBaseUrl,
        openAiKey: other.apiKey,
      });
      expect((await helper('/Quiz/GenerateOpenAiText')).statusCode).toBe(200);
      expect(other.requests).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
