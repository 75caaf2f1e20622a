import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { groupChats } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import type { TestApp } from '../../test/test-app';

const HOUR = 3600_000;

/** HTTP helpers over one test app. */
export function groupChatApi(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const api = {
    call,
    create: (cookie: string, body: object) => call('POST', '/api/group-chats', cookie, body),
    update: (cookie: string, id: string, body: object) =>
      call('PATCH', `/api/group-chats/${id}`, cookie, body),
    cancel: (cookie: string, id: string) => call('POST', `/api/group-chats/${id}/cancel`, cookie),
    mine: (cookie: string) => call('GET', '/api/group-chats', cookie),
    upcoming: (query = '') => call('GET', `/api/public/group-chats${query}`),
    buy: (cookie: string, id: string, body: object = {}) =>
      call('POST', `/api/fan/group-chats/${id}/seats`, cookie, body),
    hold: (cookie: string, paymentId: string) =>
      call('POST', `/api/fan/group-chats/payments/${paymentId}/hold`, cookie),
    seats: (cookie: string) => call('GET', '/api/fan/group-chats', cookie),
    rate: (cookie: string, seatId: string, outcome: string) =>
      call('POST', `/api/fan/group-chat-seats/${seatId}/rate`, cookie, { outcome }),
    approve: (approveUrl: string) =>
      call('POST', `/api/payments/simulated/${approveUrl.split('/').pop()}/approve`, undefined, {}),
    /** A group chat starting in `hoursAhead` hours. */
    async schedule(cookie: string, over: object = {}, hoursAhead = 48) {
      const res = await api.create(cookie, {
        title: 'Film session',
        startsAt: new Date(Date.now() + hoursAhead * HOUR).toISOString(),
        minutes: 30,
        seatCents: 2000,
        seats: 5,
        ...over,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().groupChat.id as string;
    },
    /** Checkout, approval at the simulator, return: the seat held. */
    async takeSeat(cookie: string, id: string) {
      const started = await api.buy(cookie, id);
      expect(started.statusCode, started.body).toBe(201);
      const { paymentId, approveUrl } = started.json();
      expect((await api.approve(approveUrl)).statusCode).toBe(200);
      const held = await api.hold(cookie, paymentId);
      expect(held.statusCode, held.body).toBe(200);
      return { paymentId: paymentId as string, seatId: held.json().seatId as string };
    },
  };
  return api;
}

/** Moves a group chat's time (a test cannot wait for it to start or end). */
export async function moveGroupChat(db: DbOrTx, id: string, startsAt: Date) {
  await db.update(groupChats).set({ startsAt }).where(eq(groupChats.id, id));
}
