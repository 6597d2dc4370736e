// The health check (GET /api/health), for load balancers and monitors.
import { z } from 'zod';

/** The database answered; `dialect` says which one (sqlite or postgres). */
export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok'), dialect: z.string() });
/** The 503 answer when the database does not answer (the route table documents only the 200 answer). */
export type HealthFailure = { status: 'error'; database: 'unreachable' };
