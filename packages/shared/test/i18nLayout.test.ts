// The one file layout of the translations (issue 21): src/i18n/<domain>/<namespace>.<locale>.ts, every
// namespace in all five languages, and each domain's part of 'messages' without a key of another domain's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/index.js';
import { translations } from '../src/i18n/index.js';
import { commonMessages } from '../src/i18n/common/messages.en.js';
import { accountsMessages } from '../src/i18n/accounts/messages.en.js';
import { siteMessages } from '../src/i18n/site/messages.en.js';
import { authoringMessages } from '../src/i18n/authoring/messages.en.js';
import { deliveryMessages } from '../src/i18n/delivery/messages.en.js';
import { resultsMessages } from '../src/i18n/results/messages.en.js';
import { billingMessages } from '../src/i18n/billing/messages.en.js';
import { aiMessages } from '../src/i18n/ai/messages.en.js';

const i18nDir = fileURLToPath(new URL('../src/i18n', import.meta.url));
const DOMAINS = ['common', 'accounts', 'site', 'authoring', 'delivery', 'results', 'billing', 'ai'];
const LAYOUT = /^([a-z][A-Za-z]*)\.(en|es|it|in|bn)\.ts$/;

describe('the translation files', () => {
  it('live in the domain folders, one file per namespace and language', () => {
    const folders = readdirSync(i18nDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'locale')
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...DOMAINS].sort());
    for (const domain of DOMAINS) {
      const files = readdirSync(join(i18nDir, domain));
      expect(
        files.filter((file) => !LAYOUT.test(file)),
        domain,
      ).toEqual([]);
      const namespaces = new Set(files.map((file) => LAYOUT.exec(file)![1]));
      for (const namespace of namespaces) {
        const present = LOCALES.filter((locale) => files.includes(`${namespace}.${locale}.ts`));
        expect(present, `${domain}/${namespace}`).toEqual([...LOCALES]);
      }
    }
  });

  it('give each namespace of the tables one home, and messages a part in every domain', () => {
    const homes = DOMAINS.flatMap((domain) =>
      readdirSync(join(i18nDir, domain))
        .filter((file) => file.endsWith('.en.ts'))
        .map((file) => file.replace('.en.ts', '')),
    );
    expect(homes.filter((name) => name === 'messages')).toHaveLength(DOMAINS.length);
    expect(homes.filter((name) => name !== 'messages').sort()).toEqual(
      Object.keys(translations.en)
        .filter((name) => name !== 'messages')
        .sort(),
    );
  });

  it('keep every file under 400 lines', () => {
    const long = DOMAINS.flatMap((domain) =>
      readdirSync(join(i18nDir, domain))
        .map((file) => [`${domain}/${file}`, readFileSync(join(i18nDir, domain, file), 'utf8').split('\n').length])
        .filter(([, lines]) => Number(lines) > 400),
    );
    expect(long).toEqual([]);
  });
});

describe("the domains' parts of 'messages'", () => {
  it('share no key, so that no part silently replaces another one’s text', () => {
    const parts: Record<string, Record<string, string>> = {
      common: commonMessages,
      accounts: accountsMessages,
      site: siteMessages,
      authoring: authoringMessages,
      delivery: deliveryMessages,
      results: resultsMessages,
      billing: billingMessages,
      ai: aiMessages,
    };
    expect(Object.keys(parts)).toEqual(DOMAINS);
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [domain, part] of Object.entries(parts)) {
      for (const key of Object.keys(part)) {
        if (owner.has(key)) twice.push(`${key} (${owner.get(key)}, ${domain})`);
        owner.set(key, domain);
      }
    }
    expect(twice).toEqual([]);
    expect(owner.size).toBe(Object.keys(translations.en.messages).length);
  });
});
