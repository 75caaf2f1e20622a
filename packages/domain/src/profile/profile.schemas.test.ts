import { describe, expect, it } from 'vitest';
import { canUpdateAddress, changeAddressField, ZAddressUpdate } from './profile.address';
import { noticeTime, profileMessages } from './profile.messages';
import {
  isSamePayoutEmail,
  ZPayoutEmailChange,
  ZProfileFieldUpdate,
  ZSocialMediaUpdate,
  ZTeammatesUpdate,
} from './profile.schemas';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('Qr_Url', () => {
  const parse = (value: string) => ZProfileFieldUpdate.safeParse({ field: 'qrUrl', value });
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=x&v=dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ?t=10',
  ])('accepts %s', (url) => expect(parse(url).success).toBe(true));
  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/123456789',
    'https://youtu.be/dQw4w9WgXcQextra',
    'not a url',
  ])('refuses %s', (url) =>
    expect(firstMessage(parse(url))).toBe('Invalid YouTube URL. Please enter a valid link.'),
  );
  it('clears with an empty value', () =>
    expect(parse('').data).toEqual({ field: 'qrUrl', value: null }));
});

describe('single fields', () => {
  it('checks chat rate and sport badge rate', () => {
    const p = (field: string, value: unknown) => ZProfileFieldUpdate.safeParse({ field, value });
    expect(p('chatRateCents', 150).success).toBe(true);
    expect(firstMessage(p('chatRateCents', -1))).toBe('Chat rate must be a number of at least 0');
    expect(p('sportBadgeRateCents', 800).success).toBe(true);
    expect(p('sportBadgeRateCents', 2500).success).toBe(true);
    expect(firstMessage(p('sportBadgeRateCents', 1500))).toBe('Value must be between $20 and $599');
    expect(p('sportBadgeRateCents', 59_900).success).toBe(true);
    expect(p('sportBadgeRateCents', 60_000).success).toBe(false);
    expect(firstMessage(p('firstName', 'J0rdan'))).toBe('Please use letters and spaces only');
    expect(firstMessage(p('firstName', ' '))).toBe('First name is required');
  });
});

describe('social media', () => {
  const p = (socialMedia: unknown[]) => firstMessage(ZSocialMediaUpdate.safeParse({ socialMedia }));
  it('accepts one link per platform', () =>
    expect(
      p([
        { name: 'Facebook', url: 'https://facebook.com/me' },
        { name: 'Instagram', url: 'https://www.instagram.com/me' },
        { name: 'Twitter', url: 'https://x.com/me' },
      ]),
    ).toBeNull());
  it('gives the spec messages', () => {
    expect(p([{ name: 'Facebook', url: '' }])).toBe('Please add name and URL');
    expect(p([{ url: 'https://facebook.com/me' }])).toBe('Please add name and URL');
    expect(p([{ name: 'Facebook', url: 'https://instagram.com/me' }])).toBe('Invalid Facebook URL');
    expect(p([{ name: 'Instagram', url: 'https://facebook.com/me' }])).toBe(
      'Invalid Instagram URL',
    );
    expect(p([{ name: 'Twitter', url: 'twitter.com/me' }])).toBe('Invalid Twitter URL');
    expect(
      p([
        { name: 'Twitter', url: 'https://twitter.com/a' },
        { name: 'Twitter', url: 'https://twitter.com/b' },
      ]),
    ).toBe('Twitter already exists');
    expect(p([{ name: 'TikTok', url: 'https://tiktok.com/@me' }])).toBe(
      'Please choose Facebook, Instagram or Twitter',
    );
  });
});

describe('teammates', () => {
  const p = (teammates: unknown[]) => ZTeammatesUpdate.safeParse({ teammates });
  it('takes up to 3 numeric ids', () => {
    expect(p(['1001', 1002, ' 1003 ']).data).toEqual({ teammates: [1001, 1002, 1003] });
    expect(p([]).success).toBe(true);
  });
  it('gives a message for each broken rule', () => {
    expect(firstMessage(p(['1001', '']))).toBe('Please enter an athlete ID');
    expect(firstMessage(p(['12a']))).toBe('Athlete ID must be a number');
    expect(firstMessage(p(['1', '2', '3', '4']))).toBe('You can recommend up to 3 teammates');
    expect(firstMessage(p(['5', '5']))).toBe('This athlete ID is already in your list');
  });
});

