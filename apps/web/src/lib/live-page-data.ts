import { LIVE_DATA_ELEMENT_ID, serializeLiveData } from '@fhp/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A page the server renders with its current data (decision 0037: /home's athletes) carries
 * that data as JSON in `<script type="application/json" id="fhp-live-data">` (a data block: never
 * run, so the CSP allows it). The app puts it in its query cache before hydrating, so its first
 * render is the server's HTML and it asks the API nothing until the data is stale.
 * The block's element id and text escaping are the domain's (the server adds to the block).
 */
export { LIVE_DATA_ELEMENT_ID, serializeLiveData };

/** One query's answer as the server rendered it, and when it was read. */
export interface LiveQueryData {
  key: readonly unknown[];
  data: unknown;
  /** Milliseconds since the epoch: the query's `dataUpdatedAt`, so staleness counts from it. */
  at: number;
}

function isLiveQueryData(value: unknown): value is LiveQueryData {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<LiveQueryData>;
  return Array.isArray(entry.key) && 'data' in entry && typeof entry.at === 'number';
}

/** Seeds the cache with the page's data block, if it has one; a broken block is ignored. */
export function seedLiveData(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(LIVE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(entries)) return;
  for (const entry of entries) {
    if (isLiveQueryData(entry)) {
      queryClient.setQueryData(entry.key, entry.data, { updatedAt: entry.at });
    }
  }
}

/** The data block as the server puts it into the page, after the root. */
export function liveDataScript(entries: readonly LiveQueryData[]): string {
  return `<script type="application/json" id="${LIVE_DATA_ELEMENT_ID}">${serializeLiveData(entries)}</script>`;
}
