import { lazyPage } from '../../lib/lazyPage';

/** The authoring screens, each a chunk of its own; app/routes.tsx gives them their URLs. */
export const TopicsPage = lazyPage(() => import('./assessments/TopicsPage'));
export const InstructionsPage = lazyPage(() => import('./instructions/InstructionsPage'));
export const CategoryPage = lazyPage(() => import('./questions/CategoryPage'));
export const QuizCardsPage = lazyPage(() => import('./questions/QuizCardsPage'));
export const QuestionsPage = lazyPage(() => import('./questions/QuestionsPage'));
