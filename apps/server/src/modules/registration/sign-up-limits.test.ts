import { MAX_SIGN_UPS_PER_ADDRESS, messages } from '@fhp/domain';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { twoProcesses } from '../../test/two-processes';
import { multipart } from '../../test/uploads';

describe('sign-up limits', () => {
  const { first, second } = twoProcesses();

  // An incomplete sign-up (no photo, no fields) is still a sign-up attempt.
  const attempt = async (t: TestApp, ip: string) => {
    const body = await multipart({ data: '{}' });
    return t.app.inject({
      method: 'POST',
      url: '/api/registration/athletes',
      headers: body.headers,
      payload: body.payload,
      remoteAddress: ip,
    });
  };

  it('are shared by every process through the database', async () => {
    const codes: number[] = [];
    for (let i = 0; i < MAX_SIGN_UPS_PER_ADDRESS; i++)
      codes.push((await attempt(i % 2 ? first : second, '10.8.0.1')).statusCode);
    expect(codes).toEqual(Array(MAX_SIGN_UPS_PER_ADDRESS).fill(400));
    for (const t of [first, second]) {
      const refused = await attempt(t, '10.8.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(messages.registration.tooManySignUps);
    }
    expect((await attempt(first, '10.8.0.2')).statusCode).toBe(400);
  });
});
