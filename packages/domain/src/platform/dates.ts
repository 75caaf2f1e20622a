/**
 * The one way dates are written, on every page, e-mail and PDF: "5 Mar 2025" (the spec's
 * "D MMM YYYY", part 2's constants), and with a time "5 Mar 2025, 2:05 PM". Intl does the
 * month names and the clock so no date library is needed here; `timeZone` is the visitor's
 * (the default) in the browser and 'UTC' where the writer cannot know it (e-mails, the
 * server's drawings of a page), which then says so.
 */
type TDateInput = string | number | Date;

function parts(value: TDateInput, timeZone: string | undefined, withTime: boolean) {
  const format = new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
    ...(timeZone ? { timeZone } : {}),
  });
  const out: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(value))) out[part.type] = part.value;
  return out;
}

/** "5 Mar 2025". */
export function formatDate(value: TDateInput, timeZone?: string): string {
  const p = parts(value, timeZone, false);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "5 Mar 2025, 2:05 PM"; with timeZone 'UTC' it ends in " UTC". */
export function formatDateTime(value: TDateInput, timeZone?: string): string {
  const p = parts(value, timeZone, true);
  const zone = timeZone === 'UTC' ? ' UTC' : '';
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod}${zone}`;
}
