import type { EventBus } from '../events/event-bus';
import type { SessionRecord } from './sessions';

/** Sessions held at most; past it the oldest entries go first (a Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

type Entry = { record: SessionRecord; usableUntil: number };

/**
 * The sessions this process looked up in the last few seconds, by cookie token, so a page's
 * burst of API calls (and a busy client) costs one sessions query, not one per request: on the
 * embedded database that query was half of a signed-in list's time (decision 0034).
 *
 * What keeps it honest:
 * - An entry is used for `lifetimeMs` at most, never past the session's end or idle limit.
 * - Ending sessions (sign-out, a password change or reset) is announced on the event bus
 *   (`session.ended`), which reaches every process: each drops that user's entries. Whoever
 *   blocks an account or changes a role must announce it the same way
 *   (`announceSessionsEnded`); otherwise the change reaches a cached session within
 *   `lifetimeMs`.
 * - A signed-in request that changes something drops its user's entries once answered, so
 *   what the user changed about themselves (their name, their e-mail) shows at once.
 * - While the event bus is reconnecting, events are being missed: the cache is not used, and
 *   it is emptied when the bus is back (`events.resumed`).
 */
export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  /** Each user's cached tokens: a write or an announcement drops them without a scan. */
  private readonly tokensByUser = new Map<string, Set<string>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly events: EventBus,
    private readonly lifetimeMs: number,
    private readonly idleMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribe = events.subscribeEveryUser((userId, event) => {
      if (event.type === 'session.ended' && userId) this.forgetUser(userId);
      else if (event.type === 'events.resumed') this.clear();
    });
  }

  get enabled(): boolean {
    return this.lifetimeMs > 0;
  }

  get(token: string): SessionRecord | null {
    const entry = this.byToken.get(token);
    if (!entry) return null;
    if (entry.usableUntil <= this.now() || this.events.status === 'reconnecting') {
      this.forget(token);
      return null;
    }
    return entry.record;
  }

  /** Keeps a live, unblocked session found in the database. */
  remember(token: string, record: SessionRecord): void {
    if (!this.enabled || record.user.blocked || this.events.status === 'reconnecting') return;
    const usableUntil = Math.min(
      this.now() + this.lifetimeMs,
      record.expiresAt.getTime(),
      record.lastSeenAt.getTime() + this.idleMs,
    );
    this.forget(token);
    this.byToken.set(token, { record, usableUntil });
    const userId = record.user.id;
    const tokens = this.tokensByUser.get(userId) ?? new Set<string>();
    tokens.add(token);
    this.tokensByUser.set(userId, tokens);
    if (this.byToken.size > MAX_ENTRIES) this.dropOldest();
  }

  forgetUser(userId: string): void {
    for (const token of this.tokensByUser.get(userId) ?? []) this.byToken.delete(token);
    this.tokensByUser.delete(userId);
  }

  get size(): number {
    return this.byToken.size;
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  private clear(): void {
    this.byToken.clear();
    this.tokensByUser.clear();
  }

  private forget(token: string): void {
    const entry = this.byToken.get(token);
    if (!entry) return;
    this.byToken.delete(token);
    const tokens = this.tokensByUser.get(entry.record.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensByUser.delete(entry.record.user.id);
  }

  private dropOldest(): void {
    const now = this.now();
    for (const [token, entry] of this.byToken) {
      if (entry.usableUntil <= now) this.forget(token);
    }
    for (const token of this.byToken.keys()) {
      if (this.byToken.size <= MAX_ENTRIES) break;
      this.forget(token);
    }
  }
}
