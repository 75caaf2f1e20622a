import { REDACTED, redactLinksIn } from '../http/log-redaction';

/**
 * What an error report must never carry (decision 0045): the secrets the logs already keep out
 * (tokens and ids in links, through `redactLinksIn`), plus e-mail addresses, cookies,
 * authorization headers, passwords and request bodies. Works on any JSON-like value, so it
 * covers an event's message, exception values, stack frames, breadcrumbs, request and extras.
 */

/** Keys whose value is dropped whatever it holds. */
const SECRET_KEY =
  /^(cookies?|authorization|proxy-authorization|set-cookie|x-api-key)$|password|secret|token/i;
/** Keys dropped entirely: a request body may hold anything a form sends. */
const DROPPED_KEY = new Set(['data', 'ip_address', 'email']);
/** An e-mail address anywhere in a text. */
const EMAIL = /[^\s@<>()[\]"'`,;:]+@[^\s@<>()[\]"'`,;:]+\.[a-z]{2,}/gi;
export const EMAIL_REDACTED = '[email]';

/** A free text with its secret links and e-mail addresses replaced. */
export function scrubText(text: string): string {
  return redactLinksIn(text.replace(EMAIL, EMAIL_REDACTED));
}

/** A copy of `value` with every secret replaced (see above); depth-limited against cycles. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (DROPPED_KEY.has(key)) continue;
    out[key] = SECRET_KEY.test(key) ? REDACTED : scrubValue(item, depth + 1);
  }
  return out;
}

/** For an SDK's `beforeSend`: the event scrubbed, same shape. */
export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event) as T;
}
