import { type TAppEvent, ZAppEvent } from '@fhp/domain';
import type pg from 'pg';
import type { EventBus, EventListener, EveryUserListener } from './event-bus';
import { ListenerRegistry } from './event-bus';

const CHANNEL = 'app_events';
// NOTIFY payloads are limited to 8000 bytes; events carry ids, never records.
const MAX_PAYLOAD = 7900;

/**
 * Cross-process events through PostgreSQL LISTEN/NOTIFY. Every process listens on one
 * dedicated connection; a publish is a NOTIFY, which reaches this process too, so local
 * listeners are served from the notification like everyone else's (delivered once).
 */
/**
 * Reconnect delays: 1 s, doubling up to 10 s, for as long as the database stays away. Events
 * published while the listener is down are lost, so the cap bounds that gap after the database
 * returns (measured: 30 s with a 30 s cap) while keeping a long outage to one log line in 10 s.
 */
export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 10_000;

export class PgEventBus implements EventBus {
  private readonly registry = new ListenerRegistry();
  private client: pg.PoolClient | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: { warn: (obj: unknown, msg: string) => void } = console,
    private readonly delays = { minMs: RECONNECT_MIN_MS, maxMs: RECONNECT_MAX_MS },
  ) {}

  get status(): 'listening' | 'reconnecting' {
    return this.client ? 'listening' : 'reconnecting';
  }

  /** The first LISTEN must succeed: a server that cannot reach its database does not start. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = await this.pool.connect();
    client.on('notification', (message) => {
      // Only the live connection delivers, so a replaced one can never deliver twice.
      if (this.client !== client || message.channel !== CHANNEL || !message.payload) return;
      try {
        const { u, e } = JSON.parse(message.payload) as { u: string; e: unknown };
        this.registry.dispatch(u, ZAppEvent.parse(e));
      } catch (error) {
        this.log.warn({ err: error }, 'ignored a malformed event notification');
      }
    });
    client.on('error', (error) => {
      if (this.client !== client) return;
      this.log.warn({ err: error }, 'event listener connection lost; reconnecting');
      this.client = null;
      client.release(true);
      this.scheduleReconnect();
    });
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.release(true);
      throw error;
    }
    this.client = client;
    this.failures = 0;
  }

  /** Tries again with a growing delay until it works or the bus is closed; logs every failure. */
  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(this.delays.maxMs, this.delays.minMs * 2 ** this.failures);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      // connect() resets the count on success, so read it first.
      const failedAttempts = this.failures;
      this.connect().then(
        () => {
          this.log.warn({ afterFailures: failedAttempts }, 'event listener reconnected');
          // Whatever was published while we were not listening is lost: every open stream
          // here tells its page to refresh.
          this.registry.dispatchToAll({ type: 'events.resumed', data: {} });
        },
        (error: unknown) => {
          this.failures++;
          this.log.warn(
            {
              err: error,
              attempt: this.failures,
              nextInMs: Math.min(this.delays.maxMs, this.delays.minMs * 2 ** this.failures),
            },
            'event listener could not reconnect; trying again',
          );
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.retryTimer.unref();
  }

  async publish(userId: string, event: TAppEvent): Promise<void> {
    const payload = JSON.stringify({ u: userId, e: event });
    // The limit is in bytes: string length undercounts non-ASCII text.
    if (Buffer.byteLength(payload, 'utf8') > MAX_PAYLOAD)
      throw new Error(`event ${event.type} is too large for NOTIFY`);
    await this.pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
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

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.client) {
      await this.client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      this.client.release();
      this.client = null;
    }
  }
}
