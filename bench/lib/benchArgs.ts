/**
 * Options of the signin-storm, results and web-exam benches. `npm run bench` passes the same arguments
 * to every bench, so an option meant for another bench (e.g. exam-wave's --think-ms) is ignored here,
 * as bench/exports does, instead of failing the run.
 */
import { cpus, loadavg } from 'node:os';

export const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchArgs {
  quick: boolean;
  /** PostgreSQL server URL to create a throwaway database on; null: SQLite. */
  pgAdminUrl: string | null;
  /** A positive integer option (`--name N` or `--name=N`), or `fallback`; --quick divides the fallback by ten. */
  int(name: string, fallback: number, quickMin?: number): number;
  /** A text option, or undefined. */
  text(name: string): string | undefined;
}

export function parseBenchArgs(argv: string[], usage: string): BenchArgs {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  const valueOf = (name: string): string | undefined => {
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i]!;
      if (arg === name) return argv[i + 1];
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    }
    return undefined;
  };
  const quick = argv.includes('--quick');
  const pgIndex = argv.findIndex((a) => a === '--pg' || a.startsWith('--pg='));
  let pgAdminUrl: string | null = null;
  if (pgIndex >= 0) {
    const arg = argv[pgIndex]!;
    // The URL is optional, as in exam-wave: take the next argument only when it is one.
    const next = argv[pgIndex + 1];
    pgAdminUrl = arg.includes('=') ? arg.slice('--pg='.length) : next?.startsWith('postgres') ? next : DEFAULT_PG;
  }
  return {
    quick,
    pgAdminUrl,
    int(name, fallback, quickMin = 1) {
      const raw = valueOf(name);
      if (raw === undefined) return quick ? Math.max(quickMin, Math.round(fallback / 10)) : fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value <= 0)
        throw new Error(`${name} needs a positive integer, got ${raw}\n${usage}`);
      return value;
    },
    text: valueOf,
  };
}

/** The machine line every bench prints first: when, where, and how busy the machine already is. */
export function machineLine(): string {
  const [one, five] = loadavg();
  return (
    `${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ` +
    `load average ${one!.toFixed(2)} (5 min ${five!.toFixed(2)})`
  );
}

/**
 * The load at the end and a warning when the machine was busy: other work slows the server and the
 * baseline unevenly, so the ratios are more trustworthy than the absolute figures then.
 */
export function loadSummary(startLoad: number): string {
  const end = loadavg()[0]!;
  const busy = Math.max(startLoad, end) > cpus().length * 0.75;
  const line = `load average at start ${startLoad.toFixed(2)}, at end ${end.toFixed(2)} (${cpus().length} cores)`;
  return busy ? `${line}\nwarning: the machine was busy with other work; the figures are noisy` : line;
}

/** Nearest-rank percentile of a list of milliseconds (NaN when empty). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export const fmtMs = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1));
export const met = (pass: boolean) => (pass ? 'met' : 'MISSED');
