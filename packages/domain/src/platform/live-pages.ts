/**
 * Where a live page's template (written by apps/web/scripts/build.mjs) takes the markup the
 * server renders into it (apps/server live-pages.ts, decision 0037): inside the app's root.
 */
export const LIVE_ROOT_MARKER = '<!--fhp-live-root-->';

/**
 * The name a pre-rendered page's signed-in header was built with (apps/web/src/entry-server.tsx
 * `renderAccountHeaders`); the server writes the visitor's escaped name in its place.
 */
export const ACCOUNT_NAME_MARKER = 'FHP-ACCOUNT-NAME';

/**
 * The element of a page's data block, `<script type="application/json" id=...>` (a data block:
 * never run, so the CSP allows it), which the web app seeds its query cache with before it
 * hydrates (apps/web/src/lib/live-page-data.ts); the server adds a visitor's /api/me to it.
 */
export const LIVE_DATA_ELEMENT_ID = 'fhp-live-data';

/** A data block's text: JSON that cannot close the script element it sits in. */
export function serializeLiveData(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
