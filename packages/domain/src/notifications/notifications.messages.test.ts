import { describe, expect, it } from 'vitest';
import { endorsementThankYouText, notificationTarget } from './notifications.messages';

describe('notifications', () => {
  it('routes contest and admin notifications', () => {
    expect(notificationTarget('contest')).toBe('/admin/athlete-contest');
    expect(notificationTarget('admin')).toBe('/admin/sports-community-badge');
    expect(notificationTarget('payout-email-changed')).toBe('/admin/profile#payout-email');
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
