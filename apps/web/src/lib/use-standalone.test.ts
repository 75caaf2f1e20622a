import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStandalone, useStandalone } from './use-standalone';

type Listener = () => void;

function stubDisplayMode(initial: boolean) {
  const listeners = new Set<Listener>();
  const mql = {
    matches: initial,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  const original = window.matchMedia;
  window.matchMedia = vi.fn(() => mql) as unknown as typeof window.matchMedia;
  return {
    set(matches: boolean) {
      mql.matches = matches;
      for (const l of listeners) l();
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'standalone');
});

describe('standalone detection', () => {
  it('is false in a browser tab', () => {
    const media = stubDisplayMode(false);
    expect(isStandalone()).toBe(false);
    media.restore();
  });

  it('is true when display-mode is standalone', () => {
    const media = stubDisplayMode(true);
    expect(isStandalone()).toBe(true);
    media.restore();
  });

  it('is true for an iOS home-screen app (navigator.standalone)', () => {
    const media = stubDisplayMode(false);
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    expect(isStandalone()).toBe(true);
    media.restore();
  });

  it('follows a change of display mode', () => {
    const media = stubDisplayMode(false);
    const { result } = renderHook(() => useStandalone());
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    media.restore();
  });
});
