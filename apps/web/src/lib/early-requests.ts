/**
 * The answer to a GET the page sent before its app had loaded (start-on-interaction.ts sends a
 * panel frame's `data-early` reads as it starts loading the app), taken once: the first call for
 * that exact URL gets it, any later one asks the server again.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const sent = typeof window === 'undefined' ? undefined : window.fhpEarlyRequests;
  const response = sent?.get(url);
  if (response) sent?.delete(url);
  return response;
}
