import { messages, VOTE_GETTER_BADGES_MAX } from '@fhp/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { contestBadges, contestVideoAthletes, files } from '../../db/schema';
import { png, sendForm } from '../../test/badges';
import { createUser, signedInUser } from '../../test/factories';
import { twoProcesses } from '../../test/two-processes';
import { insertContest, insertEntryWithVideos } from './contest-test-helpers';

const onPostgres = inject('dbKind') === 'postgres';

/** The vote-getter limits on a real server: two processes on one database. */
describe('brand ambassador limits under concurrency', () => {
  const { first: t, second: other } = twoProcesses();

  it.runIf(onPostgres)(
    'gives 10 parallel vote-getter badge creations exactly 5 badges; the rest are told the limit and leave no file',
    async () => {
      const me = await signedInUser(t.services.db);
      const contest = await insertContest(t.services.db, { kind: 'brand_ambassador' });
      const { entry } = await insertEntryWithVideos(t.services.db, contest.id, me.user.id);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          sendForm(
            (i % 2 ? t : other).app,
            'POST',
            `/api/athlete/contest-entries/${entry.id}/vote-getter-badges`,
            me.cookie,
            { description: `Vote ${i}`, priceCents: 1000 },
            { introducingImage: png(), appealingImage: png() },
          ),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(201), ...Array(5).fill(409)]);
      for (const r of responses.filter((x) => x.statusCode === 409)) {
        expect(r.json().error.message).toBe(messages.contests.tooManyBadges);
      }
      const [badges] = await t.services.db
        .select({ n: count() })
        .from(contestBadges)
        .where(
          and(eq(contestBadges.contestId, contest.id), eq(contestBadges.athleteUserId, me.user.id)),
        );
      expect(badges?.n).toBe(VOTE_GETTER_BADGES_MAX);
      // The refused ones' images were deleted: two files per badge kept.
      const [stored] = await t.services.db
        .select({ n: count() })
        .from(files)
        .where(eq(files.ownerUserId, me.user.id));
      expect(stored?.n).toBe(2 * VOTE_GETTER_BADGES_MAX);
    },
  );

  it.runIf(onPostgres)('adds at most 5 co-athletes from 8 parallel requests', async () => {
    const me = await signedInUser(t.services.db);
    const contest = await insertContest(t.services.db, { kind: 'brand_ambassador' });
    const { entry, video } = await insertEntryWithVideos(t.services.db, contest.id, me.user.id);
    const others = await Promise.all(Array.from({ length: 8 }, () => createUser(t.services.db)));
    const responses = await Promise.all(
      others.map((o, i) =>
        (i % 2 ? t : other).app.inject({
          method: 'POST',
          url: `/api/athlete/contest-entries/${entry.id}/co-athletes`,
          headers: { cookie: me.cookie },
          payload: { athleteNumber: o.athlete?.athleteNumber },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const [listed] = await t.services.db
      .select({ n: count() })
      .from(contestVideoAthletes)
      .where(eq(contestVideoAthletes.videoId, video.id));
    expect(listed?.n).toBe(5);
  });
});
