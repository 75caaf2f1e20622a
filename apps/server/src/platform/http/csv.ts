/**
 * CSV for the console's exports (RFC 4180: comma-separated, CRLF, fields quoted when needed).
 * A field a spreadsheet would read as a formula (=, +, -, @, tab, CR at its start) is prefixed
 * with an apostrophe: an export opened in Excel must not run what a user typed (CSV injection).
 * A plain negative number ("-12.50", an amount written with its decimals) stays a number.
 */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null };

function field(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>): string {
  const lines = [columns.map((c) => field(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => field(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Sends a CSV export as a download named `<name>-<date>.csv`. */
export function csvAttachment(name: string, now = new Date()) {
  const date = now.toISOString().slice(0, 10);
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${date}.csv"`,
    'cache-control': 'private, no-store',
  };
}
