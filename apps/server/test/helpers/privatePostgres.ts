import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './instances.js';

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, its own port and socket), so a
 * test may stop, kill and restart it without touching the shared server other tests use at the same time.
 * Debian's server binaries live in /usr/lib/postgresql/<major>/bin and are not on PATH; PG_BIN_DIR points
 * elsewhere. PostgreSQL refuses to run as root, so as root every command runs as the `postgres` user
 * (runuser) and the directory is handed to that user.
 */

const BIN_ROOT = '/usr/lib/postgresql';

/** The directory holding initdb and pg_ctl (the newest major installed), or null when there is none. */
export function postgresBinDir(): string | null {
  const configured = process.env.PG_BIN_DIR;
  if (configured) return existsSync(join(configured, 'initdb')) ? configured : null;
  if (!existsSync(BIN_ROOT)) return null;
  const majors = readdirSync(BIN_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(BIN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(BIN_ROOT, majors[0], 'bin') : null;
}

const runningAsRoot = () => process.getuid?.() === 0;

/** The id of the `postgres` user and group (as root, the cluster's files must be theirs). */
function postgresOwner(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Why a private cluster cannot be made here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!postgresBinDir())
    return `no initdb under ${BIN_ROOT}/<major>/bin (install Debian's postgresql, or set PG_BIN_DIR)`;
  if (runningAsRoot()) {
    try {
      postgresOwner();
    } catch {
      return 'running as root, but there is no postgres user to run the cluster as';
    }
  }
  return null;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Starts the stopped cluster and waits until it accepts connections. */
  start(): Promise<void>;
  /**
   * Stops it: 'fast' disconnects every client (they see admin_shutdown) after a checkpoint; 'immediate'
   * ends every process at once, as a crash does, and the next start replays the WAL.
   */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** The server's log, for failure messages. */
  log(): string;
  /** Stops it (immediately) and removes its directory. */
  destroy(): Promise<void>;
}

/** Creates and starts a new cluster (trust authentication, loopback only). Takes about a second. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(privatePostgresUnavailable() ?? 'no PostgreSQL binaries');
  const dir = mkdtempSync(join(tmpdir(), 'assessly-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (runningAsRoot()) {
    const { uid, gid } = postgresOwner();
    chownSync(dir, uid, gid);
  }
  const command = (program: string, args: string[]): [string, string[]] =>
    runningAsRoot() ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
  const run = async (program: string, args: string[]) => {
    const [file, argv] = command(program, args);
    await promisify(execFile)(file, argv, { encoding: 'utf8' });
  };
  const port = await freePort();
  // --no-sync: the cluster is thrown away; the server itself still fsyncs its WAL as in production.
  try {
    await run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=60',
    '-c shared_buffers=16MB',
  ].join(' ');
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', dataDir, ...args]);
  let running = false;
  // A test that dies half-way must not leave a server running: stop it when this process exits.
  const stopOnExit = () => {
    if (!running) return;
    try {
      const [file, argv] = command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      execFileSync(file, argv, { stdio: 'ignore' });
    } catch {
      /* already stopped */
    }
  };
  process.once('exit', stopOnExit);

  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pgCtl('-o', serverOptions, '-l', logFile, '-w', '-t', '30', 'start');
      running = true;
    },
    async stop(mode = 'fast') {
      await pgCtl('-m', mode, '-w', '-t', '30', 'stop');
      running = false;
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async destroy() {
      process.off('exit', stopOnExit);
      if (running) await cluster.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`private PostgreSQL did not start: ${String(error)}\n${cluster.log()}`);
  }
  return cluster;
}
