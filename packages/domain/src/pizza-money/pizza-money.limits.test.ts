import { describe, expect, it } from 'vitest';
import { splitSale } from '../money/royalties';
import {
  pizzaCapWindowLeavesAt,
  pizzaCapWindowStart,
  pizzaChargeCents,
  pizzaCoverFeeCents,
  pizzaRequestActions,
  pizzaRequestDisplayStatus,
  pizzaRequestEndsAt,
} from './pizza-money.limits';

describe('pizza money rules', () => {
  it('a covered fee gives the athlete at least the whole donation, and never a cent too much fee', () => {
    for (let cents = 100; cents <= 10_000; cents += 37) {
      const charge = pizzaChargeCents(cents, true);
      expect(splitSale('pizza_money', charge).athlete).toBeGreaterThanOrEqual(cents);
      expect(splitSale('pizza_money', charge - 1).athlete).toBeLessThan(cents);
    }
    expect(pizzaCoverFeeCents(1000)).toBe(137);
    expect(pizzaChargeCents(1000, false)).toBe(1000);
  });

  it('a request expires 30 days after it was asked, unless it is gifted', () => {
    const asked = new Date('2026-01-01T00:00:00Z');
    const ends = pizzaRequestEndsAt(asked);
    expect(ends.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(pizzaRequestDisplayStatus('active', ends, new Date('2026-01-30T23:59:59Z'))).toBe(
      'active',
    );
    expect(pizzaRequestDisplayStatus('active', ends, ends)).toBe('expired');
    expect(pizzaRequestDisplayStatus('pending', ends, new Date('2026-02-10T00:00:00Z'))).toBe(
      'expired',
    );
    expect(pizzaRequestDisplayStatus('gifted', ends, new Date('2026-02-10T00:00:00Z'))).toBe(
      'gifted',
    );
  });

  it('the cap counts the 6 months before the donation', () => {
    expect(pizzaCapWindowStart(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe(
      '2026-05-26T10:00:00.000Z',
    );
  });

  it('a donation leaves the window 6 months after it was made', () => {
    const given = new Date('2026-05-26T10:00:00Z');
    const leaves = pizzaCapWindowLeavesAt(given);
    expect(leaves.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(pizzaCapWindowStart(leaves).getTime()).toBe(given.getTime());
  });

  it('offers Accept on pending, Reject until donated or gifted, Gift once donated', () => {
    expect(pizzaRequestActions({ status: 'pending', donationsCount: 0 })).toEqual({
      accept: true,
      reject: true,
      gift: false,
    });
    expect(pizzaRequestActions({ status: 'active', donationsCount: 0 })).toEqual({
      accept: false,
      reject: true,
      gift: false,
    });
    expect(pizzaRequestActions({ status: 'active', donationsCount: 2 })).toEqual({
      accept: false,
      reject: false,
      gift: true,
    });
    expect(pizzaRequestActions({ status: 'expired', donationsCount: 1 }).gift).toBe(true);
    expect(
      pizzaRequestActions({ status: 'pending', donationsCount: 0, anotherOpen: true }),
    ).toEqual({ accept: false, reject: true, gift: false });
    expect(pizzaRequestActions({ status: 'gifted', donationsCount: 3 })).toEqual({
      accept: false,
      reject: false,
      gift: false,
    });
  });
});
