import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents } from './money';

const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('money on screen', () => {
  it('writes dollars exactly as Intl.NumberFormat does', () => {
    expect(formatCents(250)).toBe('$2.50');
    expect(formatCents(123_456)).toBe('$1,234.56');
    const samples = [0, 1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456_789, 2.5, 0.4];
    for (let i = 0; i < 2000; i++) samples.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))));
    for (const cents of [...samples, ...samples.map((c) => -c)]) {
      expect(formatCents(cents)).toBe(intlUsd.format(centsToDollars(cents)));
    }
  });

  it('formats other currencies with their own formatter', () => {
    expect(formatCents(250, 'EUR')).toBe('€2.50');
    expect(formatCents(250, 'usd'.toUpperCase())).toBe('$2.50');
    expect(formatCents(99)).toBe('$0.99');
  });

  it('converts between dollars and cents for number inputs', () => {
    expect(dollarsToCents(2.5)).toBe(250);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(centsToDollars(250)).toBe(2.5);
  });
});
