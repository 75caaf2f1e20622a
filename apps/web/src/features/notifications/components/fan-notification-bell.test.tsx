import { FAN_PATHS, type TSessionUser, fanNotificationMessages as t } from '@fhp/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../test/render';
import { FanNotificationBell } from './fan-notification-bell';

const TEST_FAN: TSessionUser = {
  id: '2b7e4c1a-9d3f-4e2b-8a1c-5f6e7d8c9b0a',
  email: 'fan@example.com',
  role: 'fan',
  isManager: false,
  firstName: 'Frankie',
  lastName: 'Fanning',
  name: 'Frankie Fanning',
};

/** Enough of EventSource for the app's live stream: listeners by type, and a way to emit. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the fan bell', () => {
  it('shows the unread count, links to the fan notifications page, and counts a new one live', async () => {
    let unread = 2;
    mockApi({ 'GET /api/notifications/summary': () => ({ unreadCount: unread }) });
    renderPage(<FanNotificationBell />, { user: TEST_FAN });

    const bell = await screen.findByRole('link', { name: t.bellUnread(2) });
    expect(bell).toHaveAttribute('href', FAN_PATHS.notifications);
    expect(bell.closest('.mantine-Indicator-root')).toHaveTextContent('2');

    // The signed-in fan's live stream says a notification arrived: the count follows.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    unread = 3;
    act(() => FakeEventSource.instances[0]?.emit('notification.created', { id: 'n' }));
    expect(await screen.findByRole('link', { name: t.bellUnread(3) })).toBeInTheDocument();
  });

  it('shows no count when nothing is unread', async () => {
    mockApi({ 'GET /api/notifications/summary': { unreadCount: 0 } });
    renderPage(<FanNotificationBell />, { user: TEST_FAN });
    const bell = await screen.findByRole('link', { name: t.bellLabel });
    expect(bell.closest('.mantine-Indicator-root')).not.toHaveTextContent(/\d/);
  });
});
