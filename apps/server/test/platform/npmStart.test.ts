import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@assessly/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  hashInputs,
  inputFiles,
  needsBuild,
  readStamp,
  removeStamp,
  STAMP_FILE,
  writeStamp,
} from '../../../../scripts/buildStamp.mjs';
import { startBanner } from '../../src/startBanner.js';

/** Issue 20 item 14: `npm start` rebuilds only what changed, and says where it runs and the demo accounts. */

describe("npm start's build stamp", () => {
  let root: string;
  const inputs = ['src', 'config.ts', 'missing-but-listed'];
  const part = () => ({ outputDir: join(root, 'dist'), required: 'index.html' });
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  /** What scripts/build.mjs does after a successful build. */
  const build = () => {
    write('dist/index.html', '<!doctype html>');
    writeStamp(join(root, 'dist'), hashInputs(root, inputs).hash);
  };
  const verdict = () => needsBuild(part(), hashInputs(root, inputs).hash);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'assessly-stamp-'));
    write('src/a.ts', 'export const a = 1;');
    write('src/nested/b.ts', 'export const b = 2;');
    write('src/node_modules/ignored.js', 'x');
    write('config.ts', 'export default {};');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists the input files in a stable order, without installed packages', () => {
    expect(inputFiles(root, inputs)).toEqual(['config.ts', 'src/a.ts', 'src/nested/b.ts']);
    expect(hashInputs(root, inputs)).toEqual(hashInputs(root, [...inputs].reverse()));
    expect(hashInputs(root, inputs).files).toBe(3);
  });

  it('builds the first time, then skips until a source changes, is added, removed or renamed', () => {
    expect(verdict()).toBe('no build yet');
    build();
    expect(verdict()).toBeNull();

    write('src/a.ts', 'export const a = 2;');
    expect(verdict()).toBe('sources changed since the last build');
    build();
    write('src/c.ts', '');
    expect(verdict()).toBe('sources changed since the last build');
    build();
    rmSync(join(root, 'src/c.ts'));
    expect(verdict()).toBe('sources changed since the last build');
    build();
    rmSync(join(root, 'src/nested/b.ts'));
    write('src/nested/renamed.ts', 'export const b = 2;');
    expect(verdict()).toBe('sources changed since the last build');
  });

  it('does not rebuild for a touched file whose content is the same (a checkout, a copy)', () => {
    build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/a.ts'), later, later);
    expect(verdict()).toBeNull();
  });

  it('rebuilds when the output or its stamp is gone, or the stamp is damaged', () => {
    build();
    removeStamp(join(root, 'dist'));
    expect(verdict()).toBe('no stamp of the last build');
    build();
    writeFileSync(join(root, 'dist', STAMP_FILE), '{not json');
    expect(readStamp(join(root, 'dist'))).toBeNull();
    expect(verdict()).toBe('no stamp of the last build');
    build();
    // A web build empties its folder first: the stamp goes with the old output.
    rmSync(join(root, 'dist/index.html'));
    expect(verdict()).toBe('no build yet');
  });
});

describe("npm start's banner", () => {
  const config = { publicUrl: 'http://localhost:3000', seedDemo: true };

  it('says where the site runs, the demo accounts and how a real admin is made', () => {
    const text = startBanner({ config, dialect: 'sqlite', mailReady: true });
    expect(text).toContain('Assessly is running at http://localhost:3000  (SQLite, demo data on)');
    for (const account of Object.values(DEMO_ACCOUNTS))
      expect(text).toContain(`${account.email} / ${account.password}`);
    expect(text).toContain('npm run create-admin -- --email you@example.com --password "a long password"');
    expect(text).not.toContain('no mail server');
  });

  it('leaves the demo accounts out without demo data, and says what happens to mail without a server', () => {
    const text = startBanner({
      config: { publicUrl: 'https://exams.example.com', seedDemo: false },
      dialect: 'postgres',
      mailReady: false,
    });
    expect(text).toContain('Assessly is running at https://exams.example.com  (PostgreSQL)');
    expect(text).not.toContain(DEMO_ACCOUNTS.admin.password);
    expect(text).toContain('no mail server is set yet');
    expect(text).toContain('/settings/mailLog');
  });
});
