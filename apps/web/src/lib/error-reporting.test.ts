import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrubText, scrubValue } from './scrub-report';

const loaded = vi.fn();
const capture = vi.fn();
vi.mock('./sentry-browser', () => {
  loaded();
  return {
    startSentry: (dsn: string) => ({ capture: (...args: unknown[]) => capture(dsn, ...args) }),
  };
});

const DSN = 'https://publickey@errors.example.org/7';

/** A fresh copy of the module: it loads its reporter once per page. */
const load = async () => {
  vi.resetModules();
  return import('./error-reporting');
};
/** A rejection nothing handled, as the browser announces it (jsdom has no such event class). */
const rejection = (reason: unknown) =>
  Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setDsn(dsn: string | undefined) {
  document.head.querySelector('meta[name="fhp-error-dsn"]')?.remove();
  if (!dsn) return;
  const meta = document.createElement('meta');
  meta.name = 'fhp-error-dsn';
  meta.content = dsn;
  document.head.append(meta);
}

afterEach(() => {
  setDsn(undefined);
  loaded.mockClear();
  capture.mockClear();
});

describe('web error reporting', () => {
  it('loads nothing and reports nothing when the page has no DSN', async () => {
    const { reportError, reportUnhandledErrors } = await load();
    reportUnhandledErrors();
    reportError(new Error('boom'));
    window.dispatchEvent(rejection(new Error('unhandled')));
    await settle();
    expect(loaded).not.toHaveBeenCalled();
    expect(capture).not.toHaveBeenCalled();
  });

  it('loads the SDK with the first error when the page has a DSN, and reports it', async () => {
    setDsn(DSN);
    const { reportError } = await load();
    await settle();
    expect(loaded).not.toHaveBeenCalled();
    const error = new Error('boom');
    reportError(error, '\n    at ProfilePage');
    await vi.waitFor(() =>
      expect(capture).toHaveBeenCalledWith(DSN, error, '\n    at ProfilePage'),
    );
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('reports rejections nothing handled', async () => {
    setDsn(DSN);
    const { reportUnhandledErrors } = await load();
    reportUnhandledErrors();
    const error = new Error('unhandled');
    window.dispatchEvent(rejection(error));
    await vi.waitFor(() => expect(capture).toHaveBeenCalledWith(DSN, error, undefined));
  });

  it('leaves out API answers and refused pages, but not an answer the app could not read', async () => {
    setDsn(DSN);
    const { worthReporting } = await load();
    // The copy the fresh module imported (instanceof compares classes).
    const { ApiError } = await import('./api-error');
    expect(worthReporting(new ApiError(403, 'FORBIDDEN', 'No'))).toBe(false);
    expect(worthReporting(new ApiError(500, 'INTERNAL', 'Oops'))).toBe(false);
    expect(worthReporting(new ApiError(0, 'NETWORK_ERROR', 'Offline'))).toBe(false);
    expect(worthReporting(new ApiError(200, 'INVALID_RESPONSE', 'Odd'))).toBe(true);
    expect(worthReporting(new TypeError('x is undefined'))).toBe(true);
  });
});

describe('scrubbing a report', () => {
  it('replaces e-mail addresses and secret links, and drops secret keys', () => {
    expect(
      scrubText(
        'mail ada@example.com; see https://fhp.example/auth/reset-password?token=abc123&x=1 and /confirm-consent?id=c0ns3nt and /api/consents/c0ns3nt/confirm and /auth/registration-fee?feeToken=f33',
      ),
    ).toBe(
      'mail [email]; see https://fhp.example/auth/reset-password?token=[redacted]&x=1 and /confirm-consent?id=[redacted] and /api/consents/[redacted]/confirm and /auth/registration-fee?feeToken=[redacted]',
    );
    expect(
      scrubValue({
        request: { url: '/x?token=t0k', headers: { Authorization: 'Bearer b' } },
        password: 'p',
      }),
    ).toEqual({
      request: { url: '/x?token=[redacted]', headers: { Authorization: '[redacted]' } },
      password: '[redacted]',
    });
  });
});
