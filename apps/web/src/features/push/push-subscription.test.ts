import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushSupported } from './push-subscription';

describe('push subscription helpers', () => {
  it('decodes the base64url VAPID key, with - and _ and without padding', () => {
    // 0xfb 0xff 0xbf encodes as "-_-_" in base64url ("+/+/" in base64).
    expect([...base64UrlToBytes('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...base64UrlToBytes('AQI')]).toEqual([1, 2]);
  });

  it('reports no push support where the browser lacks the Push API (as jsdom does)', () => {
    expect(pushSupported()).toBe(false);
  });
});
