import { describe, expect, it } from 'vitest';
import { centsToPayPalValue, payPalValueToCents } from './paypal-amount';

describe('PayPal amounts', () => {
  it('writes cents as a two-decimal string without floating point', () => {
    expect(centsToPayPalValue(400, 'USD')).toBe('4.00');
    expect(centsToPayPalValue(5, 'USD')).toBe('0.05');
    expect(centsToPayPalValue(410, 'USD')).toBe('4.10');
    expect(centsToPayPalValue(123456789, 'USD')).toBe('1234567.89');
  });

  it('refuses amounts and currencies cents cannot express', () => {
    expect(() => centsToPayPalValue(0, 'USD')).toThrow();
    expect(() => centsToPayPalValue(1.5, 'USD')).toThrow();
    expect(() => centsToPayPalValue(100, 'JPY')).toThrow();
  });

  it('reads PayPal values back into cents', () => {
    expect(payPalValueToCents('4.00')).toBe(400);
    expect(payPalValueToCents('4.1')).toBe(410);
    expect(payPalValueToCents('4')).toBe(400);
    expect(payPalValueToCents('0.29')).toBe(29);
    expect(payPalValueToCents('4.001')).toBeNull();
    expect(payPalValueToCents('-4.00')).toBeNull();
    expect(payPalValueToCents('4,00')).toBeNull();
  });
});
