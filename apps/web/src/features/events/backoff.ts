const BASE_MS = 1_000;
const MAX_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s ... capped at 30 s, with
 * up to 20% jitter so many tabs do not reconnect in the same instant after a server restart.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_MS, BASE_MS * 2 ** attempt);
  return Math.round(exponential * (1 + random() * 0.2));
}
