import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates are written one way', () => {
  it('writes a day as "D MMM YYYY"', () => {
    expect(formatDate('2025-03-05T12:00:00Z', 'UTC')).toBe('5 Mar 2025');
    expect(formatDate(new Date('2026-11-23T23:30:00Z'), 'UTC')).toBe('23 Nov 2026');
  });

  it('writes the day of the given time zone', () => {
    expect(formatDate('2026-11-24T02:00:00Z', 'America/New_York')).toBe('23 Nov 2026');
  });

  it('adds the time on a 12-hour clock, and says UTC when it is UTC', () => {
    expect(formatDateTime('2026-11-23T14:05:00Z', 'UTC')).toBe('23 Nov 2026, 2:05 PM UTC');
    expect(formatDateTime('2026-11-23T00:07:00Z', 'UTC')).toBe('23 Nov 2026, 12:07 AM UTC');
    expect(formatDateTime('2026-11-23T14:05:00Z', 'America/New_York')).toBe('23 Nov 2026, 9:05 AM');
  });
});
