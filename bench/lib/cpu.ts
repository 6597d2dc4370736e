import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The fields of /proc/<pid>/stat after the command name (which may contain spaces, so they start after
 * the last ')'): index 1 is the parent pid, 11/12 user/system ticks, 13/14 those of reaped children.
 * Null elsewhere than Linux, or when the process has ended.
 */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds from two tick fields of /proc/<pid>/stat (100 ticks a second). */
const tickSeconds = (fields: string[] | null, a: number, b: number) =>
  fields ? (Number(fields[a]) + Number(fields[b])) / 100 : null;

/** User+system CPU seconds a process has used so far (Linux /proc), or null elsewhere. */
export function processCpuSeconds(pid: number): number | null {
  return tickSeconds(statFields(pid), 11, 12);
}

/** Busy CPU seconds of the whole machine so far (all cores, Linux /proc/stat), or null elsewhere. */
function machineCpuSeconds(): number | null {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU seconds of each PostgreSQL backend serving one database (their command line names it), so the
 * bench's database work is told apart from other clients of the same PostgreSQL server.
 */
function postgresCpuByPid(database: string): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((f) => /^\d+$/.test(f))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(database))
        byPid.set(Number(pid), processCpuSeconds(Number(pid)) ?? 0);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return byPid;
}

/** The parent of a process (the PostgreSQL postmaster, for a backend), or null. */
function parentPid(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : null;
}

/** CPU seconds of the ended children a process has reaped (cutime + cstime), or null. */
function reapedChildrenCpuSeconds(pid: number): number | null {
  return tickSeconds(statFields(pid), 13, 14);
}

interface PostgresSnapshot {
  byPid: Map<number, number>;
  postmaster: number | null;
  reaped: number;
}

function postgresSnapshot(database: string): PostgresSnapshot {
  const byPid = postgresCpuByPid(database);
  const first = byPid.keys().next();
  const postmaster = first.done ? null : parentPid(first.value);
  return { byPid, postmaster, reaped: postmaster === null ? 0 : (reapedChildrenCpuSeconds(postmaster) ?? 0) };
}

/**
 * What the bench database's backends used since `before`. The pool replaces its connections (maxUses)
 * and closes idle ones, so backends end and start during a phase: the living ones count per backend,
 * and the ended ones through the postmaster, which adds the CPU of every child it reaps to its own
 * cutime/cstime (their whole life, so what they had used before the phase is taken off again). Ended
 * backends of other databases count there too: one more reason to bench on a quiet machine.
 */
function postgresCpuSince(database: string, before: PostgresSnapshot): number {
  const now = postgresCpuByPid(database);
  let total = 0;
  for (const [pid, seconds] of now) total += seconds - (before.byPid.get(pid) ?? 0);
  const postmaster = before.postmaster;
  if (postmaster !== null) {
    total += (reapedChildrenCpuSeconds(postmaster) ?? 0) - before.reaped;
    for (const [pid, seconds] of before.byPid) if (!now.has(pid)) total -= seconds;
  }
  return total;
}

export interface CpuReading {
  text: string;
  /** How long the phase took, in seconds. */
  seconds: number;
  /** CPU seconds of this process (the load generator) during the phase. */
  generatorSeconds: number;
  /** CPU seconds the server child used during the phase (null where /proc is missing). */
  serverSeconds: number | null;
  /** CPU seconds of the bench database's PostgreSQL backends (null on SQLite or without /proc). */
  postgresSeconds: number | null;
  /** Cores the rest of the machine kept busy on average (0 on a quiet machine; null without /proc). */
  otherCores: number | null;
}

function cpuText(seconds: number, server: number, postgres: number | null, generator: number, other: number) {
  const pct = (v: number) => `${((100 * v) / seconds).toFixed(0)}%`;
  const pgText = postgres === null ? '' : `, PostgreSQL ${pct(postgres)}`;
  return `CPU (100% = one core): server ${pct(server)}${pgText}, load generator ${pct(generator)}, other processes ${pct(other)}`;
}

