import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collegeSignUp, postSignUp } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';

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
});
