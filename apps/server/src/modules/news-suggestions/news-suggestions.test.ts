import { messages } from '@fhp/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.newsSuggestions;
const OPERATOR = 'news-desk@fhp.test';

describe('news suggestions', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_EMAIL: OPERATOR } });
  });
  afterAll(() => t.close());

  // Each test comes from its own address, so the rate limit of one does not touch the others.
  const post = (payload: object, remoteAddress = `10.0.0.${++address}`) =>
    t.app.inject({ method: 'POST', url: '/api/news-suggestions', payload, remoteAddress });
  const outboxCount = async () =>
    (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0]?.n;

  it('e-mails the type and remarks to the operators through the outbox', async () => {
    const res = await post({
      type: 'athlete',
      remarks: '  Our goalkeeper saved three penalties  ',
      email: 'Fan@Example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.sent });
    const [mail] = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, OPERATOR))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail).toMatchObject({
      subject: 'News Suggestion: Athlete spotlight',
      template: 'news-suggestion',
      status: 'recorded',
    });
    expect(mail?.textBody).toContain('Our goalkeeper saved three penalties');
    expect(mail?.textBody).toContain('Reply to: fan@example.com');
  });

  it('refuses a missing type or remarks with the message and sends nothing', async () => {
    const before = await outboxCount();
    const noType = await post({ remarks: 'A school event next week' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.fields.type).toBe(m.typeRequired);
    const blank = await post({ type: 'athlete', remarks: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.remarks).toBe(m.remarksRequired);
    expect(await outboxCount()).toBe(before);
  });

  it('reads the operator address from OPERATOR_EMAIL, with a default', () => {
    expect(t.config.email.operator).toBe(OPERATOR);
  });

  it.each([
    [{ remarks: 'A long enough remark' }, m.typeRequired],
    [{ type: 'gossip', remarks: 'A long enough remark' }, m.typeRequired],
    [{ type: 'news', remarks: '   ' }, m.remarksRequired],
    [{ type: 'news', remarks: 'short' }, m.remarksTooShort],
    [{ type: 'news', remarks: 'x'.repeat(2001) }, m.remarksTooLong],
    [{ type: 'news', remarks: 'A long enough remark', email: 'nope' }, m.emailInvalid],
  ])('refuses %j with a 400, its message, and sends nothing', async (payload, message) => {
    const before = await outboxCount();
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await outboxCount()).toBe(before);
  });

  it('limits one address to 5 suggestions in 10 minutes', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post({ type: 'other', remarks: `Suggestion number ${i}` }, ip)).statusCode,
      ).toBe(200);
    }
    const before = await outboxCount();
    const res = await post({ type: 'other', remarks: 'One suggestion too many' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(messages.platform.tooManyRequests);
    expect(await outboxCount()).toBe(before);
    // Another visitor is not affected.
    expect((await post({ type: 'other', remarks: 'From someone else' })).statusCode).toBe(200);
  });
});
