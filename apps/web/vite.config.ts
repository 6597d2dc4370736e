import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { EXAM_NAMESPACES } from './src/i18n/tableScope.ts';

const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** The shared package's one-language entry modules (@assessly/shared/i18n/en, …). */
const LOCALE_ENTRY = /[\\/]packages[\\/]shared[\\/]src[\\/]i18n[\\/]locale[\\/](\w+)\.ts$/;

/**
 * Issue 9 (the exam screen's JavaScript): each namespace file of the shared translations holds all five
 * languages in one object, which no bundler splits. In a build, each one-language entry module becomes
 * its table's data alone (evaluated here, when the build starts), so a language's chunk carries that
 * language only; with `?exam`, only the exam screen's namespaces of it (src/i18n/tableScope.ts). The
 * dev server keeps the real modules (whole tables), so edits to the tables show at once.
 */
function oneLanguageTables(): Plugin {
  let translations: Record<string, unknown> = {};
  let offExam = new Set<string>();
  return {
    name: 'assessly-one-language-tables',
    apply: 'build',
    async buildStart() {
      // Vite's own module runner reads the shared TypeScript sources as the dev server would.
      type Shared = typeof import('@assessly/shared/i18n');
      const loaded = await runnerImport<Shared>('@assessly/shared/i18n', { configFile: false, logLevel: 'warn' });
      translations = loaded.module.translations;
      offExam = new Set(loaded.module.MESSAGE_KEYS_OFF_EXAM);
    },
    load(id) {
      const [file, query] = id.split('?');
      const locale = LOCALE_ENTRY.exec(file!)?.[1];
      if (!locale) return null;
      const whole = translations[locale] as Record<string, unknown> | undefined;
      if (!whole) throw new Error(`no translation table for the locale '${locale}' (${id})`);
      const table = query === 'exam' ? examCut(whole, offExam) : whole;
      // JSON.parse of one string literal parses faster than the same object literal (V8's advice).
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(table))});`;
    },
  };
}

/** The exam screen's namespaces of a table, its messages without those the exam never shows. */
function examCut(whole: Record<string, unknown>, offExam: Set<string>) {
  const table = Object.fromEntries(EXAM_NAMESPACES.map((ns) => [ns, whole[ns]]));
  const messages = table.messages as Record<string, unknown>;
  table.messages = Object.fromEntries(Object.entries(messages).filter(([key]) => !offExam.has(key)));
  return table;
}

/**
 * Preload lists without the files a chunk has already loaded. Vite lists, for each import() in a chunk,
 * every file the imported chunk needs, including those the importing chunk itself imports statically:
 * those are loaded (the importing code is running), and their names in every list of the entry made
 * the first load of every screen a few KB larger (issue 9). Nothing else changes: the browser preloads
 * the same files as before.
 */
function preloadsWithoutLoaded() {
  const loaded = new Map<string, Set<string>>();
  let bundle: OutputBundle = {};
  const closure = (file: string, into = new Set<string>()) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || into.has(file)) return into;
    into.add(file);
    for (const dep of chunk.imports) closure(dep, into);
    return into;
  };
  const plugin: Plugin = {
    name: 'assessly-preloads-without-loaded',
    apply: 'build',
    // Before Vite writes the lists (its build-import-analysis runs in the normal order).
    generateBundle: {
      order: 'pre',
      handler(_, output) {
        bundle = output;
        loaded.clear();
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string; hostType: string }) => {
    if (context.hostType !== 'js' || !bundle[context.hostId]) return deps;
    let done = loaded.get(context.hostId);
    if (!done) loaded.set(context.hostId, (done = closure(context.hostId)));
    return deps.filter((dep) => !done.has(dep));
  };
  return { plugin, resolveDependencies };
}

/** A domain feature's public face (src/features/<domain>/index.ts, issue 21). */
const FEATURE_FACE = /[\\/]src[\\/]features[\\/][\w-]+[\\/]index\.ts$/;

/**
 * A feature's index.ts only re-exports, so it is marked free of side effects: a screen that imports one
 * name of a feature's face then loads the module that defines it, not every module the face re-exports
 * (without this, each face became one shared chunk and some screens loaded parts they never use).
 */
function featureFacesWithoutSideEffects(): Plugin {
  return {
    name: 'assessly-feature-faces-without-side-effects',
    apply: 'build',
    transform(code, id) {
      return FEATURE_FACE.test(id) ? { code, moduleSideEffects: false } : null;
    },
  };
}

const preloads = preloadsWithoutLoaded();

export default defineConfig({
  plugins: [react(), oneLanguageTables(), featureFacesWithoutSideEffects(), preloads.plugin],
  server: { port: 5173, proxy: { '/api': api, '/upload': api } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
  },
});
