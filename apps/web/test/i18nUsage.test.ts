// Every translation key that the web code uses literally must exist in English (and so, by the shared
// completeness test, in every language).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name: string) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

const lookup = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      translations.en,
    );

describe('i18n keys used by the web app', () => {
  const used = new Map<string, string>();
  for (const file of files(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*['"]([a-zA-Z]+\.[a-zA-Z0-9_.]+)['"]/g)) used.set(match[1]!, file);
  }

  it('finds the keys', () => {
    expect(used.size).toBeGreaterThan(20);
  });

  it('every literal key exists in English as a string', () => {
    const missing = [...used]
      .filter(([key]) => typeof lookup(key) !== 'string')
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
