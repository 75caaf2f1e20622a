import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export const ZReadyResponse = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  /** Live events across processes: `reconnecting` while the LISTEN connection is re-opened. */
  events: z.enum(['in-process', 'listening', 'reconnecting']),
});
