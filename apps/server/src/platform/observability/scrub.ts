import { EMAIL_IN_TEXT, REPORT_EMAIL_REDACTED, scrubReportValue } from '@fhp/domain';
import { redactLinksIn } from '../http/log-redaction';

/**
 * What an error report must never carry (decision 0045): the secrets the logs already keep out
 * (tokens and ids in links, through `redactLinksIn`), plus e-mail addresses, cookies,
 * authorization headers, passwords and request bodies. Works on any JSON-like value, so it
 * covers an event's message, exception values, stack frames, breadcrumbs, request and extras.
 */

/** Keys dropped entirely: a request body may hold anything a form sends. */
const DROPPED_KEY = new Set(['data', 'ip_address', 'email']);
export const EMAIL_REDACTED = REPORT_EMAIL_REDACTED;

/** A free text with its secret links and e-mail addresses replaced. */
export function scrubText(text: string): string {
  return redactLinksIn(text.replace(EMAIL_IN_TEXT, EMAIL_REDACTED));
}

/** A copy of `value` with every secret replaced (see above); depth-limited against cycles. */
export function scrubValue(value: unknown): unknown {
  return scrubReportValue(value, scrubText, DROPPED_KEY);
}

/** For an SDK's `beforeSend`: the event scrubbed, same shape. */
export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event) as T;
}
