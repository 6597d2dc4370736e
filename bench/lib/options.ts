/** Command-line options of bench/exam-wave (docs/performance.md). */
export interface WaveOptions {
  candidates: number;
  questions: number;
  /** Think time per answer, uniformly random in [min, max] milliseconds (human pace). */
  thinkMinMs: number;
  thinkMaxMs: number;
  /** Closed-loop connections of the saturation phase (and of the bare route, measured the same way). */
  concurrency: number;
  /** Candidates of the untimed warm-up run, so both servers are measured with their code already compiled. */
  warmupCandidates: number;
  /** PostgreSQL server URL to create a throwaway database on; null: SQLite. */
  pgAdminUrl: string | null;
  /** Write a CPU profile of the server child and print where its time went. */
  cpuProf: boolean;
  quick: boolean;
}

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

const USAGE = `usage: npm run bench:exam -- [--candidates N] [--quick] [--think-ms MIN-MAX|MS] [--concurrency C]
                                  [--pg [URL]] [--cpu-prof]
  --candidates N     simulated candidates (default 1000); --quick divides the size by ten
  --think-ms 1000-3000  think time per answer at human pace, uniformly random (default 1000-3000;
                     --quick 100-300, so that the wave, like its size, takes a tenth of the time)
  --concurrency C    closed-loop connections of the saturation phase and of the bare route (default 64)
  --pg [URL]         PostgreSQL instead of SQLite: a throwaway database on URL (default ${DEFAULT_PG})
  --cpu-prof         profile the server child and print the functions that cost the most`;

function positiveInt(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} needs a positive integer, got ${raw}\n${USAGE}`);
  return value;
}

function thinkRange(raw: string | undefined): [number, number] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(raw ?? '');
  if (!match) throw new Error(`--think-ms needs MS or MIN-MAX, got ${raw}\n${USAGE}`);
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (max < min) throw new Error(`--think-ms: ${max} is below ${min}`);
  return [min, max];
}

export function parseOptions(argv: string[]): WaveOptions {
  const o: WaveOptions = {
    candidates: 1000,
    questions: 20,
    thinkMinMs: 1000,
    thinkMaxMs: 3000,
    concurrency: 64,
    warmupCandidates: 50,
    pgAdminUrl: null,
    cpuProf: false,
    quick: false,
  };
  let candidatesGiven = false;
  let thinkGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const value = () => inline ?? argv[++i];
    if (flag === '--candidates') {
      o.candidates = positiveInt(flag, value());
      candidatesGiven = true;
    } else if (flag === '--think-ms') {
      [o.thinkMinMs, o.thinkMaxMs] = thinkRange(value());
      thinkGiven = true;
    } else if (flag === '--concurrency') o.concurrency = positiveInt(flag, value());
    else if (flag === '--quick') o.quick = true;
    else if (flag === '--cpu-prof') o.cpuProf = true;
    else if (flag === '--pg') {
      // The URL is optional: take the next argument only when it is one.
      const next = inline ?? (argv[i + 1]?.startsWith('postgres') ? argv[++i] : undefined);
      o.pgAdminUrl = next ?? DEFAULT_PG;
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  if (o.quick) {
    if (!candidatesGiven) o.candidates = Math.max(1, Math.round(o.candidates / 10));
    o.warmupCandidates = Math.max(5, Math.round(o.warmupCandidates / 10));
    // 20 questions at 1-3 s each were 48 of the quick run's 72 s: the quick wave is a smoke check of the
    // same requests, not a measure of human pace (the full run is).
    if (!thinkGiven) [o.thinkMinMs, o.thinkMaxMs] = [o.thinkMinMs / 10, o.thinkMaxMs / 10];
  }
  return o;
}
