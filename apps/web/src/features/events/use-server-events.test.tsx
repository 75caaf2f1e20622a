import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { useServerEvents } from './use-server-events';

/** Enough of EventSource to drive the hook: listeners by type, open and error. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }
}

function setup(enabled: boolean, onEvent = vi.fn()) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ on }) => useServerEvents(on, { onEvent }), {
    wrapper,
    initialProps: { on: enabled },
  });
  return { hook, invalidate, onEvent };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useServerEvents', () => {
  it('opens nothing while signed out', () => {
    setup(false);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('opens one credentialed stream to /api/events when signed in', () => {
    setup(true);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/events');
    expect(FakeEventSource.latest().init).toEqual({ withCredentials: true });
  });

  it('invalidates the mapped query when an event arrives', () => {
    const { invalidate, onEvent } = setup(true);
    act(() => FakeEventSource.latest().emit('wallet.changed', { accountId: 'w1' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.wallet.all });
    // A captured pizza money donation changes its request's donations on /admin/pizza-money.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.pizzaMoney.all });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: queryKeys.notifications.all });
    expect(onEvent).toHaveBeenCalledWith({ type: 'wallet.changed', data: { accountId: 'w1' } });
  });

  it('invalidates notifications on notification.created', () => {
    const { invalidate } = setup(true);
    act(() => FakeEventSource.latest().emit('notification.created', { id: 'n1' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.notifications.all });
  });

  it('reads the notifications again once the stream is open: one written before was not announced', () => {
    const { invalidate } = setup(true);
    expect(invalidate).not.toHaveBeenCalled();
    act(() => FakeEventSource.latest().onopen?.());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.notifications.all });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: queryKeys.resolutions.all });
  });

  it('reconnects with backoff after an error and refreshes what it may have missed', () => {
    vi.useFakeTimers();
    const { invalidate } = setup(true);
    const first = FakeEventSource.latest();
    act(() => first.onopen?.());
    act(() => first.onerror?.());
    expect(first.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1_300));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.latest().onopen?.());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.resolutions.all });
  });

  it("refreshes everything when the server's listener comes back from an outage", () => {
    const { invalidate } = setup(true);
    act(() => FakeEventSource.latest().emit('events.resumed', {}));
    for (const queryKey of [
      queryKeys.notifications.all,
      queryKeys.resolutions.all,
      queryKeys.wallet.all,
      queryKeys.me,
    ]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }
    // The stream itself is fine: no reconnect.
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('closes the stream on sign-out', () => {
    const { hook } = setup(true);
    hook.rerender({ on: false });
    expect(FakeEventSource.latest().closed).toBe(true);
  });
});
