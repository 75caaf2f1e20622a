import { describe, expect, it } from 'vitest';
import { isAllowedPrice } from '../money/price-choices';
import { TALKING_BADGE_PRICE, talkingBadgeFeeCents } from './talking-badges.limits';
import { talkingBadgesMessages as m } from './talking-badges.messages';
import { talkingFieldErrors, ZTalkingBadgeData } from './talking-badges.schemas';

const valid = { description: 'Game day diary', priceCents: 600, managerEmail: '' };
const errorsOf = (patch: Record<string, unknown>) => talkingFieldErrors({ ...valid, ...patch });

describe('talking badge form', () => {
  it('accepts a complete form', () => {
    expect(ZTalkingBadgeData.parse(valid)).toEqual({
      ...valid,
      managerEmail: null,
      videoUrl: null,
    });
    expect(errorsOf({ managerEmail: ' M@Example.com ' })).toEqual({});
  });
  it('allows 20 characters of description and refuses 21 or none', () => {
    expect(errorsOf({ description: 'x'.repeat(20) })).toEqual({});
    expect(errorsOf({ description: 'x'.repeat(21) })).toEqual({
      description: m.descriptionTooLong,
    });
    for (const blank of ['', '   ', undefined, null]) {
      expect(errorsOf({ description: blank })).toEqual({ description: m.descriptionRequired });
    }
  });
  it('asks for an amount when the price is 0 or missing', () => {
    for (const none of [0, '', null, undefined]) {
      expect(errorsOf({ priceCents: none })).toEqual({ priceCents: m.addAmount });
    }
  });
  it('offers 4, 6, 8, 10 or custom 11-1000 dollars, no gap between them', () => {
    for (const ok of [400, 600, 800, 1000, 1100, 1600, 1700, 100000])
      expect(errorsOf({ priceCents: ok })).toEqual({});
    for (const bad of [200, 500, 900, 100100, 450, -400, '600']) {
      expect(errorsOf({ priceCents: bad })).toEqual({ priceCents: m.invalidPrice });
    }
  });
  it('refuses a malformed manager e-mail with the manager message', () => {
    for (const bad of ['nope', 'a@b', 5]) {
      expect(errorsOf({ managerEmail: bad })).toEqual({ managerEmail: m.managerMissing });
    }
  });
  it('takes an optional YouTube video link, and nothing else, for the video', () => {
    const link = 'https://www.youtube.com/watch?v=aBcDeFgHiJk';
    expect(ZTalkingBadgeData.parse({ ...valid, videoUrl: ` ${link} ` }).videoUrl).toBe(link);
    expect(ZTalkingBadgeData.parse({ ...valid, videoUrl: '' }).videoUrl).toBeNull();
    for (const bad of ['https://vimeo.com/1', 'javascript:alert(1)', 'youtube.com', 7]) {
      expect(errorsOf({ videoUrl: bad })).toEqual({ videoUrl: m.invalidVideoUrl });
    }
  });
  it('charges 15 cents from the 51st badge on', () => {
    expect([0, 49, 50, 51].map(talkingBadgeFeeCents)).toEqual([0, 0, 15, 15]);
  });
  it('prices every whole dollar from 0 to 1001 by the choices and the custom range', () => {
    for (let dollars = 0; dollars <= 1001; dollars++) {
      const ok = [4, 6, 8, 10].includes(dollars) || (dollars >= 11 && dollars <= 1000);
      expect(isAllowedPrice(dollars * 100, TALKING_BADGE_PRICE), `$${dollars}`).toBe(ok);
    }
  });
});
