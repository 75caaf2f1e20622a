/**
 * Where a live page's template (written by apps/web/scripts/build.mjs) takes the markup the
 * server renders into it (apps/server live-pages.ts, decision 0037): inside the app's root.
 */
export const LIVE_ROOT_MARKER = '<!--fhp-live-root-->';
