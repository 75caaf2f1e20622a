/**
 * What the web app's error reports must never carry (decision 0045), as the server's logs and
 * reports: e-mail addresses, and the links that act as keys (reset and fee tokens, PayPal's
 * `token`, consent ids). Works on any JSON-like value: messages, stack frames, the page's URL.
 */
export const REDACTED = '[redacted]';
export const EMAIL_REDACTED = '[email]';

const EMAIL = /[^\s@<>()[\]"'`,;:/?#&=]+@[^\s@<>()[\]"'`,;:/?#&=]+\.[a-z]{2,}/gi;
/** A query parameter whose name says it is a secret, wherever it appears. */
const SECRET_PARAM =
  /([?&][^=&#\s"'`]*(?:token|secret|password|signature)[^=&#\s"'`]*=)[^&#\s"'`]*/gi;
/** The consent page's id (`/confirm-consent?id=`) and its API (`/api/consents/<id>/...`). */
const CONSENT_ID = /(\/confirm-consent\/?\?(?:[^#\s"'`]*&)?id=)[^&#\s"'`]*/gi;
const CONSENT_SEGMENT = /(\/api\/consents\/)[^/?#\s"'`]+/gi;
/** Keys whose value is dropped whatever it holds. */
const SECRET_KEY = /^(cookies?|authorization)$|password|secret|token/i;

export function scrubText(text: string): string {
  return text
    .replace(EMAIL, EMAIL_REDACTED)
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(CONSENT_ID, `$1${REDACTED}`)
    .replace(CONSENT_SEGMENT, `$1${REDACTED}`);
}

export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : scrubValue(item, depth + 1);
  }
  return out;
}
