import { type TAppEvent, ZAppEvent } from '@fhp/domain';
import type pg from 'pg';
import type { EventBus, EventListener } from './event-bus';
import { ListenerRegistry } from './event-bus';

const CHANNEL = 'app_events';
// NOTIFY payloads are limited to 8000 bytes; events carry ids, never records.
const MAX_PAYLOAD = 7900;

/**
 * Cross-process events through PostgreSQL LISTEN/NOTIFY. Every process listens on one
 * dedicated connection; a publish is a NOTIFY, which reaches this process too, so local
 * listeners are served from the notification like everyone else's (delivered once).
 */
export class PgEventBus implements EventBus {
  private readonly registry = new ListenerRegistry();
  private client: pg.PoolClient | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: { warn: (obj: unknown, msg: string) => void } = console,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = await this.pool.connect();
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { u, e } = JSON.parse(message.payload) as { u: string; e: unknown };
        this.registry.dispatch(u, ZAppEvent.parse(e));
      } catch (error) {
        this.log.warn({ err: error }, 'ignored a malformed event notification');
      }
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'event listener connection lost; reconnecting');
      this.client?.release(true);
      this.client = null;
      if (!this.closed) setTimeout(() => void this.connect().catch(() => {}), 1000).unref();
    });
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
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

  listenerCount() {
    return this.registry.listenerCount;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.client) {
      await this.client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      this.client.release();
      this.client = null;
    }
  }
}
