import { FAN_PURCHASE_KINDS, type TFanPurchase, type TFanReceipt } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats } from '../../db/schema';
import { demoChatIds } from '../../seed/demo-chats';
import { DEMO_PURCHASE_IDS } from '../../seed/demo-purchases';
import { seedDemo } from '../../seed/seed';
import { sessionCookie } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The demo fan's purchases as the fan area reads them (issue 15, point 11). */
describe("the demo fan's purchases", () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let cookie: string;
  let all: TFanPurchase[];
  let settledChatPurchase: string | null;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await seedDemo(t.services.db);
    cookie = await sessionCookie(t.services.db, ids.fan ?? '');
    all = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/fan/purchases${query}`,
        headers: { cookie },
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().items.length).toBeLessThanOrEqual(5);
      all.push(...page.json().items);
      cursor = page.json().nextCursor;
    } while (cursor);
    const [chat] = await t.services.db
      .select({ purchaseId: chats.purchaseId })
      .from(chats)
      .where(eq(chats.id, demoChatIds(4).chat));
    settledChatPurchase = chat?.purchaseId ?? null;
  });
  afterAll(() => t.close());

  it('hold every kind bought from the demo athlete, newest first', async () => {
    const fromJordan = all.filter((p) => p.athleteName === 'Jordan Rivera');
    // Pizza money too: the demo fan donated to the demo athlete's requests.
    // Contest badges are bought on a contest's page: the contests' demo data, not this one's.
    const fromThePage = (kind: string) => kind !== 'contest_badge';
    expect(new Set(fromJordan.map((p) => p.kind).filter(fromThePage))).toEqual(
      new Set(FAN_PURCHASE_KINDS.filter(fromThePage)),
    );
    const times = all.map((p) => new Date(p.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The verification journey's fixed purchases are the fan's, with their pages.
    const endorsement = all.find((p) => p.id === DEMO_PURCHASE_IDS.endorsement);
    expect(endorsement).toMatchObject({
      verifyPath: `/verify/endorsment_badges/${DEMO_PURCHASE_IDS.endorsement}`,
      license: { weeks: 8, active: true },
    });
  });

  it('hold a memento of the demo athlete, delivered with its title for its 4 weeks', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/fan/purchases/${DEMO_PURCHASE_IDS.athleteMomento}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'momento',
      license: { weeks: 4, active: true },
      verifyPath: `/verify/momento/${DEMO_PURCHASE_IDS.athleteMomento}`,
      delivery: { type: 'memento', title: 'Senior night', imageUrl: null },
    });
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/verification/momento/${DEMO_PURCHASE_IDS.athleteMomento}`,
    });
    expect(verify.json()).toMatchObject({ itemTitle: 'Senior night', license: { active: true } });
  });

  it("open a settled chat's receipt with how the athlete called", async () => {
    const chat = all.find((p) => p.id === settledChatPurchase);
    expect(chat?.kind).toBe('single_chat');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/fan/purchases/${chat?.id}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json() as TFanReceipt;
    // 15 minutes at $2.00, rated satisfactory: 88 % to the athlete.
    expect(receipt).toMatchObject({
      amountCents: 3000,
      athleteCents: 2640,
      platformCents: 360,
      license: null,
      call: { channel: 'Zoom', contact: 'fan@example.com', minutes: 15 },
    });
  });
});
