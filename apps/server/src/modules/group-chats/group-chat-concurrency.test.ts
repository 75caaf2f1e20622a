import { groupChatsMessages as m } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { groupChatSeats } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { twoProcesses } from '../../test/two-processes';
import { signedInFan } from '../pizza-money/pizza-test-helpers';
import { groupChatApi } from './group-chat-test-helpers';

const onPostgres = inject('dbKind') === 'postgres';

/** Seats never oversell, on a real server: two processes on one database (issue 36). */
describe('group chat seats under concurrency', () => {
  const { first: t, second: other } = twoProcesses();

  it.runIf(onPostgres)(
    'gives the last 3 seats to exactly 3 of 20 parallel buyers, and all 3 are held',
    async () => {
      const athlete = await signedInUser(t.services.db);
      const id = await groupChatApi(t).schedule(athlete.cookie, { seats: 5 });
      const early = await Promise.all([signedInFan(t.services.db), signedInFan(t.services.db)]);
      for (const fan of early) await groupChatApi(t).takeSeat(fan.cookie, id);

      const fans = await Promise.all(Array.from({ length: 20 }, () => signedInFan(t.services.db)));
      const responses = await Promise.all(
        fans.map((fan, i) => groupChatApi(i % 2 ? t : other).buy(fan.cookie, id)),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array(3).fill(201), ...Array(17).fill(409)]);
      for (const refused of responses.filter((r) => r.statusCode === 409)) {
        expect(refused.json().error.message).toBe(m.full);
      }
      // The three come back from the checkout in parallel: all three seats are held.
      const winners = responses.flatMap((r, i) =>
        r.statusCode === 201 ? [{ r, fan: fans[i] }] : [],
      );
      await Promise.all(
        winners.map(async ({ r, fan }, i) => {
          const api = groupChatApi(i % 2 ? t : other);
          expect((await api.approve(r.json().approveUrl)).statusCode).toBe(200);
          const held = await api.hold(fan?.cookie ?? '', r.json().paymentId);
          expect(held.statusCode, held.body).toBe(200);
        }),
      );
      const seats = await t.services.db
        .select()
        .from(groupChatSeats)
        .where(eq(groupChatSeats.groupChatId, id));
      expect(seats.filter((s) => s.status === 'held')).toHaveLength(5);
      const upcoming = (await groupChatApi(t).upcoming()).json().items;
      expect(upcoming).toContainEqual(expect.objectContaining({ id, seatsLeft: 0 }));
    },
  );
});
