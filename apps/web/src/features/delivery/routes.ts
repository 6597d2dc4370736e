import { lazyPage } from '../../lib/lazyPage';

/**
 * The exam screen, a chunk of its own; app/routes.tsx gives it its URL. It renders with the exam's cut of
 * the language table (i18n/tableScope.ts) instead of waiting for the whole table.
 */
export const StartQuizPage = lazyPage(() => import('./exam/StartQuizPage'), { examTable: true });
