import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../platform/auth/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './seed';

describe('demo data for the athlete account screens', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await seedDemo(t.services.db);
  });
  afterAll(() => t.close());

  const get = async (key: string, url: string) => {
    const { token } = await createSession(t.services.db, ids[key] ?? '', 60_000);
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('fills every screen, and shows the IP-contract offer to the first athlete only', async () => {
    // FIU's contract is signed; the offer comes once it is approved (demo-school-contracts.test.ts).
    expect((await get('athlete', '/api/profile')).ipContractOffer).toBe(false);
    expect((await get('athlete2', '/api/profile')).ipContractOffer).toBe(false);
    expect((await get('athlete2', '/api/profile')).rating).toBeNull();
    // A chat in each state, newest first (seed/demo-chats.ts).
    const chatList = (await get('athlete', '/api/chats?limit=10')).items;
    expect(chatList.map((r: { status: string }) => r.status)).toEqual([
      'requested',
      'accepted',
      'requested',
      'accepted',
      'settled',
      'settled',
      'settled',
    ]);
    const fanChats = (await get('fan', '/api/fan/chats?limit=10')).items;
    expect(
      fanChats.map(
        (c: { settlement: { outcome: string } | null }) => c.settlement?.outcome ?? null,
      ),
    ).toEqual([null, null, null, 'satisfactory', 'rude_or_short']);
    expect((await get('athlete', '/api/issues')).items).toHaveLength(2);
    expect((await get('fan', '/api/requested-cities')).items[0]).toMatchObject({ support: 2 });
    // Two pending, and the one an operator declined (the console's demo, demo-console-requests.ts).
    const sports = (await get('athlete', '/api/requested-sports')).items;
    expect(sports.map((r: { status: string }) => r.status).sort()).toEqual([
      'declined',
      'pending',
      'pending',
    ]);
    const endorsement = (await get('athlete', '/api/notifications')).items.find(
      (n: { type: string }) => n.type === 'endorsement',
    );
    expect(endorsement).toMatchObject({ fanName: 'Frankie Fanning', fanEmail: 'fan@example.com' });
  });
});