/** Several phases' readings as one (the saturation's answer blocks of one assessment). */
export function combinedReading(readings: CpuReading[]): CpuReading {
  const sum = (pick: (r: CpuReading) => number | null) =>
    readings.some((r) => pick(r) === null) ? null : readings.reduce((total, r) => total + pick(r)!, 0);
  const seconds = sum((r) => r.seconds) ?? 0;
  const generatorSeconds = sum((r) => r.generatorSeconds) ?? 0;
  const serverSeconds = sum((r) => r.serverSeconds);
  const postgresSeconds = sum((r) => r.postgresSeconds);
  const otherSeconds = sum((r) => (r.otherCores === null ? null : r.otherCores * r.seconds));
  if (serverSeconds === null || otherSeconds === null || seconds <= 0) {
    return { ...readings[0]!, seconds, generatorSeconds, serverSeconds: null, postgresSeconds: null, otherCores: null };
  }
  return {
    text: cpuText(seconds, serverSeconds, postgresSeconds, generatorSeconds, otherSeconds),
    seconds,
    generatorSeconds,
    serverSeconds,
    postgresSeconds,
    otherCores: otherSeconds / seconds,
  };
}

/**
 * Who used the CPU during a phase, in % of one core: the server child, this load generator, the
 * PostgreSQL backends of the bench database, and every other process on the machine (a busy machine
 * makes the figures noisy; the report says so).
 */
export function cpuMeter(serverPid: number, pgDatabase: string | null = null): () => CpuReading {
  const server0 = processCpuSeconds(serverPid);
  const machine0 = machineCpuSeconds();
  const pg0: PostgresSnapshot = pgDatabase
    ? postgresSnapshot(pgDatabase)
    : { byPid: new Map(), postmaster: null, reaped: 0 };
  const self0 = process.cpuUsage();
  const started = performance.now();
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const self = process.cpuUsage(self0);
    const generator = (self.user + self.system) / 1e6;
    const server1 = processCpuSeconds(serverPid);
    const machine1 = machineCpuSeconds();
    const pct = (v: number) => `${((100 * v) / seconds).toFixed(0)}%`;
    if (server0 === null || server1 === null || machine0 === null || machine1 === null || seconds <= 0) {
      return {
        text: `load generator CPU ${pct(generator)} of one core`,
        seconds,
        generatorSeconds: generator,
        serverSeconds: null,
        postgresSeconds: null,
        otherCores: null,
      };
    }
    const server = server1 - server0;
    const postgres = pgDatabase ? postgresCpuSince(pgDatabase, pg0) : null;
    const other = Math.max(0, machine1 - machine0 - server - generator - (postgres ?? 0));
    return {
      text: cpuText(seconds, server, postgres, generator, other),
      seconds,
      generatorSeconds: generator,
      serverSeconds: server,
      postgresSeconds: postgres,
      otherCores: other / seconds,
    };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package of node_modules, a source folder of the repository, or Node itself. */
function owner(url: string): string {
  if (!url) return '(native / V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const src = /\/(apps\/[^/]+\/src\/(?:[^/]+\/){0,3})/.exec(url);
  if (src) return src[1]!;
  if (url.startsWith('node:')) return 'node core';
  return url;
}

function top(map: Map<string, number>, total: number, count: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
}

/** Self time of the server's CPU profile by function and by package or source folder. */
export function summarizeProfiles(dir: string): string {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) return `no CPU profile was written in ${dir}`;
  const profile = JSON.parse(readFileSync(join(dir, files[0]!), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const us = profile.timeDeltas[i] ?? 0;
    if (frame.functionName === '(idle)') {
      idle += us;
      return;
    }
    total += us;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byOwner.set(owner(frame.url), (byOwner.get(owner(frame.url)) ?? 0) + us);
  });
  return [
    `CPU profile ${join(dir, files[0]!)}: ${(total / 1e6).toFixed(1)} s busy, ${(idle / 1e6).toFixed(1)} s idle`,
    'self time by package / source folder:',
    ...top(byOwner, total, 15),
    'self time by function:',
    ...top(byFunction, total, 30),
  ].join('\n');
}
