import {
  EMAIL_IN_TEXT,
  REPORT_EMAIL_REDACTED,
  REPORT_REDACTED,
  scrubReportValue,
} from '@fhp/domain';

/**
 * What the web app's error reports must never carry (decision 0045), as the server's logs and
 * reports: e-mail addresses, and the links that act as keys (reset and fee tokens, PayPal's
 * `token`, consent ids). Works on any JSON-like value: messages, stack frames, the page's URL.
 */
export const REDACTED = REPORT_REDACTED;
export const EMAIL_REDACTED = REPORT_EMAIL_REDACTED;

/** A query parameter whose name says it is a secret, wherever it appears. */
const SECRET_PARAM =
  /([?&][^=&#\s"'`]*(?:token|secret|password|signature)[^=&#\s"'`]*=)[^&#\s"'`]*/gi;
/** The consent page's id (`/confirm-consent?id=`) and its API (`/api/consents/<id>/...`). */
const CONSENT_ID = /(\/confirm-consent\/?\?(?:[^#\s"'`]*&)?id=)[^&#\s"'`]*/gi;
const CONSENT_SEGMENT = /(\/api\/consents\/)[^/?#\s"'`]+/gi;
export function scrubText(text: string): string {
  return text
    .replace(EMAIL_IN_TEXT, EMAIL_REDACTED)
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(CONSENT_ID, `$1${REDACTED}`)
    .replace(CONSENT_SEGMENT, `$1${REDACTED}`);
}

export function scrubValue(value: unknown): unknown {
  return scrubReportValue(value, scrubText);
}
