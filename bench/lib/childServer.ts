import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../../apps/server/test/helpers/serverBundle.js';

/** The repository root: the server and the bare route run from there, as `npm start` runs the server. */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildServer {
  baseUrl: string;
  pid: number;
  /** SIGTERM (the server closes itself and the CPU profile is written), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port that is free right now on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolvePort(port) : reject(new Error('could not pick a free port'))));
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${url}: the process exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${output()}`);
    await sleep(200);
  }
}

/**
 * Starts the server (entry 'server': its production bundle, as `npm start` runs it) or another TypeScript
 * entry point (through tsx) in its own Node process, so the load generator and the server never share an
 * event loop. Its output is passed through with a prefix.
 */
export async function startChild(opts: {
  label: string;
  entry: string;
  env: Record<string, string>;
  healthPath: string;
  port: number;
  nodeFlags?: string[];
}): Promise<ChildServer> {
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env };
  // The developer's shell must not point the child at another database, Redis or secret.
  for (const key of ['REDIS_URL', 'JWT_SECRET']) if (!(key in opts.env)) delete env[key];
  const program = opts.entry === 'server' ? await serverArgs() : ['--import', 'tsx', opts.entry];
  const child = spawn(process.execPath, [...(opts.nodeFlags ?? []), ...program], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const relay = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-10_000);
    for (const line of text.split('\n').filter(Boolean)) console.log(`[${opts.label}] ${line}`);
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)])) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  try {
    await waitUntilHealthy(`${baseUrl}${opts.healthPath}`, child, () => tail);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop };
}
