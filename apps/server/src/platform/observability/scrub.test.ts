import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText } from './scrub';

describe('scrubbing an error report', () => {
  it('replaces e-mail addresses and the secrets of links, as the logs redact them', () => {
    expect(
      scrubText(
        'to ada@example.com: https://fhp.example/auth/reset-password?token=abc&x=1, /api/consents/c0ns3nt/confirm',
      ),
    ).toBe(
      'to [email]: https://fhp.example/auth/reset-password?token=[redacted]&x=1, /api/consents/[redacted]/confirm',
    );
  });

  it('drops cookies, authorization, passwords, tokens, bodies and addresses wherever they are', () => {
    const event = scrubEvent({
      message: 'failed for bob@example.com',
      request: {
        url: '/auth/registration-fee?feeToken=f33',
        headers: { Cookie: 'fhp_session=s', authorization: 'Bearer b', accept: 'text/html' },
        cookies: { fhp_session: 's' },
        data: { password: 'hunter2' },
      },
      user: { id: 'u1', email: 'bob@example.com', ip_address: '10.0.0.1' },
      extra: { newPassword: 'x', resetToken: 'y', stack: ['at f (/srv/app/main.js:1:1)'] },
    });
    expect(event).toEqual({
      message: 'failed for [email]',
      request: {
        url: '/auth/registration-fee?feeToken=[redacted]',
        headers: { Cookie: '[redacted]', authorization: '[redacted]', accept: 'text/html' },
        cookies: '[redacted]',
      },
      user: { id: 'u1' },
      extra: {
        newPassword: '[redacted]',
        resetToken: '[redacted]',
        stack: ['at f (/srv/app/main.js:1:1)'],
      },
    });
  });
});
