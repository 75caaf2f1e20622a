import { MAX_SIGN_UPS_PER_ADDRESS, messages } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collegeSignUp, postSignUp } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart } from '../../test/uploads';

const onPostgres = inject('dbKind') === 'postgres';

describe('concurrent sign-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.runIf(onPostgres)('give 20 athletes 20 distinct consecutive numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postSignUp(t, collegeSignUp())),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => r.json().athleteNumber as number).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
  });

  it.runIf(onPostgres)(
    'answer parallel sign-ups with one e-mail with one 201 and 409s, never a 500',
    async () => {
      const email = `race-${Date.now()}@example.com`;
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => postSignUp(t, collegeSignUp({ email }))),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
      const refused = responses.find((r) => r.statusCode === 409);
      expect(refused?.json().error.message).toBe(messages.registration.emailTaken);
    },
  );

  it.runIf(onPostgres)(
    `accept at most ${MAX_SIGN_UPS_PER_ADDRESS} parallel attempts from one address across two processes`,
    async () => {
      const other = await createTestApp({ database: t.database });
      try {
        const body = await multipart({ data: '{}' });
        const responses = await Promise.all(
          Array.from({ length: MAX_SIGN_UPS_PER_ADDRESS + 20 }, (_, i) =>
            (i % 2 ? t : other).app.inject({
              method: 'POST',
              url: '/api/registration/athletes',
              headers: body.headers,
              payload: body.payload,
              remoteAddress: '10.30.0.1',
            }),
          ),
        );
        const codes = responses.map((r) => r.statusCode);
        expect(codes.filter((c) => c === 400)).toHaveLength(MAX_SIGN_UPS_PER_ADDRESS);
        expect(codes.filter((c) => c === 429)).toHaveLength(20);
      } finally {
        await other.close();
      }
    },
  );
});
