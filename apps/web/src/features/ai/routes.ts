import { lazyPage } from '../../lib/lazyPage';

/** The AI screens, each a chunk of its own; app/routes.tsx gives them their URLs. */
export const AiConsumptionPage = lazyPage(() => import('./AiConsumptionPage'));
