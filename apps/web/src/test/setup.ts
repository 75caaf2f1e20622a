import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installFastComputedStyle } from './fast-computed-style';
import { installFastLabels } from './fast-labels';
import { fakeMediaQueryList } from './match-media';
import { skipOwnerStacks } from './skip-owner-stacks';

// The whole suite runs in parallel on a 2-core machine; lazy routes and Mantine transitions can
// take longer than Testing Library's 1 s default to appear there. Waiting longer never slows a
// passing test, it only stops a loaded machine from failing a correct one.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the layout APIs Mantine touches; these stand-ins behave like a desktop browser.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => fakeMediaQueryList(query, false)),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();

// Every file sees the same lib/upload mock (see upload-mock.ts).
vi.mock('../lib/upload', async () => {
  const { upload } = await import('./upload-mock');
  return upload;
});

installFastComputedStyle(window);
installFastLabels(window);
skipOwnerStacks();

afterEach(() => {
  cleanup();
  // The toast store is module state, shared by every file of a worker (isolate: false): toasts
  // a test left would hold the next test's toast in the queue until they auto-close (4 s).
  notifications.clean();
});