describe('address', () => {
  const base = { athleteType: 'College', state: 'FL', city: 'Miami', school: 'X' } as const;
  it('changing the athlete type clears state, place and institution', () =>
    expect(changeAddressField(base, 'athleteType', 'High School')).toEqual({
      athleteType: 'High School',
    }));
  it("'OTHER' as state skips city and school; 'OTHER' as city sets school", () => {
    expect(changeAddressField(base, 'state', 'OTHER')).toEqual({
      athleteType: 'College',
      state: 'OTHER',
      school: 'OTHER',
    });
    expect(changeAddressField(base, 'city', 'OTHER')).toMatchObject({ school: 'OTHER' });
    expect(changeAddressField(base, 'state', 'TX')).toEqual({
      athleteType: 'College',
      state: 'TX',
    });
  });
  it('enables Update only with a school and a change', () => {
    expect(canUpdateAddress(base, base)).toBe(false);
    expect(canUpdateAddress(base, { ...base, school: 'Y' })).toBe(true);
    expect(canUpdateAddress(base, { ...base, school: undefined })).toBe(false);
    expect(canUpdateAddress(base, { ...base, school: 'OTHER' })).toBe(false);
    expect(canUpdateAddress(base, { ...base, school: 'OTHER', instituteName: 'New U' })).toBe(true);
  });
  it('applies the sign-up location rules', () => {
    expect(firstMessage(ZAddressUpdate.safeParse({ athleteType: 'College', state: 'FL' }))).toBe(
      'Please select your city',
    );
    expect(
      firstMessage(
        ZAddressUpdate.safeParse({
          athleteType: 'High School',
          state: 'NJ',
          county: 'A',
          school: 'B',
        }),
      ),
    ).toBe('High School athletes cannot select New Jersey');
    expect(
      ZAddressUpdate.parse({ athleteType: 'College', state: 'other', instituteName: 'Far U' }),
    ).toEqual({
      athleteType: 'College',
      state: 'OTHER',
      county: undefined,
      city: undefined,
      school: 'OTHER',
      instituteName: 'Far U',
    });
  });
});

describe('payout e-mail change', () => {
  const parse = (body: object) => ZPayoutEmailChange.safeParse(body);
  it('checks the address as sign-up does, and lower-cases it', () => {
    expect(parse({ payoutEmail: '  New@Example.COM ', currentPassword: 'x' }).data).toEqual({
      payoutEmail: 'new@example.com',
      currentPassword: 'x',
    });
    for (const bad of ['', 'not-an-email', 'a@b', `${'a'.repeat(250)}@example.com`])
      expect(firstMessage(parse({ payoutEmail: bad, currentPassword: 'x' })), bad).toBe(
        'Please enter a valid payout email address',
      );
  });
  it('requires the current password', () => {
    expect(firstMessage(parse({ payoutEmail: 'a@example.com', currentPassword: '' }))).toBe(
      'Password is required',
    );
    expect(parse({ payoutEmail: 'a@example.com' }).success).toBe(false);
  });
  it('knows the same address in another spelling', () => {
    expect(isSamePayoutEmail('pay@example.com', ' Pay@Example.com')).toBe(true);
    expect(isSamePayoutEmail(null, 'pay@example.com')).toBe(false);
    expect(isSamePayoutEmail('pay@example.com', 'new@example.com')).toBe(false);
  });
  it('dates the notice in UTC and names only the masked new address', () => {
    expect(noticeTime(new Date('2026-11-23T14:05:00Z'))).toBe('23 Nov 2026, 2:05 PM UTC');
    const text = profileMessages.payoutEmailChangedText({
      recipient: 'oldPayout',
      athleteName: 'Ana Diaz',
      when: 'then',
      resumes: 'tomorrow at noon',
      maskedNew: 'n•••@example.com',
      resetLink: 'https://x/auth/forgot-password',
      issueLink: 'https://x/admin/raise-issue',
    });
    expect(text).toContain('n•••@example.com');
    expect(text).toContain('was the payout e-mail of the account');
    expect(text).toContain('https://x/auth/forgot-password');
    expect(text).toContain('new withdrawals are paused until tomorrow at noon.');
  });
});
