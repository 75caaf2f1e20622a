import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from one second and stops growing at thirty', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 10].map((n) => reconnectDelay(n, noJitter))).toEqual([
      1_000, 2_000, 4_000, 8_000, 30_000,
    ]);
  });

  it('adds at most 20% jitter', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1_200);
  });
});
