import type { TAppEvent } from '@fhp/domain';

export type EventListener = (event: TAppEvent) => void;
/** Hears every user's events; `userId` is null for one meant for everyone (`events.resumed`). */
export type EveryUserListener = (userId: string | null, event: TAppEvent) => void;

/**
 * Delivers events to the signed-in user's open streams, in this process or (on PostgreSQL)
 * in any process sharing the database.
 */
export interface EventBus {
  /**
   * `in-process`: no listener needed (PGlite, one process); `listening`: LISTEN is up;
   * `reconnecting`: the LISTEN connection is lost and being re-opened (events from other
   * processes are not delivered meanwhile).
   */
  readonly status: 'in-process' | 'listening' | 'reconnecting';
  publish(userId: string, event: TAppEvent): Promise<void>;
  subscribe(userId: string, listener: EventListener): () => void;
  /** Every event this process delivers, whoever it is for (the session cache's evictions). */
  subscribeEveryUser(listener: EveryUserListener): () => void;
  close(): Promise<void>;
}

/** Local fan-out, shared by both implementations. */
export class ListenerRegistry {
  private readonly byUser = new Map<string, Set<EventListener>>();
  private readonly everyUser = new Set<EveryUserListener>();

  addForEveryUser(listener: EveryUserListener): () => void {
    this.everyUser.add(listener);
    return () => {
      this.everyUser.delete(listener);
    };
  }

  add(userId: string, listener: EventListener): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(listener);
    return () => {
      set?.delete(listener);
      if (set?.size === 0) this.byUser.delete(userId);
    };
  }

  dispatch(userId: string, event: TAppEvent) {
    for (const listener of this.byUser.get(userId) ?? []) {
      try {
        listener(event);
      } catch {
        // One broken stream must not stop delivery to the others.
      }
    }
    this.tellEveryUserListeners(userId, event);
  }

  /** One event to every listener of every user in this process. */
  dispatchToAll(event: TAppEvent) {
    for (const set of [...this.byUser.values()]) {
      for (const listener of set) {
        try {
          listener(event);
        } catch {
          // As above.
        }
      }
    }
    this.tellEveryUserListeners(null, event);
  }

  private tellEveryUserListeners(userId: string | null, event: TAppEvent) {
    for (const listener of this.everyUser) {
      try {
        listener(userId, event);
      } catch {
        // As above.
      }
    }
  }

  get size() {
    return this.byUser.size;
  }

  /** Open listeners across all users: lets tests prove a closed stream unsubscribed. */
  get listenerCount() {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }
}

export class InProcessEventBus implements EventBus {
  private readonly registry = new ListenerRegistry();
  readonly status = 'in-process' as const;

  async publish(userId: string, event: TAppEvent) {
    this.registry.dispatch(userId, event);
  }

  subscribe(userId: string, listener: EventListener) {
    return this.registry.add(userId, listener);
  }

  subscribeEveryUser(listener: EveryUserListener) {
    return this.registry.addForEveryUser(listener);
  }

  listenerCount() {
    return this.registry.listenerCount;
  }

  async close() {}
}
