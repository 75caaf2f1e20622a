/**
 * What an error report must never carry (decision 0045), in the server's reports and the web
 * app's alike: the walk over a JSON-like value (an event's message, exception values, stack
 * frames, request, extras) that replaces secret keys' values, drops the keys that may hold
 * anything, and hands every text to the side's own text scrubbing (the server redacts its links
 * as its logs do; the browser knows only its own URLs).
 */
export const REPORT_REDACTED = '[redacted]';
export const REPORT_EMAIL_REDACTED = '[email]';

/** An e-mail address anywhere in a text, also inside a URL's query. */
export const EMAIL_IN_TEXT = /[^\s@<>()[\]"'`,;:/?#&=]+@[^\s@<>()[\]"'`,;:/?#&=]+\.[a-z]{2,}/gi;

/** Keys whose value is replaced whatever it holds. */
const SECRET_KEY =
  /^(cookies?|authorization|proxy-authorization|set-cookie|x-api-key)$|password|secret|token/i;

/** A copy of `value` with every secret replaced; depth-limited against cycles. */
export function scrubReportValue(
  value: unknown,
  scrubText: (text: string) => string,
  droppedKeys: ReadonlySet<string> = new Set(),
  depth = 0,
): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  const next = (item: unknown) => scrubReportValue(item, scrubText, droppedKeys, depth + 1);
  if (Array.isArray(value)) return value.map(next);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (droppedKeys.has(key)) continue;
    out[key] = SECRET_KEY.test(key) ? REPORT_REDACTED : next(item);
  }
  return out;
}
