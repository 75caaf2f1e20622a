import { describe, expect, it } from 'vitest';
import { isAllowedPrice } from '../money/price-choices';
import {
  eventPlusOptions,
  SEASONAL_CARD_PRICE,
  SEASONAL_VIDEO_PRICE,
  seasonalBadgeFeeCents,
} from './seasonal-badges.limits';
import { seasonalBadgesMessages as m } from './seasonal-badges.messages';
import { seasonalFieldErrors, ZSeasonalBadgeData } from './seasonal-badges.schemas';

const valid = {
  type: 'Pre-event',
  eventPlus: '12',
  year: 2026,
  sport: 'FOOTBALL',
  sportType: 'game',
  listNumber: 7,
  typeData1: 'STATE',
  typeData2: 'FINAL',
  typeData3: 'WIN',
  managerEmail: '',
  videoUrl: 'https://videos.example/clip',
  videoPriceCents: 800,
  qrPriceCents: null,
};

const errorsOf = (patch: Record<string, unknown>, hasQrImage = false) =>
  seasonalFieldErrors({ ...valid, ...patch }, hasQrImage);

describe('seasonal badge form', () => {
  it('accepts a complete form and normalises blanks', () => {
    const data = ZSeasonalBadgeData.parse({ ...valid, managerEmail: ' Fan@Example.com ' });
    expect(data).toMatchObject({
      eventPlus: '12',
      managerEmail: 'fan@example.com',
      qrPriceCents: null,
    });
    expect(errorsOf({})).toEqual({});
  });

  it.each([
    'type',
    'year',
    'sport',
    'sportType',
    'listNumber',
    'typeData1',
    'typeData2',
    'typeData3',
  ])('refuses an empty %s with the spec message', (field) => {
    for (const blank of [undefined, '', null]) {
      expect(errorsOf({ [field]: blank })[field]).toBe(m.emptyFields);
    }
  });

  it('refuses whitespace-only texts as empty', () => {
    expect(errorsOf({ typeData2: '   ' }).typeData2).toBe(m.emptyFields);
  });

  it('allows 10 characters and refuses 11 in each text', () => {
    for (const field of ['typeData1', 'typeData2', 'typeData3']) {
      expect(errorsOf({ [field]: 'x'.repeat(10) })[field]).toBeUndefined();
      expect(errorsOf({ [field]: 'x'.repeat(11) })[field]).toBe(m.textTooLong);
    }
  });

  it('refuses values outside the lists', () => {
    expect(errorsOf({ type: 'Mid-season' }).type).toBe(m.invalidType);
    expect(errorsOf({ sport: 'football' }).sport).toBe(m.invalidSport);
    expect(errorsOf({ sport: 'HOCKEY' }).sport).toBe(m.invalidSport);
    expect(errorsOf({ sportType: 'race' }).sportType).toBe(m.invalidSportType);
    for (const n of [0, 61, 1.5, -1, '7']) {
      expect(errorsOf({ listNumber: n }).listNumber).toBe(m.invalidListNumber);
    }
    expect(errorsOf({ listNumber: 1 }).listNumber).toBeUndefined();
    expect(errorsOf({ listNumber: 60 }).listNumber).toBeUndefined();
    for (const y of [1999, 2101, 2026.5, 'abc']) {
      expect(errorsOf({ year: y }).year).toBe(m.invalidYear);
    }
  });

  it('offers event plus 1-120 for events and X 01-X 50 for X, none otherwise', () => {
    expect(eventPlusOptions('Pre-event')).toHaveLength(120);
    expect(eventPlusOptions('Post-event').at(-1)).toBe('120');
    expect(eventPlusOptions('X')[0]).toBe('X 01');
    expect(eventPlusOptions('X').at(-1)).toBe('X 50');
    expect(eventPlusOptions('Pre-season')).toEqual([]);
  });

  it('requires a valid event plus only for Pre-event, Post-event and X', () => {
    for (const type of ['Pre-event', 'Post-event', 'X']) {
      expect(errorsOf({ type, eventPlus: undefined }).eventPlus).toBe(m.emptyFields);
      expect(errorsOf({ type, eventPlus: '' }).eventPlus).toBe(m.emptyFields);
    }
    expect(errorsOf({ type: 'Pre-event', eventPlus: '0' }).eventPlus).toBe(m.invalidEventPlus);
    expect(errorsOf({ type: 'Pre-event', eventPlus: '121' }).eventPlus).toBe(m.invalidEventPlus);
    expect(errorsOf({ type: 'Pre-event', eventPlus: 'X 01' }).eventPlus).toBe(m.invalidEventPlus);
    expect(errorsOf({ type: 'X', eventPlus: '12' }).eventPlus).toBe(m.invalidEventPlus);
    expect(errorsOf({ type: 'X', eventPlus: 'X 51' }).eventPlus).toBe(m.invalidEventPlus);
    expect(errorsOf({ type: 'X', eventPlus: 'X 50' })).toEqual({});
    for (const type of ['Pre-season', 'Post-season']) {
      expect(errorsOf({ type, eventPlus: '12' }).eventPlus).toBe(m.eventPlusNotForType);
      expect(errorsOf({ type, eventPlus: '' })).toEqual({});
      expect(
        ZSeasonalBadgeData.parse({ ...valid, type, eventPlus: undefined }).eventPlus,
      ).toBeNull();
    }
  });

  it('checks the manager e-mail format', () => {
    for (const bad of ['not-an-email', 'a@', `${'a'.repeat(250)}@x.com`, 12]) {
      expect(errorsOf({ managerEmail: bad }).managerEmail).toBe(m.invalidManager);
    }
    expect(errorsOf({ managerEmail: null })).toEqual({});
  });

  it('takes http(s) video URLs only', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://x.example/v', 'not a url']) {
      expect(errorsOf({ videoUrl: bad }).videoUrl).toBe(m.invalidVideoUrl);
    }
  });

  it('offers video prices 6, 8, 10 or custom 11-500 dollars', () => {
    const ok = [600, 800, 1000, 1100, 25000, 50000];
    const bad = [100, 500, 700, 900, 1050, 50100, -600, 1100.5];
    for (const cents of ok) expect(isAllowedPrice(cents, SEASONAL_VIDEO_PRICE)).toBe(true);
    for (const cents of bad) {
      expect(errorsOf({ videoPriceCents: cents }).videoPriceCents).toBe(m.invalidVideoPrice);
    }
    expect(errorsOf({ videoPriceCents: '800' }).videoPriceCents).toBe(m.invalidVideoPrice);
  });

  it('offers card prices 8, 16, 32 or custom 17-1000 dollars', () => {
    const ok = [800, 1600, 3200, 1700, 100000];
    const bad = [600, 1000, 1500, 100100, 3300.5];
    for (const cents of ok) expect(isAllowedPrice(cents, SEASONAL_CARD_PRICE)).toBe(true);
    for (const cents of bad) {
      expect(errorsOf({ qrPriceCents: cents }, true).qrPriceCents).toBe(m.invalidCardPrice);
    }
  });

  it('needs at least one complete pair, and names a missing price "add amount"', () => {
    const none = { videoUrl: '', videoPriceCents: null, qrPriceCents: null };
    expect(errorsOf(none)).toEqual({ videoUrl: m.fillOnePair });
    expect(errorsOf({ ...none, videoPriceCents: 0 })).toEqual({ videoUrl: m.fillOnePair });
    expect(errorsOf({ videoPriceCents: null })).toEqual({ videoPriceCents: m.addAmount });
    expect(errorsOf({ videoPriceCents: 0 })).toEqual({ videoPriceCents: m.addAmount });
    expect(errorsOf({ videoUrl: '' })).toEqual({ videoUrl: m.fillOnePair });
    expect(errorsOf({ ...none }, true)).toEqual({ qrPriceCents: m.addAmount });
    expect(errorsOf({ ...none, qrPriceCents: 800 })).toEqual({ qrImage: m.fillOnePair });
    expect(errorsOf({ ...none, qrPriceCents: 800 }, true)).toEqual({});
    expect(errorsOf({ qrPriceCents: 1600 }, true)).toEqual({});
  });

  it('makes the 6th badge and later cost 30 cents', () => {
    expect([0, 4, 5, 6, 40].map(seasonalBadgeFeeCents)).toEqual([0, 0, 30, 30, 30]);
  });

  it('accepts exactly the event plus options of each type (every permutation)', () => {
    const all = new Set([
      ...eventPlusOptions('Pre-event'),
      ...eventPlusOptions('X'),
      '0',
      'X 00',
      'X 1',
    ]);
    for (const type of ['Pre-event', 'Post-event', 'X'] as const) {
      const allowed = new Set(eventPlusOptions(type));
      for (const eventPlus of all) {
        const errors = errorsOf({ type, eventPlus });
        expect(errors.eventPlus, `${type} ${eventPlus}`).toBe(
          allowed.has(eventPlus) ? undefined : m.invalidEventPlus,
        );
      }
    }
  });

  it('prices every whole dollar from 0 to 1001 by the choices and the custom range', () => {
    for (let dollars = 0; dollars <= 1001; dollars++) {
      const video =
        dollars === 6 || dollars === 8 || dollars === 10 || (dollars >= 11 && dollars <= 500);
      const card =
        dollars === 8 || dollars === 16 || dollars === 32 || (dollars >= 17 && dollars <= 1000);
      expect(isAllowedPrice(dollars * 100, SEASONAL_VIDEO_PRICE), `video $${dollars}`).toBe(video);
      expect(isAllowedPrice(dollars * 100, SEASONAL_CARD_PRICE), `card $${dollars}`).toBe(card);
      expect(isAllowedPrice(dollars * 100 + 50, SEASONAL_CARD_PRICE)).toBe(false);
    }
  });
});
