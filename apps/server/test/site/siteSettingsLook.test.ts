import { DEFAULT_PRIMARY_COLOR, TRANSLATABLE_LANDING_FIELDS, type PublicSettings } from '@assessly/shared';
import { Migrator } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_TRANSLATIONS } from '../../src/db/defaultTextTranslations.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import { DEFAULT_LANDING, DEFAULT_SETTINGS } from '../../src/db/seedDefaults.js';
import { COLORS, GENERAL, issuesOf, settingsFixture, type SettingsState } from '../helpers/settingsFixtures.js';
import { testDatabases, type TestApp } from '../helpers/testApp.js';

/**
 * Issue 20: the primary (brand) colour with its contrast rule, the landing and footer texts per language
 * (GetSiteSettings keeps the spec's English fields and adds `translations`), migration 0015 on an existing
 * site, and GetAiKeyStatus (whether a provider has a key, never the key).
 */
describe.each(testDatabases())('site look and texts per language on %s', (kind) => {
  const { state, call, adminSettings, row, ok, landingBody } = settingsFixture(kind);
  let t: TestApp;
  let tokens: SettingsState['tokens'];
  beforeAll(() => {
    ({ t, tokens } = state);
  });
  const publicSettings = async (): Promise<PublicSettings> =>
    (await t.app.inject({ method: 'GET', url: '/api/Settings/GetSiteSettings' })).json();

  it('answers the blue every site had as the primary colour, and saves a readable one', async () => {
    expect((await publicSettings()).primaryColor).toBe(DEFAULT_PRIMARY_COLOR);
    expect((await adminSettings()).primaryColor).toBe(DEFAULT_PRIMARY_COLOR);
    ok(await call('PUT', '/UpdateColorSetting', { ...COLORS, primaryColor: '#00695C' }));
    expect((await publicSettings()).primaryColor).toBe('#00695C');
    // The spec's four colours alone (an older client): the primary colour stays as it is.
    ok(await call('PUT', '/UpdateColorSetting', COLORS));
    expect((await row()).primaryColor).toBe('#00695C');
    ok(await call('PUT', '/UpdateSettings', { primaryColor: '#6A1B9A' }));
    expect((await row()).primaryColor).toBe('#6A1B9A');
  });

  it('refuses a primary colour white button text cannot be read on (below 4.5:1), saving nothing', async () => {
    const before = await row();
    for (const light of ['#26A69A', '#FFD54F', '#FFFFFF', '#2196F3']) {
      expect(issuesOf(await call('PUT', '/UpdateColorSetting', { ...COLORS, primaryColor: light }))).toEqual([
        { path: 'body.primaryColor', message: 'primaryColorContrast' },
      ]);
    }
    expect(issuesOf(await call('PUT', '/UpdateSettings', { primaryColor: '#FFEB3B' }))).toEqual([
      { path: 'body.primaryColor', message: 'primaryColorContrast' },
    ]);
    expect(issuesOf(await call('PUT', '/UpdateColorSetting', { ...COLORS, primaryColor: 'teal' }))).toEqual([
      { path: 'body.primaryColor', message: 'colorInvalid' },
    ]);
    expect(await row()).toEqual(before);
  });

  it('shows the built-in landing and footer texts in every language while their English is the built-in one', async () => {
    const pub = await publicSettings();
    expect(pub.landing.homeHeader1).toBe(DEFAULT_LANDING.homeHeader1);
    expect(pub.footerText).toBe(DEFAULT_SETTINGS.footerText);
    for (const locale of ['es', 'it', 'in', 'bn'] as const) {
      expect(pub.translations[locale]?.homeHeader1).toBe(DEFAULT_TEXT_TRANSLATIONS[locale].homeHeader1);
      expect(pub.translations[locale]?.footerText).toBe(DEFAULT_TEXT_TRANSLATIONS[locale].footerText);
      expect(Object.keys(pub.translations[locale] ?? {}).sort()).toEqual(
        [...TRANSLATABLE_LANDING_FIELDS, 'footerText'].sort(),
      );
    }
    // Nothing is stored: the admin's own translations are none yet.
    expect((await adminSettings()).textTranslations).toEqual({});
  });

  it('saves landing texts per language; a rewritten English text is no longer shown in its old translation', async () => {
    ok(
      await call(
        'PUT',
        '/UpdateLandingSetting',
        landingBody({
          homeDetail1: 'Our own English text',
          landingTranslations: { es: { homeHeader1: '  Bienvenido a Acme  ', homeDetail1: 'Nuestro texto' } },
        } as never),
      ),
    );
    const pub = await publicSettings();
    // The spec's fields keep English, for every client that ignores `translations`.
    expect(pub.landing.homeHeader1).toBe(DEFAULT_LANDING.homeHeader1);
    expect(pub.landing.homeDetail1).toBe('Our own English text');
    expect(pub.translations.es).toMatchObject({ homeHeader1: 'Bienvenido a Acme', homeDetail1: 'Nuestro texto' });
    // Italian has no text of its own for the rewritten field: it shows the English one (field left out).
    expect(pub.translations.it?.homeDetail1).toBeUndefined();
    expect(pub.translations.it?.homeHeader1).toBe(DEFAULT_TEXT_TRANSLATIONS.it.homeHeader1);
    expect((await adminSettings()).textTranslations).toEqual({
      es: { homeHeader1: 'Bienvenido a Acme', homeDetail1: 'Nuestro texto' },
    });

    // Only the texts sent change; an empty text removes that language's text.
    ok(
      await call('PUT', '/UpdateSettings', {
        landingTranslations: { es: { homeDetail1: '' }, bn: { homeBox1Header: 'প্ল্যান' } },
      }),
    );
    expect((await adminSettings()).textTranslations).toEqual({
      es: { homeHeader1: 'Bienvenido a Acme' },
      bn: { homeBox1Header: 'প্ল্যান' },
    });
    expect((await publicSettings()).translations.es?.homeDetail1).toBeUndefined();
  });

  it('saves the footer text per language with the General panel', async () => {
    ok(
      await call('PUT', '/UpdateGeneralSetting', {
        ...GENERAL,
        footerTextTranslations: { es: 'Pie de Acme', in: 'Acme फ़ुटर', it: '' },
      }),
    );
    const pub = await publicSettings();
    expect(pub.footerText).toBe(GENERAL.footerText);
    expect(pub.translations.es?.footerText).toBe('Pie de Acme');
    expect(pub.translations.in?.footerText).toBe('Acme फ़ुटर');
    // The English footer was rewritten and Italian has none of its own: English shows.
    expect(pub.translations.it?.footerText).toBeUndefined();
    expect(
      issuesOf(
        await call('PUT', '/UpdateGeneralSetting', { ...GENERAL, footerTextTranslations: { es: 'x'.repeat(301) } }),
      ),
    ).toEqual([{ path: 'body.footerTextTranslations.es', message: 'tooLong' }]);
    expect((await publicSettings()).translations.es?.footerText).toBe('Pie de Acme');
  });

  it('says whether the AI providers have a key, never the key, to admins only', async () => {
    const status = async () => {
      const res = await call('GET', '/GetAiKeyStatus');
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const fromEnv = { openAi: Boolean(t.config.OPENAI_API_KEY), gemini: Boolean(t.config.GEMINI_API_KEY) };
    expect(await status()).toEqual({
      aiProvider: 'Gemini AI',
      keySet: fromEnv.gemini,
      openAiKeySet: fromEnv.openAi,
      geminiKeySet: fromEnv.gemini,
    });
    const key = 'AIza-look-key-4471';
    ok(await call('PUT', '/UpdateAiSetting', { geminiKey: key }, tokens.real));
    const withKey = await call('GET', '/GetAiKeyStatus');
    expect(withKey.json()).toMatchObject({ aiProvider: 'Gemini AI', keySet: true, geminiKeySet: true });
    expect(withKey.body).not.toContain(key);
    ok(await call('PUT', '/UpdateAiProvider', { aiProvider: 'Open AI' }));
    expect(await status()).toMatchObject({ aiProvider: 'Open AI', keySet: fromEnv.openAi, geminiKeySet: true });
    expect((await call('GET', '/GetAiKeyStatus', undefined, tokens.candidate)).statusCode).toBe(403);
    expect((await call('GET', '/GetAiKeyStatus', undefined, null)).statusCode).toBe(401);
  });

  it('migration 0015 keeps an existing site blue and moves only untouched built-in landing texts', async () => {
    const names = Object.keys(migrations);
    const previous = names[names.indexOf('0015_brand_color_and_texts') - 1]!;
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(previous);
    expect(down.error).toBeUndefined();
    // A site of before issue 20: the first built-in copy, one text its admin wrote.
    const landing = {
      ...DEFAULT_LANDING,
      homeHeader1: 'Assessments your candidates trust',
      homeBox1Header: 'Build',
      contactUsText: 'Call our sales team',
    };
    await t.db
      .updateTable('site_settings')
      .set({ landingJson: JSON.stringify(landing) })
      .execute();
    await migrateToLatest(t.db);
    const after = await row();
    expect(after.primaryColor).toBe(DEFAULT_PRIMARY_COLOR);
    expect(after.textTranslationsJson).toBe('{}');
    const texts = JSON.parse(after.landingJson) as Record<string, string>;
    expect(texts.homeHeader1).toBe(DEFAULT_LANDING.homeHeader1);
    expect(texts.homeBox1Header).toBe(DEFAULT_LANDING.homeBox1Header);
    expect(texts.contactUsText).toBe('Call our sales team');
  });
});
