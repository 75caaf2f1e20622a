/** How long after the page's start an early answer may still be taken (its first screen). */
export const EARLY_ANSWER_WINDOW_MS = 30_000;

/**
 * The answer to a GET the page sent before its app had loaded (start-on-interaction.ts sends a
 * panel frame's `data-early` reads as it starts loading the app), taken once: the first call for
 * that exact URL gets it, any later one asks the server again.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const sent = typeof window === 'undefined' ? undefined : window.fhpEarlyRequests;
  if (sent && performance.now() > EARLY_ANSWER_WINDOW_MS) {
    // Not the page's first reads any more (the visitor went elsewhere first): asked again.
    sent.clear();
    return undefined;
  }
  const response = sent?.get(url);
  if (response) sent?.delete(url);
  return response;
}

/**
 * Drops the reads not taken yet: they answered for the page as it loaded, and a change (signing
 * in, a save) makes them stale. A signed-out visitor's frame asked for /api/profile and got 401;
 * after signing in, the profile must be asked for again, not answered with that 401.
 */
export function forgetEarlyResponses(): void {
  if (typeof window !== 'undefined') window.fhpEarlyRequests?.clear();
}
