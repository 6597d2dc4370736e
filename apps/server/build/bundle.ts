/**
 * The server as it runs in production: src/main.ts and the shared package bundled into one ES module by
 * esbuild (`npm run build`, apps/server/dist/main.mjs), started with plain `node`. Packages from
 * node_modules stay outside the bundle and load as usual (native addons, their own files). Starting it
 * takes about half the time and CPU of compiling the TypeScript at every start through tsx (measured
 * 2.3 s against 4.5 s to the first /api/health on the CI machine), which matters when an instance is
 * replaced, restarted after a crash, or started by each browser test file.
 *
 * The bundle must sit two folders below the repository root (apps/server/<folder>/), as src/config.ts
 * does: it finds the root, the web build and the default database from its own location.
 */
import { build, type Plugin } from 'esbuild';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** apps/server: the bundles of build and tests go to folders below it. */
export const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE_PATH = join(SERVER_DIR, 'dist/main.mjs');

/** Every import of a package stays an import, except the workspace's own TypeScript package. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@assessly/shared') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Writes the bundle of src/main.ts to `outfile` (apps/server/<folder>/<name>.mjs). */
export async function bundleServer(outfile = BUNDLE_PATH): Promise<string> {
  if (resolve(dirname(outfile), '..') !== SERVER_DIR) {
    throw new Error(`the server bundle must be written to a folder of apps/server, not ${outfile}`);
  }
  await build({
    entryPoints: [join(SERVER_DIR, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesOutside],
    // With node --enable-source-maps, stack traces in errors and logs name the TypeScript lines.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const started = performance.now();
  const out = await bundleServer();
  console.log(`bundled the server into ${out} in ${Math.round(performance.now() - started)} ms`);
}
