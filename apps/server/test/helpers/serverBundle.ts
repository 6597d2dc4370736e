import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer, SERVER_DIR } from '../../build/bundle.js';

let built: Promise<string> | null = null;

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Bundles of test processes that have ended (a test runner may end its workers without an exit event). */
function removeOrphans(dir: string) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const pid = /^test-(\d+)\.mjs(\.map)?$/.exec(name)?.[1];
    if (pid && !running(Number(pid))) rmSync(join(dir, name), { force: true });
  }
}

/**
 * A bundle of the server's current source, as `npm start` runs it (build/bundle.ts), made once per test
 * process (about 0.3 s): tests never start a bundle older than the code. Named after the process, and
 * removed by a later one once that process has ended.
 */
export function serverBundle(): Promise<string> {
  built ??= (async () => {
    const dir = join(SERVER_DIR, 'dist');
    removeOrphans(dir);
    return bundleServer(join(dir, `test-${process.pid}.mjs`));
  })();
  return built;
}

/** Node's arguments that start the bundle as `npm start` does (stack traces name the TypeScript lines). */
export async function serverArgs(): Promise<string[]> {
  return ['--enable-source-maps', await serverBundle()];
}
