import { describe, expect, it } from 'vitest';
import { ZAthletePage } from '../athlete-page/athlete-page.schemas';
import { ZCheckoutRequest } from '../fan-purchases/fan-purchases.schemas';
import { ZPizzaDonateRequest } from '../pizza-money/pizza-money.schemas';
import { ATHLETE_BIO_MAX_LENGTH } from './profile.limits';
import { profileMessages as m } from './profile.messages';
import { ZProfileFieldUpdate } from './profile.schemas';

const parseBio = (value: unknown) => ZProfileFieldUpdate.safeParse({ field: 'bio', value });
const bioOf = (value: unknown) => {
  const r = parseBio(value);
  return r.success ? r.data.value : undefined;
};
const bioError = (value: unknown) => parseBio(value).error?.issues[0]?.message;

describe('the athlete bio', () => {
  it('is trimmed, keeps its inner line breaks, and an empty bio clears it', () => {
    expect(bioOf('  Hello fans!\n\nGo team.  \n')).toBe('Hello fans!\n\nGo team.');
    expect(bioOf('')).toBeNull();
    expect(bioOf(' \n\t ')).toBeNull();
  });

  it(`holds at most ${ATHLETE_BIO_MAX_LENGTH} characters, counted as characters`, () => {
    expect(bioOf('a'.repeat(ATHLETE_BIO_MAX_LENGTH))).toHaveLength(ATHLETE_BIO_MAX_LENGTH);
    expect(bioError('a'.repeat(ATHLETE_BIO_MAX_LENGTH + 1))).toBe(m.bioTooLong);
    // Spaces around do not count: they are trimmed first.
    expect(bioOf(`  ${'a'.repeat(ATHLETE_BIO_MAX_LENGTH)}  `)).toHaveLength(ATHLETE_BIO_MAX_LENGTH);
    // An emoji is one character (as PostgreSQL's char_length counts), though two UTF-16 units.
    expect(bioOf('🏀'.repeat(ATHLETE_BIO_MAX_LENGTH))).toBeTruthy();
    expect(bioError('🏀'.repeat(ATHLETE_BIO_MAX_LENGTH + 1))).toBe(m.bioTooLong);
  });

  it('refuses control characters, but not tabs and line breaks', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u000bb', 'a\u007fb'])
      expect(bioError(bad), JSON.stringify(bad)).toBe(m.bioInvalidCharacters);
    expect(bioOf('a\tb\r\nc\nd')).toBe('a\tb\r\nc\nd');
  });

  it('is text, never a number or an object', () => {
    expect(parseBio(12).success).toBe(false);
    expect(parseBio({ html: '<b>x</b>' }).success).toBe(false);
  });
});

describe("the fan's consent to be shown as a supporter", () => {
  it('is optional and a boolean on every checkout item and on a pizza money donation', () => {
    const sport = { item: 'sport_badge', athleteNumber: 1001 };
    expect(ZCheckoutRequest.parse(sport)).not.toHaveProperty('publicSupporter', true);
    expect(ZCheckoutRequest.parse({ ...sport, publicSupporter: true })).toMatchObject({
      publicSupporter: true,
    });
    expect(ZCheckoutRequest.safeParse({ ...sport, publicSupporter: 'yes' }).success).toBe(false);
    const donation = { requestId: '6f1c2b1e-8f5c-4a8e-9b0a-1c2d3e4f5a6b', dollars: 5 };
    expect(ZPizzaDonateRequest.parse({ ...donation, publicSupporter: true }).publicSupporter).toBe(
      true,
    );
    expect(ZPizzaDonateRequest.parse(donation).publicSupporter).toBeUndefined();
  });
});

describe('the athlete page answer', () => {
  it('has room for the bio, social links, supporters and posts', () => {
    const shape = ZAthletePage.shape;
    expect(shape.bio.safeParse(null).success).toBe(true);
    expect(
      shape.supporters.safeParse([
        { name: 'Sam W.', kind: 'pizza_money', at: '2026-05-01T00:00:00.000Z' },
      ]).success,
    ).toBe(true);
    // A supporter's kind is one of the fan purchase kinds.
    expect(
      shape.supporters.element.safeParse({ name: 'Sam W.', kind: 'nothing', at: 'x' }).success,
    ).toBe(false);
  });
});
