/** A console list's page (keyset): operators scan more rows than an athlete's 5. */
export const CONSOLE_PAGE_SIZE = 25;
/** At most this many rows in one CSV export (newest first); narrow the filters for more. */
export const CSV_EXPORT_MAX_ROWS = 10_000;
