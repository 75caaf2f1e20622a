import { EVENT_TYPES, eventEndpoints, type TAppEvent, type TEventType } from '@fhp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { reconnectDelay } from './backoff';
import { EVENT_QUERY_MAP } from './event-query-map';

/** The stream is read with EventSource, not callApi; its address still comes from the contract. */
export const EVENTS_URL = eventEndpoints.stream.path;

export interface ServerEventsOptions {
  /** Stream address; defaults to /api/events. */
  url?: string;
  /** Called for every event after its queries are invalidated (for toasts, sounds...). */
  onEvent?: (event: TAppEvent) => void;
}

function parseData(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string' || raw === '') return {};
  try {
    const data: unknown = JSON.parse(raw);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps one EventSource on the user's live event stream while `enabled` (signed in), and
 * turns each event into query invalidations, so open lists refresh themselves.
 * Reconnects with exponential backoff; after a reconnect every mapped query is refreshed,
 * because events sent while we were away are lost; after the first connection, the
 * notifications, which every signed-in page shows in its bell.
 */
export function useServerEvents(enabled: boolean, options: ServerEventsOptions = {}): void {
  const queryClient = useQueryClient();
  const { url = EVENTS_URL } = options;
  // A ref so a new onEvent callback each render does not reopen the stream.
  const onEventRef = useRef(options.onEvent);
  onEventRef.current = options.onEvent;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;

    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let hasConnected = false;
    let stopped = false;

    const invalidate = (type: TEventType) => {
      for (const queryKey of EVENT_QUERY_MAP[type]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };

    const connect = () => {
      source = new EventSource(url, { withCredentials: true });
      source.onopen = () => {
        if (hasConnected) for (const type of EVENT_TYPES) invalidate(type);
        // The page read the bell's count before its stream was open: a notification written in
        // between was never announced to it, so that count is read once more (only the
        // notifications: the other lists are not on every page, and /api/me rarely changes).
        else invalidate('notification.created');
        hasConnected = true;
        attempt = 0;
      };
      for (const type of EVENT_TYPES) {
        source.addEventListener(type, (message) => {
          if (type === 'events.resumed') for (const each of EVENT_TYPES) invalidate(each);
          else invalidate(type);
          onEventRef.current?.({ type, data: parseData((message as MessageEvent).data) });
        });
      }
      // The browser's own retry gives up on HTTP errors and never backs off, so we close
      // and reconnect ourselves.
      source.onerror = () => {
        source?.close();
        source = null;
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, url, queryClient]);
}
