// The health check (GET /api/health), for load balancers and monitors.
import { z } from 'zod';

/** The database answered; `dialect` says which one (sqlite or postgres). */
export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok'), dialect: z.string() });
/** The 503 answer when the database does not answer. */
export const healthFailure = z.object({ status: z.literal('error'), database: z.literal('unreachable') });
export type HealthFailure = z.infer<typeof healthFailure>;
