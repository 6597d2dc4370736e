#!/usr/bin/env node
// `npm start`: builds what changed since the last build (scripts/build.mjs), then runs the server bundle as
// production does, asking it to print where it runs and the demo accounts once it listens (ASSESSLY_ANNOUNCE).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAll, ROOT } from './build.mjs';

if (!buildAll()) process.exit(1);

const server = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'apps/server/dist/main.mjs')], {
  // The server's folder, as `npm run start -w @assessly/server` had it: a relative DATABASE_URL means the same.
  cwd: join(ROOT, 'apps/server'),
  stdio: 'inherit',
  env: { ...process.env, ASSESSLY_ANNOUNCE: '1' },
});
// Ctrl-C reaches the server from the terminal itself (the whole process group); a second SIGINT from here
// would cut its graceful close short. A SIGTERM or SIGHUP sent to this process alone is passed on.
process.on('SIGINT', () => undefined);
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
