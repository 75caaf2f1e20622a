import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  MAX_LOGIN_FAILURES_PER_ACCOUNT,
  MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_LOGIN_FAILURES_PER_ADDRESS,
  messages,
} from '@fhp/domain';
import type { DbOrTx } from '../../platform/db/database';
import { tooManyRequests } from '../../platform/http/app-error';
import { addressKey } from '../../platform/limits/address-key';
import {
  type AttemptTicket,
  clearAttempts,
  refundAttempts,
  takeAttempts,
} from '../../platform/limits/attempt-counters';

const windowMs = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/** Counter scopes of password checks (sign-in and the fee page's resume share them). */
const SCOPE = {
  pair: 'login-account-address',
  address: 'login-address',
  account: 'login-account',
} as const;

/** The pair key: an e-mail never contains a space, so the prefix `email ` is this account's. */
const pairKey = (email: string, ip: string) => `${email} ${addressKey(ip)}`;

/**
 * Takes one password check for `email` from `ip`, before the password is verified: refused
 * with 429 once the pair, the address or (a much higher ceiling) the account has used its
 * failures of the window. The caller gives the attempt back with `passwordCheckSucceeded`.
 */
export async function takePasswordCheck(
  db: DbOrTx,
  email: string,
  ip: string,
): Promise<AttemptTicket> {
  const ticket = await takeAttempts(db, [
    {
      scope: SCOPE.pair,
      key: pairKey(email, ip),
      max: MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      windowMs,
    },
    { scope: SCOPE.address, key: addressKey(ip), max: MAX_LOGIN_FAILURES_PER_ADDRESS, windowMs },
    { scope: SCOPE.account, key: email, max: MAX_LOGIN_FAILURES_PER_ACCOUNT, windowMs },
  ]);
  if (!ticket) throw tooManyRequests(messages.auth.tooManyAttempts);
  return ticket;
}

/**
 * The password was right: the attempt was no failure. The pair's earlier failures are
 * forgotten (its owner is here); the address and the account only get this attempt back, so
 * a guesser cannot wipe their count by signing into an account of their own.
 */
export async function passwordCheckSucceeded(
  db: DbOrTx,
  ticket: AttemptTicket,
  email: string,
  ip: string,
) {
  await clearAttempts(db, SCOPE.pair, { key: pairKey(email, ip) });
  await refundAttempts(
    db,
    ticket.filter((t) => t.scope !== SCOPE.pair),
  );
}

/** A password reset proves the owner: the account's sign-in failures, from everywhere, end. */
export async function clearAccountPasswordChecks(db: DbOrTx, email: string) {
  await clearAttempts(db, SCOPE.pair, { keyPrefix: `${email} ` });
  await clearAttempts(db, SCOPE.account, { key: email });
}
