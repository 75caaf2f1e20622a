import {
  MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_LOGIN_FAILURES_PER_ADDRESS,
  MAX_RESET_REQUESTS_PER_ACCOUNT,
  messages,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { createUser } from '../../test/factories';
import { collegeSignUp, postSignUp } from '../../test/sign-up';
import type { TestApp } from '../../test/test-app';
import { twoProcesses } from '../../test/two-processes';

const onPostgres = inject('dbKind') === 'postgres';
const BURST = 40;

/** How many answers had each status code. */
const tally = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});

describe.runIf(onPostgres)('sign-in limits under a burst of parallel guesses', () => {
  const { first, second } = twoProcesses();

  const post = (t: TestApp, url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it(`lets at most ${MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS} of ${BURST} parallel wrong passwords reach the password check`, async () => {
    const athlete = await createUser(first.services.db);
    const responses = await Promise.all(
      Array.from({ length: BURST }, () =>
        post(
          first,
          '/api/auth/login',
          { email: athlete.email, password: 'wrong-one' },
          '10.20.0.1',
        ),
      ),
    );
    // Every guess that reached the password check was wrong, so 401 counts the checks.
    expect(tally(responses)).toEqual({
      401: MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      429: BURST - MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
    });
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json().error.message).toBe(messages.auth.tooManyAttempts);
    // The owner, elsewhere, still signs in.
    const owner = await post(
      first,
      '/api/auth/login',
      { email: athlete.email, password: athlete.password },
      '10.20.0.2',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('holds the limit across two processes on one database', async () => {
    const athlete = await createUser(first.services.db);
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post(
          i % 2 ? first : second,
          '/api/auth/login',
          { email: athlete.email, password: 'wrong-one' },
          '10.21.0.1',
        ),
      ),
    );
    expect(tally(responses)[401]).toBe(MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  it(`lets at most ${MAX_LOGIN_FAILURES_PER_ADDRESS} parallel guesses at many accounts through from one address`, async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post(
          i % 2 ? first : second,
          '/api/auth/login',
          { email: `burst-${i}@example.com`, password: 'wrong-one' },
          '10.22.0.1',
        ),
      ),
    );
    expect(tally(responses)).toEqual({
      401: MAX_LOGIN_FAILURES_PER_ADDRESS,
      429: BURST - MAX_LOGIN_FAILURES_PER_ADDRESS,
    });
  });

  it('holds the same limit on the fee page, shared with sign-in', async () => {
    const data = collegeSignUp();
    expect((await postSignUp(first, data)).statusCode).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post(
          i % 2 ? first : second,
          i % 3 ? '/api/registration/fee/resume' : '/api/auth/login',
          { email: data.email, password: 'wrong-one' },
          '10.23.0.1',
        ),
      ),
    );
    expect(tally(responses)).toEqual({
      401: MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      429: BURST - MAX_LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
    });
    const owner = await post(
      second,
      '/api/registration/fee/resume',
      { email: data.email, password: data.password },
      '10.23.0.2',
    );
    expect(owner.statusCode).toBe(200);
  });

  it(`sends at most ${MAX_RESET_REQUESTS_PER_ACCOUNT} reset e-mails for a burst of parallel requests`, async () => {
    const athlete = await createUser(first.services.db);
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post(
          i % 2 ? first : second,
          '/api/auth/forgot-password',
          { email: athlete.email },
          `10.24.${i}.1`,
        ),
      ),
    );
    expect(tally(responses)).toEqual({
      200: MAX_RESET_REQUESTS_PER_ACCOUNT,
      429: BURST - MAX_RESET_REQUESTS_PER_ACCOUNT,
    });
    const mails = await first.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, athlete.email));
    expect(mails).toHaveLength(MAX_RESET_REQUESTS_PER_ACCOUNT);
  });
});
