import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../auth/auth.redirect';
import {
  athletePagePath,
  buyIntentQuery,
  fanAccountPaths,
  parseBuyIntent,
  type TBuyIntent,
} from './athlete-page.intent';

const BADGE = '3f2a3c1e-8d4b-4c3a-9a51-0d6c2b9f7e10';
const REQUEST = '7b1f0c52-2a8e-4d7e-b1a9-5c6d7e8f9a01';
/** A query string read as the browser's URLSearchParams would (the domain has no DOM types). */
const queryOf = (query: string) => {
  const pairs = query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))));
  return { get: (key: string) => pairs.find(([k]) => k === key)?.[1] ?? null };
};
const parse = (query: string, athleteNumber = 1001) =>
  parseBuyIntent(athleteNumber, queryOf(query));

describe('the buy intent in an athlete page address', () => {
  const intents: TBuyIntent[] = [
    { item: 'sport_badge', athleteNumber: 1001 },
    { item: 'endorsement', athleteNumber: 1001, dollars: 15 },
    { item: 'seasonal_badge', badgeId: BADGE, format: 'video' },
    { item: 'talking_badge', badgeId: BADGE },
    { item: 'pizza_money', donation: { requestId: REQUEST, dollars: 10, coverFee: true } },
    { item: 'pizza_money', donation: { requestId: REQUEST, dollars: 25, coverFee: false } },
  ];

  it('comes back as the same request, for every kind of Buy', () => {
    for (const intent of intents)
      expect(parse(buyIntentQuery(intent)), intent.item).toEqual(intent);
  });

  it('carries amounts in cents', () => {
    expect(buyIntentQuery(intents[1] as TBuyIntent)).toBe('buy=endorsement&amount=1500');
    expect(parse('buy=endorsement&amount=1500')).toEqual(intents[1]);
  });

  it('is absent without ?buy= and refuses what no Buy button sends', () => {
    for (const query of [
      '',
      'cancelled=1',
      'buy=castle',
      'buy=endorsement',
      'buy=endorsement&amount=1550', // not whole dollars
      'buy=endorsement&amount=100', // below the range
      'buy=endorsement&amount=999999900', // above it
      'buy=endorsement&amount=-1500',
      'buy=endorsement&amount=15e2',
      'buy=endorsement&amount=%201500',
      'buy=endorsement&amount=+1500',
      'buy=seasonal_badge&badge=not-a-uuid&format=video',
      `buy=seasonal_badge&badge=${BADGE}&format=gif`,
      'buy=talking_badge',
      'buy=call&channel=WhatsApp&contact=12&minutes=20',
      'buy=call&channel=Zoom&contact=not-an-email&minutes=20',
      'buy=call&channel=Skype&contact=13055550100&minutes=20',
      'buy=call&channel=WhatsApp&contact=13055550100&minutes=2.5',
      'buy=call&channel=WhatsApp&contact=13055550100&minutes=100000',
      `buy=pizza_money&request=${REQUEST}&amount=50`,
      `buy=pizza_money&request=${REQUEST}`,
      'buy=pizza_money&request=nope&amount=1000',
    ])
      expect(parse(query), query).toBeNull();
  });

  it('builds a return address that the sign-in and sign-up keep as it is, and only on this site', () => {
    const back = athletePagePath(1001, intents[1]);
    expect(back).toBe('/athletes/1001?buy=endorsement&amount=1500');
    expect(athletePagePath(1001)).toBe('/athletes/1001');
    const { signIn, signUp } = fanAccountPaths(back);
    for (const path of [signIn, signUp]) {
      const redirect = queryOf(path.slice(path.indexOf('?') + 1)).get('redirect');
      expect(redirect).toBe(back);
      expect(safeRedirectPath(redirect)).toBe(back);
    }
    expect(signUp.startsWith('/fan/sign-up?')).toBe(true);
    expect(signIn.startsWith('/fan/login?')).toBe(true);
  });
});
