// Issue 21: the lint rule that keeps the code's map true (eslint.config.js). CI runs ESLint on the whole
// tree; this test shows that the rule really refuses each kind of crossing, so that a change to the config
// cannot switch it off unnoticed.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of the boundary rules for `code` as if it were the file at `path` (repo-relative). */
async function crossings(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('the boundaries of the code', () => {
  it("refuses a server module reaching into another module's internals, and allows its face", async () => {
    const file = 'apps/server/src/modules/accounts/users/example.ts';
    expect(
      await crossings(file, "import { assertMayStart } from '../../billing/limits/planLimits.js';\n"),
    ).toHaveLength(1);
    expect(await crossings(file, "export { findPlan } from '../../billing/payments/planCycle.js';\n")).toHaveLength(1);
    expect(await crossings(file, "import { assertMayStart } from '../../billing/index.js';\n")).toEqual([]);
    expect(await crossings(file, "import { insertUser } from './userRepository.js';\n")).toEqual([]);
  });

  it('refuses infrastructure importing a module, and the composition root skipping a face', async () => {
    const mail = 'apps/server/src/mail/example.ts';
    expect(await crossings(mail, "import { loadSettings } from '../modules/site/index.js';\n")).toHaveLength(1);
    const app = 'apps/server/src/example.ts';
    expect(await crossings(app, "import x from './modules/site/settings/siteSettingsRoutes.js';\n")).toHaveLength(1);
    expect(await crossings(app, "import { siteRoutes } from './modules/site/index.js';\n")).toEqual([]);
  });

  it("refuses a web feature reaching into another feature's internals, lazily too", async () => {
    const file = 'apps/web/src/features/results/reports/Example.tsx';
    expect(await crossings(file, "import { x } from '../../delivery/exam/examAnswer';\n")).not.toEqual([]);
    expect(await crossings(file, "const page = () => import('../../delivery/exam/ExamScreen');\n")).not.toEqual([]);
    expect(await crossings(file, "import { x } from '../../delivery';\n")).toEqual([]);
    expect(
      await crossings('apps/web/src/components/Example.tsx', "import { x } from '../features/site';\n"),
    ).not.toEqual([]);
  });
});
