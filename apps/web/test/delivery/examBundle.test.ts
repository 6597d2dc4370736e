// Issue 9: a cold load of the exam screen fetches only the exam's cut of the language table
// (src/i18n/tableScope.ts). Every translation key that the screen's code can ask for — the app's frame,
// the exam page and the parts it loads when a question needs them — must lie inside that cut, or the
// screen would show raw keys until the whole table arrives.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { translations } from '@assessly/shared/i18n';
import { describe, expect, it } from 'vitest';
import { EXAM_NAMESPACES, EXAM_SCREEN_PATH } from '../../src/i18n/tableScope';

const srcDir = fileURLToPath(new URL('../../src', import.meta.url));
const NAMESPACES = Object.keys(translations.en);

function resolveModule(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/**
 * The files a screen runs: static imports (not `import type`) from the roots, and the dynamic imports
 * of the exam page's own parts (lazyPart), which render under the same cut table. Route pages and
 * other lazy screens are not followed: they wait for the whole table (lazyPage).
 */
function screenFiles(roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/^(?:import|export)(?!\s+type\s)[^;]*?\sfrom\s+'(\.[^']+)'/gms)].map(
      (m) => m[1]!,
    );
    if (relative(srcDir, file).startsWith('features/delivery/exam/')) {
      specifiers.push(...[...text.matchAll(/lazyPart\(\(\) => import\('(\.[^']+)'\)\)/g)].map((m) => m[1]!));
    }
    for (const specifier of specifiers) {
      const target = resolveModule(file, specifier);
      if (target) visit(target);
    }
  };
  roots.forEach((root) => visit(join(srcDir, root)));
  return [...seen];
}

/** Namespaces named in a file: t('ns.key'), `ns.${…}` and key constants like 'exam.endedTimeUp'. */
function namespacesUsed(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(/['"`]([a-zA-Z]+)\.(?:[a-zA-Z][\w.]*['"`]|\$\{)/g)) {
    if (NAMESPACES.includes(match[1]!)) found.add(match[1]!);
  }
  return [...found];
}

describe("the exam screen's cut of the language table", () => {
  const files = screenFiles(['main.tsx', 'features/delivery/exam/StartQuizPage.tsx']);

  it('follows the exam screen and the parts it loads on demand', () => {
    const names = files.map((f) => relative(srcDir, f));
    expect(names).toEqual(
      expect.arrayContaining([
        'app/App.tsx',
        'features/delivery/exam/ExamScreen.tsx',
        'features/delivery/exam/ExamAnswerParts.tsx',
        'features/delivery/exam/ExamTextAnswer.tsx',
        'features/delivery/exam/ExamConfirmDialogs.tsx',
        'features/delivery/exam/ExamMedia.tsx',
        'components/ConfirmDialog.tsx',
      ]),
    );
    // Admin screens and the shell are not part of it.
    expect(names.filter((n) => n.startsWith('shell/'))).toEqual([]);
    // The other features' route tables (routes.ts) only name their lazy screens.
    const otherFeatures = /^features\/(accounts|site|authoring|results|billing|ai)\/(?!routes\.ts$)/;
    expect(names.filter((n) => otherFeatures.test(n))).toEqual([]);
  });

  it('holds every namespace that code asks for', () => {
    const outside = files.flatMap((file) =>
      namespacesUsed(file)
        .filter((ns) => !(EXAM_NAMESPACES as readonly string[]).includes(ns))
        .map((ns) => `${ns} (${relative(srcDir, file)})`),
    );
    expect(outside).toEqual([]);
  });

  it('names namespaces that exist, and the route that uses them', () => {
    expect(EXAM_NAMESPACES.filter((ns) => !NAMESPACES.includes(ns))).toEqual([]);
    const routes = readFileSync(join(srcDir, 'app/routes.tsx'), 'utf8');
    expect(routes).toMatch(/path: EXAM_SCREEN_PATH,[^}]*element: delivery\.StartQuizPage \}/);
    const deliveryRoutes = readFileSync(join(srcDir, 'features/delivery/routes.ts'), 'utf8');
    expect(deliveryRoutes).toMatch(
      /StartQuizPage = lazyPage\(\(\) => import\('\.\/exam\/StartQuizPage'\), \{ examTable: true \}\)/,
    );
    expect(EXAM_SCREEN_PATH).toBe('/quiz/startQuiz');
  });
});

// Issue 22: the renderers of the new question types use a namespace of their own ('examTypes'), outside the
// cut, so that an exam of choice questions does not load their strings. They are not parts of the cut's
// screen: the written-answer part loads each of them together with the whole table of the language.
describe("the renderers of issue 22's types", () => {
  const partsFile = join(srcDir, 'features/delivery/exam/ExamAnswerParts.tsx');
  const parts = readFileSync(partsFile, 'utf8');
  const renderers = [...parts.matchAll(/import\('(\.\/Exam\w+)'\)/g)].map((m) => m[1]!);

  it('are loaded by the written-answer part, each with the whole table', () => {
    expect(renderers).toEqual(['./ExamLineAnswer', './ExamMatching', './ExamOrdering', './ExamCloze']);
    expect(parts).toMatch(/Promise\.all\(\[untilLoaded\(RENDERERS\[key\]\), untilLoaded\(loadTable\)\]\)/);
    const area = readFileSync(join(srcDir, 'features/delivery/exam/ExamAnswerArea.tsx'), 'utf8');
    expect(area).toMatch(/loadTable=\{loadLocale\}/);
  });

  it('ask for their own namespace and the cut, nothing else', () => {
    const used = renderers.flatMap((r) => namespacesUsed(resolveModule(partsFile, r)!));
    expect(new Set(used)).toEqual(new Set(['examTypes', 'exam']));
    expect(EXAM_NAMESPACES).not.toContain('examTypes');
  });
});
