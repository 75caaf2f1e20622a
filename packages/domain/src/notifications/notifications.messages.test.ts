import { describe, expect, it } from 'vitest';
import { endorsementThankYouText, notificationTarget } from './notifications.messages';

describe('notifications', () => {
  it('routes contest and admin notifications', () => {
    expect(notificationTarget('contest')).toBe('/admin/athlete-contest');
    expect(notificationTarget('admin')).toBe('/admin/sports-community-badge');
    expect(notificationTarget('payout-email-changed')).toBe('/admin/profile#payout-email');
    const thread = '6f1c1e52-8a43-4d7a-9a57-3b2c1f0e9d10';
    expect(notificationTarget('resolution', null, thread)).toBe(
      `/admin/resolution-detail/${thread}`,
    );
    expect(notificationTarget('resolution')).toBe('/admin/resolution-center');
    expect(notificationTarget('endorsement')).toBeNull();
  });
  it("opens the athlete's page from a fan's notification about them", () => {
    expect(notificationTarget('pizza-money-accepted', 1002)).toBe('/athletes/1002');
    expect(notificationTarget('athlete-new-item', 1001)).toBe('/athletes/1001');
    expect(notificationTarget('payment-refunded', 1001)).toBeNull();
    expect(notificationTarget('pizza-money-accepted', null)).toBeNull();
  });
  it('points the thank-you e-mail to the chat home page', () => {
    const text = endorsementThankYouText('Jordan Rivera', 'https://fhp.example/chat');
    expect(text).toContain('available to chat');
    expect(text).toContain('https://fhp.example/chat');
    expect(text).toContain('Jordan Rivera');
  });
});
