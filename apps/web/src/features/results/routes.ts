import { lazyPage } from '../../lib/lazyPage';

/** The results screens, each a chunk of its own; app/routes.tsx gives them their URLs. */
export const VerifyCertificatePage = lazyPage(() => import('./certificates/VerifyCertificatePage'));
export const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage'));
export const AdminReportsPage = lazyPage(() => import('./reports/AdminReportsPage'));
export const StudentReportsPage = lazyPage(() => import('./reports/StudentReportsPage'));
export const CertificatePage = lazyPage(() => import('./certificates/CertificatePage'));
export const TemplatesPage = lazyPage(() => import('./certificates/TemplatesPage'));
export const AnalyticsPage = lazyPage(() => import('./analytics/AnalyticsPage'));
export const ResultPage = lazyPage(() => import('./resultSheet/ResultPage'));
