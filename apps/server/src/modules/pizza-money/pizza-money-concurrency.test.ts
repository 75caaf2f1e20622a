import { pizzaMoneyMessages as m, PIZZA_MONEY_CAP_CENTS, PIZZA_MONEY_PURPOSE } from '@fhp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { payments, pizzaMoneyRequests } from '../../db/schema';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { createUser, sessionCookie } from '../../test/factories';
import { twoProcesses } from '../../test/two-processes';
import { pizzaApi, signedInFan } from './pizza-test-helpers';

const onPostgres = inject('dbKind') === 'postgres';

/** The cap under concurrency, on a real server: two processes on one database (issue 16, point 4). */
describe('pizza money under concurrency', () => {
  const { first: t, second: other } = twoProcesses();

  async function listedAthlete() {
    const user = await createUser(t.services.db);
    await t.services.db.execute(
      sql`update athlete_profiles set registration_status = 'active' where user_id = ${user.id}`,
    );
    return {
      id: user.id,
      number: user.athlete?.athleteNumber ?? 0,
      cookie: await sessionCookie(t.services.db, user.id),
    };
  }

  it.runIf(onPostgres)(
    'lets exactly 3 of 10 parallel $30 donations through against an empty window; the sum never passes $100',
    async () => {
      const athlete = await listedAthlete();
      const fans = await Promise.all(Array.from({ length: 10 }, () => signedInFan(t.services.db)));
      const [first] = fans;
      if (!first) throw new Error('no fan');
      const asked = await pizzaApi(t).ask(first.cookie, athlete.number);
      const requestId = asked.json().request.id;
      expect((await pizzaApi(t).accept(athlete.cookie, requestId)).statusCode).toBe(200);

      const responses = await Promise.all(
        fans.map((fan, i) =>
          pizzaApi(i % 2 ? t : other).donate(fan.cookie, { requestId, dollars: 30 }),
        ),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
      for (const refused of responses.filter((r) => r.statusCode === 409)) {
        expect(refused.json().error.message).toBe(m.capReached(1000));
      }
      const held = await t.services.db
        .select({ cents: sql<number>`(${payments.metadata}->>'donationCents')::int` })
        .from(payments)
        .where(
          and(
            eq(payments.purpose, PIZZA_MONEY_PURPOSE),
            sql`${payments.metadata}->>'athleteUserId' = ${athlete.id}`,
          ),
        );
      expect(held).toHaveLength(3);
      expect(held.reduce((sum, p) => sum + Number(p.cents), 0)).toBeLessThanOrEqual(
        PIZZA_MONEY_CAP_CENTS,
      );

      // The three are paid; the ledger holds them once each, balanced.
      const accepted = responses
        .map((r, i) => ({ r, fan: fans[i] }))
        .filter(({ r }) => r.statusCode === 201);
      await Promise.all(
        accepted.map(async ({ r, fan }, i) => {
          const api = pizzaApi(i % 2 ? t : other);
          await api.approve(r.json().approveUrl);
          const captured = await api.capture(fan?.cookie ?? '', r.json().paymentId);
          expect(captured.statusCode, captured.body).toBe(200);
        }),
      );
      expect((await pizzaApi(t).card(athlete.number)).json().remainingCents).toBe(1000);
      expect(await checkLedger(t.services.db)).toEqual([]);
    },
  );

  it.runIf(onPostgres)(
    'takes one of parallel asks by one fan, and opens one of parallel accepts',
    async () => {
      const athlete = await listedAthlete();
      const fan = await signedInFan(t.services.db);
      const asks = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          pizzaApi(i % 2 ? t : other).ask(fan.cookie, athlete.number),
        ),
      );
      expect(asks.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);

      const fan2 = await signedInFan(t.services.db);
      const second = await pizzaApi(t).ask(fan2.cookie, athlete.number);
      const ids = [
        asks.find((r) => r.statusCode === 201)?.json().request.id,
        second.json().request.id,
      ];
      const accepts = await Promise.all(
        ids.map((id, i) => pizzaApi(i % 2 ? t : other).accept(athlete.cookie, id)),
      );
      expect(accepts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const active = await t.services.db
        .select({ id: pizzaMoneyRequests.id })
        .from(pizzaMoneyRequests)
        .where(and(inArray(pizzaMoneyRequests.id, ids), eq(pizzaMoneyRequests.status, 'active')));
      expect(active).toHaveLength(1);
    },
  );
});
