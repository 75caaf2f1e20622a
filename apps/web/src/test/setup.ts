import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The whole suite runs in parallel on a 2-core machine; lazy routes and Mantine transitions can
// take longer than Testing Library's 1 s default to appear there. Waiting longer never slows a
// passing test, it only stops a loaded machine from failing a correct one.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine touches; these stand-ins behave like a desktop browser.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element, pseudo?: string | null) =>
  getComputedStyle(element, pseudo);

afterEach(() => {
  cleanup();
});
