import { FAN_PURCHASE_PURPOSE, PAYMENT_PURPOSES, PIZZA_MONEY_PURPOSE } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureHandlers } from './capture-handlers';
import { createTestApp, type TestApp } from './test/test-app';

describe('capture handlers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has one for every payment purpose of the domain, in the app that captures', () => {
    const missing = PAYMENT_PURPOSES.filter((purpose) => !t.services.captures.for(purpose));
    expect(missing).toEqual([]);
    // And none for a purpose the domain does not know.
    expect(Object.keys(captureHandlers(t.services)).sort()).toEqual([...PAYMENT_PURPOSES].sort());
  });

  it("keeps each app's handlers, built with its own services", async () => {
    const first = t.services.captures.for(FAN_PURCHASE_PURPOSE);
    const other = await createTestApp({ database: t.database });
    try {
      // Building a second app changes nothing in the first one's (no process-wide map).
      expect(t.services.captures.for(FAN_PURCHASE_PURPOSE)).toBe(first);
      for (const purpose of [FAN_PURCHASE_PURPOSE, PIZZA_MONEY_PURPOSE]) {
        expect(other.services.captures.for(purpose)).toBeDefined();
        expect(other.services.captures.for(purpose)).not.toBe(t.services.captures.for(purpose));
      }
    } finally {
      await other.close();
    }
  });
});
