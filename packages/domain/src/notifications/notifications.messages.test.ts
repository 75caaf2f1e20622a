import { describe, expect, it } from 'vitest';
import { endorsementThankYouText, notificationTarget } from './notifications.messages';

describe('notifications', () => {
  it('routes contest and admin notifications', () => {
    expect(notificationTarget('contest')).toBe('/admin/athlete-contest');
    expect(notificationTarget('admin')).toBe('/admin/sports-community-badge');
    expect(notificationTarget('payout-email-changed')).toBe('/admin/profile#payout-email');
    expect(notificationTarget('endorsement')).toBeNull();
  });
  it('points the thank-you e-mail to the chat home page', () => {
    const text = endorsementThankYouText('Jordan Rivera', 'https://fhp.example/chat');
    expect(text).toContain('available to chat');
    expect(text).toContain('https://fhp.example/chat');
    expect(text).toContain('Jordan Rivera');
  });
});
