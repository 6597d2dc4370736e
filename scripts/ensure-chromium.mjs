#!/usr/bin/env node
// Makes sure a Chromium for the browser (e2e) tests exists: /usr/bin/chromium or $CHROMIUM_PATH.
// Installs Debian's chromium package when running as root with apt-get; otherwise explains how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

if (isRoot && hasApt) {
  console.log(
    `Chromium not found at ${path}: installing it with apt-get (Debian package "chromium", /usr/bin/chromium)…`,
  );
  if (path !== '/usr/bin/chromium')
    console.log('Note: unset CHROMIUM_PATH (or point it at /usr/bin/chromium) to use it.');
  const result = spawnSync(
    'sh',
    ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'],
    {
      stdio: 'inherit',
    },
  );
  process.exit(result.status ?? 1);
}

console.error(
  [
    `Chromium was not found at ${path}; the browser (e2e) tests need it.`,
    'Install it, then run the tests again:',
    '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
    '  elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/browser',
  ].join('\n'),
);
process.exit(1);
