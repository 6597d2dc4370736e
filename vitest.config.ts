import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One entry per test project. Add a project (e.g. 'web' with jsdom, 'e2e' with a browser) by appending
 * to this list; `npx vitest run --project <name>` runs one of them.
 */
const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'shared',
      include: ['packages/shared/test/**/*.test.ts'],
      environment: 'node',
      // Runs in one group with 'web', which needs the same maxWorkers.
      maxWorkers: 2,
    },
  },
  {
    test: {
      name: 'server',
      include: ['apps/server/test/**/*.test.ts'],
      // The secret scan reads what every other suite captured: it is a project of its own, run last.
      exclude: ['apps/server/test/platform/secretScan.test.ts'],
      environment: 'node',
      // Every file builds its own app on its own fresh database (SQLite, and PostgreSQL when
      // TEST_DATABASE_URL is set), so files run in parallel in separate processes.
      pool: 'forks',
      fileParallelism: true,
      // Most of a file's time is spent waiting on its database and sockets, so three files at a time
      // keep a 2-core machine busy (the default, cores - 1, runs one file at a time there).
      maxWorkers: 3,
      // Files share each worker's loaded modules: importing the whole server again for each of the ~90
      // files took 288 s of the suite's CPU on the CI machine (23 s shared). Safe because every file builds
      // its own app on its own database and ports, and no test mocks a module or changes process.env.
      isolate: false,
      // A project with its own maxWorkers runs as its own group, after the others.
      sequence: { groupOrder: 1 },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { NODE_ENV: 'test' },
    },
  },
  {
    test: {
      // Issue 10: no secret in any response, log line, export or mail the other suites captured
      // (ASSESSLY_CAPTURE_DIR, set by `npm test`, which runs this project after the unit and browser tests).
      // In a plain `vitest run` it comes after the server group; without captures only its self-tests run.
      name: 'secrets',
      include: ['apps/server/test/platform/secretScan.test.ts'],
      environment: 'node',
      maxWorkers: 1,
      sequence: { groupOrder: 2 },
      testTimeout: 120_000,
      hookTimeout: 300_000,
      env: { NODE_ENV: 'test' },
    },
  },
  {
    test: {
      name: 'web',
      include: ['apps/web/test/**/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: ['apps/web/test/setup.ts'],
      // Importing React, MUI and the app again for each of the ~25 files was most of this project's time
      // (one worker, a third of the machine idle): the files share each worker's modules, and two run at once.
      isolate: false,
      maxWorkers: 2,
      // 5 s by default; the question dialog's tests take 5–15 s alone and twice that beside the server files.
      testTimeout: 30_000,
    },
  },
  {
    test: {
      name: 'e2e',
      include: ['e2e/tests/**/*.test.ts'],
      environment: 'node',
      // Each file starts its own server (own database, own port) and browser: two files at a time keep
      // both cores of the CI machine busy (one file alone leaves about half of them idle while it waits).
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // expect.poll waits 1 s by default: a page that fetches its rows after load on a busy machine took
      // longer (seen once: questionImport counted 0 rows of 3). 10 s, as a real failure still fails.
      expect: { poll: { timeout: 10_000 } },
      fileParallelism: true,
      maxWorkers: 2,
      // Files share each worker's loaded modules (Playwright, ExcelJS, axe, the harness): every file starts
      // its own server, Chromium and context in its hooks and closes them after, so nothing of one file's
      // run is left to the next; importing it all again for each of the 29 files cost an estimated 75 CPU-s.
      isolate: false,
    },
  },
];

export default defineConfig({
  test: {
    projects,
  },
});
