#!/usr/bin/env node
// Keeps the better-sqlite3 binary that `npm ci` just compiled in npm's prebuild cache (~/.npm/_prebuilds),
// under the name prebuild-install looks for first: the next install on this machine (the next CI run, a
// fresh clone) unpacks it instead of compiling SQLite again (about 70 s of one core). The name carries
// the package version, Node's ABI, platform and architecture, so a different Node or version compiles as
// before; a machine without the cache compiles as before. prebuild-install loads the binary before it
// accepts it. Never fails the caller: at worst the next install compiles.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const moduleDir = join(root, 'node_modules/better-sqlite3');
const binary = 'build/Release/better_sqlite3.node';
try {
  const require = createRequire(join(moduleDir, 'package.json'));
  const util = require('prebuild-install/util');
  const pkg = require('./package.json');
  const url = util.getDownloadUrl({
    pkg,
    runtime: 'node',
    abi: process.versions.modules,
    platform: process.platform,
    arch: process.arch,
    libc: '',
    'tag-prefix': 'v',
  });
  const cached = util.cachedPrebuild(url);
  if (existsSync(cached)) {
    console.log(`better-sqlite3: already kept at ${cached}`);
  } else if (!existsSync(join(moduleDir, binary))) {
    console.log('better-sqlite3: no compiled binary to keep');
  } else {
    mkdirSync(dirname(cached), { recursive: true });
    const temporary = `${cached}.${process.pid}.tmp`;
    execFileSync('tar', ['-czf', temporary, '-C', moduleDir, binary]);
    renameSync(temporary, cached);
    console.log(`better-sqlite3: kept the compiled binary at ${cached}`);
  }
} catch (error) {
  console.log(`better-sqlite3: binary not kept (${error instanceof Error ? error.message : error})`);
}
