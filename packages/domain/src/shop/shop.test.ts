import { describe, expect, it } from 'vitest';
import {
  shopMessages as m,
  SHOP_SUCCESS_MESSAGES,
  shopOrderDescription,
  shopOrderTypeFromRoute,
  shopTotalCents,
  ZShopOrderRequest,
} from './index';

const shipping = {
  firstName: 'Ana',
  lastName: 'Diaz',
  state: 'Florida',
  city: 'Miami',
  apartment: '4B',
  address: '1 Ocean Drive',
  postalCode: '33139',
  /** The athlete a sign is for (ignored by a posters-only order). */
  athleteNumber: 1001,
};

const firstError = (input: unknown) => {
  const result = ZShopOrderRequest.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('shop total', () => {
  it('adds signs x 2.99, 10-packs x 1.99 and 1.99 shipping once', () => {
    expect(shopTotalCents({ signs: 3 })).toBe(3 * 299 + 199);
    expect(shopTotalCents({ posterPacks: 2 })).toBe(2 * 199 + 199);
    expect(shopTotalCents({ signs: 2, posterPacks: 5 })).toBe(598 + 995 + 199);
  });

  it('charges only the shipping fee for an empty order', () => {
    expect(shopTotalCents({})).toBe(199);
  });

  it('stays exact in cents where dollar floats would drift', () => {
    // 0.1 + 0.2 style errors: 3 x 2.99 = 8.969999999999999 in floating dollars.
    expect(shopTotalCents({ signs: 3, posterPacks: 3 })).toBe(1693);
    expect(shopTotalCents({ signs: 100, posterPacks: 100 })).toBe(49999);
  });
});

describe('order types and messages', () => {
  it('maps the payment route name: sign, poster, anything else both', () => {
    expect(shopOrderTypeFromRoute('sign')).toBe('sign');
    expect(shopOrderTypeFromRoute('poster')).toBe('poster');
    expect(shopOrderTypeFromRoute('both')).toBe('both');
    expect(shopOrderTypeFromRoute('whatever')).toBe('both');
    expect(shopOrderTypeFromRoute(undefined)).toBe('both');
  });

  it('has the three success messages of the spec', () => {
    expect(SHOP_SUCCESS_MESSAGES).toEqual({
      sign: 'Scroll Sign purchased successfully',
      poster: 'Poster purchased successfully',
      both: 'Both Scroll Sign And Poster purchased successfully',
    });
  });

  it('describes the order for the provider page', () => {
    expect(shopOrderDescription('both', { signs: 2, posterPacks: 1 })).toBe(
      'FHP Shop: 2 x Scroll Sign, 1 x Poster 10-pack',
    );
  });
});

describe('order form', () => {
  it('accepts a complete sign order, company optional, and drops unknown keys', () => {
    const parsed = ZShopOrderRequest.parse({
      ...shipping,
      type: 'sign',
      signs: 2,
      amount: 1,
      companyName: '',
    });
    expect(parsed).toEqual({ ...shipping, type: 'sign', signs: 2 });
  });

  it('requires every shipping field with its own message', () => {
    const errors = firstError({ type: 'sign', signs: 1 });
    expect(errors).toMatchObject({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      state: m.stateRequired,
      city: m.cityRequired,
      address: m.addressRequired,
      postalCode: m.postalCodeRequired,
    });
    expect(firstError({ ...shipping, firstName: '   ', type: 'sign', signs: 1 })).toEqual({
      firstName: m.firstNameRequired,
    });
  });

  it('does not require an apartment number (empty or missing is none), but limits its length', () => {
    const { apartment: _none, ...withoutApartment } = shipping;
    for (const apartment of [undefined, '', '   ']) {
      const parsed = ZShopOrderRequest.parse({
        ...withoutApartment,
        apartment,
        type: 'sign',
        signs: 1,
      });
      expect(parsed.apartment).toBeUndefined();
    }
    expect(firstError({ ...shipping, apartment: 'x'.repeat(101), type: 'sign', signs: 1 })).toEqual(
      {
        apartment: m.textTooLong,
      },
    );
    expect(firstError({ type: 'sign', signs: 1 })).not.toHaveProperty('apartment');
  });

  it('asks for the quantities of the chosen type only', () => {
    expect(firstError({ ...shipping, type: 'sign' })).toEqual({ signs: m.signsInvalid });
    expect(firstError({ ...shipping, type: 'poster' })).toEqual({
      posterPacks: m.posterPacksInvalid,
    });
    expect(firstError({ ...shipping, type: 'both', signs: 1 })).toEqual({
      posterPacks: m.posterPacksInvalid,
    });
    expect(
      ZShopOrderRequest.parse({ ...shipping, type: 'poster', posterPacks: 3, signs: 9 }),
    ).not.toHaveProperty('signs');
  });

  it('wants whole positive quantities up to the limit', () => {
    for (const signs of [0, -1, 1.5, '2', Number.NaN]) {
      expect(firstError({ ...shipping, type: 'sign', signs })).toEqual({ signs: m.signsInvalid });
    }
    expect(firstError({ ...shipping, type: 'sign', signs: 101 })).toEqual({
      signs: m.quantityTooLarge,
    });
  });

  it('asks a sign order which athlete it is for, by their public number', () => {
    const { athleteNumber: _none, ...withoutAthlete } = shipping;
    for (const type of ['sign', 'both'] as const) {
      expect(firstError({ ...withoutAthlete, type, signs: 1, posterPacks: 1 })).toEqual({
        athleteNumber: m.athleteNumberInvalid,
      });
    }
    for (const athleteNumber of [0, -3, 10.5, '1001']) {
      expect(firstError({ ...shipping, athleteNumber, type: 'sign', signs: 1 })).toEqual({
        athleteNumber: m.athleteNumberInvalid,
      });
    }
    // Posters carry no name: none asked, and one sent is dropped.
    const posters = ZShopOrderRequest.parse({ ...shipping, type: 'poster', posterPacks: 1 });
    expect(posters).not.toHaveProperty('athleteNumber');
  });

  it('checks the US postal code', () => {
    expect(firstError({ ...shipping, postalCode: '3313', type: 'sign', signs: 1 })).toEqual({
      postalCode: m.postalCodeInvalid,
    });
    expect(
      ZShopOrderRequest.safeParse({ ...shipping, postalCode: '33139-1234', type: 'sign', signs: 1 })
        .success,
    ).toBe(true);
  });
});
