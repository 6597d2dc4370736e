import type { QuestionTypeKey } from '@assessly/shared';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { TypedAnswerProps } from './examAnswer';

// The exam screen's part for written answers (ExamAnswerArea loads it with the first question that is
// not answered by choosing options): the descriptive answer, and the renderer of each of issue 22's types,
// which this part loads in turn when a question of that type first shows (React.lazy per type). One part
// rather than one per type in the screen's own code: the screen's first load stays as small as before.
export { ExamTextAnswer } from './ExamTextAnswer';

/** Pause before a failed load is tried again (as lazyPart does for the screen's other parts). */
const RETRY_MS = 3_000;

/**
 * A load that never fails: it is tried again until it succeeds, so that a renderer that could not load
 * (offline for a moment) waits behind the loading state instead of breaking the screen or reloading it
 * (on the exam screen a reload counts against the attempt, spec 001 §4).
 */
function untilLoaded<M>(load: () => Promise<M>): Promise<M> {
  return load().catch(() =>
    new Promise<void>((done) => window.setTimeout(done, RETRY_MS)).then(() => untilLoaded(load)),
  );
}

type Renderer = ComponentType<TypedAnswerProps & { numeric: boolean }>;
type RendererKey = 'line' | 'matching' | 'ordering' | 'cloze';

const RENDERERS: Record<RendererKey, () => Promise<Renderer>> = {
  line: () => import('./ExamLineAnswer').then((m) => m.ExamLineAnswer),
  matching: () => import('./ExamMatching').then((m) => m.ExamMatching),
  ordering: () => import('./ExamOrdering').then((m) => m.ExamOrdering),
  cloze: () => import('./ExamCloze').then((m) => m.ExamCloze),
};
const loaded = new Map<RendererKey, LazyExoticComponent<Renderer>>();

/**
 * The type's renderer, made once. Its strings (the 'examTypes' namespace) lie outside the exam screen's
 * cut of the language table (i18n/tableScope.ts), which every exam loads: it waits for the whole table as
 * well as for its code, as other screens do (lazyPage), so that it never shows a raw key.
 */
function rendererOf(key: RendererKey, loadTable: () => Promise<unknown>): LazyExoticComponent<Renderer> {
  let renderer = loaded.get(key);
  if (!renderer) {
    const load = Promise.all([untilLoaded(RENDERERS[key]), untilLoaded(loadTable)]);
    renderer = lazy(() => load.then(([component]) => ({ default: component })));
    loaded.set(key, renderer);
  }
  return renderer;
}

export interface ExamTypedAnswerProps extends TypedAnswerProps {
  kind: QuestionTypeKey;
  /** Loads the whole language table (i18n's loadLocale), handed over by the screen. */
  loadTable: () => Promise<unknown>;
  /** Shown while the type's renderer is on its way. */
  loading: ReactNode;
}

/** The answer of a short-answer, numerical, matching, ordering or cloze question (issue 22). */
export function ExamTypedAnswer({ kind, loadTable, loading, ...props }: ExamTypedAnswerProps) {
  const key: RendererKey = kind === 'matching' || kind === 'ordering' || kind === 'cloze' ? kind : 'line';
  const Renderer = rendererOf(key, loadTable);
  return (
    <Suspense fallback={loading}>
      <Renderer {...props} numeric={kind === 'numerical'} />
    </Suspense>
  );
}
