import { lazyPage } from '../../lib/lazyPage';

/** The billing screens, each a chunk of its own; app/routes.tsx gives them their URLs. */
export const PaymentsPage = lazyPage(() => import('./PaymentsPage'));
export const PlansPage = lazyPage(() => import('./PlansPage'));
