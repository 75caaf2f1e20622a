/** How long after the page's start an early answer may still be taken (its first screen). */
export const EARLY_ANSWER_WINDOW_MS = 30_000;

/**
 * The answer to a GET the page sent before its app had loaded (start-on-interaction.ts sends a
 * panel frame's `data-early` reads as it starts loading the app), taken once: the first call for
 * that exact URL gets it, any later one asks the server again.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (givenAnswers) return takeGivenAnswer(givenAnswers, url);
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

/**
 * On the server, the API's answers a panel page's preview is drawn with (entry-server.tsx,
 * decision 0038), by URL: the API client takes them instead of calling `fetch`, which on the
 * server is the process's own (payments, storage) and must not be touched. One preview at a time.
 */
let givenAnswers: Map<string, unknown> | undefined;

/** Runs `draw` with the API client answering from `answers` and from nothing else. */
export async function withGivenAnswers<T>(
  answers: Readonly<Record<string, unknown>>,
  draw: () => Promise<T>,
): Promise<T> {
  if (givenAnswers) throw new Error('a preview is already being drawn');
  givenAnswers = new Map(Object.entries(answers));
  try {
    return await draw();
  } finally {
    givenAnswers = undefined;
  }
}

function takeGivenAnswer(answers: Map<string, unknown>, url: string): Promise<Response> {
  // A read that was not made for the preview fails (the preview is then not drawn): no request.
  if (!answers.has(url))
    return Promise.reject(new TypeError(`${url} was not read for the preview`));
  return Promise.resolve(Response.json(answers.get(url)));
}
