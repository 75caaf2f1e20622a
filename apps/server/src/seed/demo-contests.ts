import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TContestKind, TContestStatus } from '@fhp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import {
  athleteProfiles,
  contestBadges,
  contestEntries,
  contestRewards,
  contestSchools,
  contests,
  contestVideoAthletes,
  contestVideos,
  contestVotes,
  files,
  notifications,
  schools,
  users,
} from '../db/schema';
import { bookSale } from '../modules/purchases/book-sale';
import type { DbOrTx } from '../platform/db/database';
import { SERVER_ROOT } from '../platform/paths';
import type { FileStorage } from '../platform/storage/file-storage';
import { DEMO_ROSTER_FANS } from './demo-roster';
import { rosterEmail } from './demo-roster-seed';

const DAY = 24 * 3600_000;
const IMAGES_DIR = path.join(SERVER_ROOT, 'src/seed/demo-contest-images');
const IMAGES = ['vote-getter-intro.png', 'vote-getter-appeal.png'] as const;
/** Where a contest badge's images are kept (the upload purpose of contest badge images). */
export const DEMO_CONTEST_IMAGE_PURPOSE = 'contest-badges';

/** An athlete of the demo: a demo account's key (`athlete`) or a roster slug. */
type Who = string;
type DemoEntry = {
  athlete: Who;
  videoIds: string[];
  coAthletes?: Who[];
  /** Votes from the roster's fans, in each round (the first fans of the list vote). */
  votes: [number, number?];
};
type DemoContest = {
  kind: TContestKind;
  title: string;
  description: string;
  sport?: string;
  /** Days from today. */
  start: number;
  end: number;
  buyingEnd?: number;
  rounds: 1 | 2;
  /** Round 2 began this many days from today (a contest in round 2). */
  roundTwo?: number;
  status: TContestStatus;
  organizerName: string;
  organizerEmail: string;
  /** Schools by the slug of an athlete there (or `athlete` for the demo athlete's). */
  schools?: { at: Who; status: 'pending' | 'accepted' }[];
  /** Or a school named outright (one no demo athlete attends). */
  namedSchools?: { name: string; status: 'pending' | 'accepted' }[];
  entries: DemoEntry[];
  /** Vote-getter badges (with images when the seed has a storage) and a sale of the first. */
  badges?: { athlete: Who; description: string; priceCents: number; buyer: number }[];
  rewards?: { to: Who | { fan: number }; cents: number; note: string }[];
};

/**
 * The demo's contests (issue 37): two of each kind. The demo athlete (Jordan Rivera, Basketball
 * at FIU) sees the active sport contest in All Contests (his school's entry is accepted) and can
 * Participate; he took part in the completed one, whose board and rewards are shown. The active
 * brand-ambassador contest has roster athletes enrolled but not him, so a newcomer can Enroll;
 * the rewarded one has entries, co-athletes, votes, vote-getter badges and a badge sale. Only
 * roster fans vote: the demo fan can still vote everywhere.
 */
const DEMO_CONTESTS: DemoContest[] = [
  {
    kind: 'sport',
    title: 'Spring Hoops Showdown',
    description:
      'College basketball players post their best plays of the season. Fans vote for the ones they would pay to watch again; round 2 is the final four.',
    sport: 'Basketball',
    start: -5,
    end: 25,
    rounds: 2,
    status: 'active',
    organizerName: 'Coastal Sports League',
    organizerEmail: 'contests@coastalsportsleague.example.com',
    schools: [
      { at: 'athlete', status: 'accepted' },
      { at: 'tyler-okafor', status: 'accepted' },
      { at: 'imani-jackson', status: 'pending' },
    ],
    namedSchools: [{ name: 'University of North Carolina at Chapel Hill', status: 'pending' }],
    entries: [{ athlete: 'tyler-okafor', videoIds: ['Xk7pR2mLq9w', 'bT4nW8cYe1s'], votes: [4] }],
  },
  {
    kind: 'sport',
    title: 'Winter Hoops Classic',
    description:
      'The winter edition: two rounds of fan votes for the season’s best basketball highlights.',
    sport: 'Basketball',
    start: -75,
    end: -20,
    rounds: 2,
    roundTwo: -40,
    status: 'completed',
    organizerName: 'Coastal Sports League',
    organizerEmail: 'contests@coastalsportsleague.example.com',
    schools: [
      { at: 'athlete', status: 'accepted' },
      { at: 'tyler-okafor', status: 'accepted' },
      { at: 'imani-jackson', status: 'accepted' },
      { at: 'devon-walker', status: 'accepted' },
    ],
    entries: [
      { athlete: 'tyler-okafor', videoIds: ['Qm3vHs8Zt0c', 'Lp9dKe2Wn5a'], votes: [14, 8] },
      {
        athlete: 'athlete',
        videoIds: ['Jr5tGv7Ba2k', 'Ns1yFq4Cm8x', 'Vw6eHj3Pd9u'],
        votes: [11, 10],
      },
      { athlete: 'imani-jackson', videoIds: ['Ci2oTr6Kx4z'], votes: [9, 5] },
      { athlete: 'devon-walker', videoIds: ['Eu8gMa1Yf7q'], votes: [6, 3] },
    ],
    rewards: [
      { to: 'tyler-okafor', cents: 30_000, note: 'Winner, round 1' },
      { to: 'athlete', cents: 15_000, note: 'Winner, round 2' },
      { to: { fan: 0 }, cents: 5_000, note: 'Top fan' },
    ],
  },
  {
    kind: 'brand_ambassador',
    title: 'Campus Ambassador: Summer Search',
    description:
      'A sportswear brand looks for its summer campus ambassadors. Enroll with up to eight videos of you, your sport and your campus; fans vote and buy your vote-getter badges.',
    start: -10,
    end: 40,
    buyingEnd: 35,
    rounds: 1,
    status: 'active',
    organizerName: 'Stride Athletics',
    organizerEmail: 'ambassadors@stride.example.com',
    entries: [
      { athlete: 'sofia-delgado', videoIds: ['Ha4kWz9Rb3m', 'Gy2pLc6Tn8v'], votes: [7] },
      { athlete: 'ethan-park', videoIds: ['Mo5rXe1Ud7j'], votes: [5] },
      { athlete: 'grace-whitfield', videoIds: ['Ti8bNq3Fs0h', 'Rk1wDy5Ev2g'], votes: [9] },
    ],
    // On sale while the contest runs: a fan of the demo can buy one.
    badges: [
      { athlete: 'grace-whitfield', description: 'Campus spirit', priceCents: 1000, buyer: 1 },
      { athlete: 'sofia-delgado', description: 'Summer style', priceCents: 2000, buyer: 3 },
    ],
  },
  {
    kind: 'brand_ambassador',
    title: 'Fan Favorite Ambassador 2026',
    description:
      'The winter search for a brand’s fan favourite athletes: votes and vote-getter badges decided it.',
    start: -90,
    end: -30,
    buyingEnd: -35,
    rounds: 1,
    status: 'rewarded',
    organizerName: 'Stride Athletics',
    organizerEmail: 'ambassadors@stride.example.com',
    entries: [
      {
        athlete: 'marcus-bell',
        videoIds: ['Pz7cVn2Hw4d', 'Aj3mQx8Ls6k'],
        coAthletes: ['jamal-carter'],
        votes: [15],
      },
      { athlete: 'hannah-kowalski', videoIds: ['Wf9sBt1Ko5r'], votes: [12] },
      {
        athlete: 'diego-ramirez',
        videoIds: ['Ud4hYr7Mc2n', 'Sb6gTp0Jx3e', 'Ky1nFw8Qa9l'],
        coAthletes: ['noah-jensen', 'luke-anderson'],
        votes: [10],
      },
      { athlete: 'aaliyah-brooks', videoIds: ['Oe2xLd5Gv8t'], votes: [6] },
    ],
    badges: [
      { athlete: 'hannah-kowalski', description: 'Spike of the year', priceCents: 2000, buyer: 2 },
      { athlete: 'marcus-bell', description: 'Game day grit', priceCents: 3000, buyer: 5 },
    ],
    rewards: [
      { to: 'hannah-kowalski', cents: 50_000, note: 'Brand ambassador contract' },
      { to: 'marcus-bell', cents: 20_000, note: 'Runner-up' },
      { to: { fan: 2 }, cents: 2_500, note: 'Top fan' },
    ],
  },
];

const day = (now: number, offset: number) =>
  new Date(now + offset * DAY).toISOString().slice(0, 10);

async function userIdsByEmail(db: DbOrTx, emails: string[]) {
  if (!emails.length) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** The vote-getter badge's two images, stored where uploads go (once per badge). */
async function storeBadgeImages(db: DbOrTx, storage: FileStorage, ownerUserId: string) {
  const ids: string[] = [];
  for (const name of IMAGES) {
    const body = await fs.readFile(path.join(IMAGES_DIR, name));
    const storageKey = `${DEMO_CONTEST_IMAGE_PURPOSE}/${randomUUID()}.png`;
    await storage.put(storageKey, body, 'image/png');
    const [row] = await db
      .insert(files)
      .values({
        storageKey,
        purpose: DEMO_CONTEST_IMAGE_PURPOSE,
        mimeType: 'image/png',
        sizeBytes: body.length,
        ownerUserId,
        originalName: name,
      })
      .returning({ id: files.id });
    if (!row) throw new Error('files insert returned nothing');
    ids.push(row.id);
  }
  return ids;
}

/**
 * Writes the demo contests that are not there yet (by title): a second run adds nothing. The
 * roster's athletes and fans take part where the roster was seeded; without it, only the demo
 * athlete's own rows are written.
 */
export async function seedDemoContests(
  db: DbOrTx,
  ids: Record<string, string>,
  options: { storage?: FileStorage } = {},
) {
  const jordan = ids.athlete;
  if (!jordan) return;
  const now = Date.now();
  const fanEmails = DEMO_ROSTER_FANS.map((f) => rosterEmail(f.slug));
  const slugs = new Set<string>();
  for (const c of DEMO_CONTESTS) {
    for (const e of c.entries) for (const s of [e.athlete, ...(e.coAthletes ?? [])]) slugs.add(s);
    for (const s of c.schools ?? []) slugs.add(s.at);
    for (const b of c.badges ?? []) slugs.add(b.athlete);
  }
  slugs.delete('athlete');
  const byEmail = await userIdsByEmail(db, [...fanEmails, ...[...slugs].map(rosterEmail)]);
  const athleteId = (who: Who) => (who === 'athlete' ? jordan : byEmail.get(rosterEmail(who)));
  const fans = fanEmails.map((e) => byEmail.get(e)).filter((id): id is string => !!id);

  for (const demo of DEMO_CONTESTS) {
    const [existing] = await db
      .select({ id: contests.id })
      .from(contests)
      .where(eq(contests.title, demo.title));
    if (existing) continue;
    const startsAt = now + demo.start * DAY;
    const [contest] = await db
      .insert(contests)
      .values({
        kind: demo.kind,
        title: demo.title,
        description: demo.description,
        sport: demo.sport ?? null,
        startDate: day(now, demo.start),
        endDate: day(now, demo.end),
        buyingEndDate: demo.buyingEnd === undefined ? null : day(now, demo.buyingEnd),
        rounds: demo.rounds,
        currentRound: demo.roundTwo === undefined ? 1 : 2,
        roundTwoAt: demo.roundTwo === undefined ? null : new Date(now + demo.roundTwo * DAY),
        status: demo.status,
        organizerName: demo.organizerName,
        organizerEmail: demo.organizerEmail,
        createdBy: ids.admin ?? null,
        createdAt: new Date(startsAt - 3 * DAY),
      })
      .returning();
    if (!contest) throw new Error('demo contest insert returned nothing');

    // Schools: of the athletes named, or by name.
    const schoolOf = new Map<string, number>();
    const athleteSchools = await db
      .select({ userId: athleteProfiles.userId, schoolId: athleteProfiles.schoolId })
      .from(athleteProfiles)
      .where(
        inArray(
          athleteProfiles.userId,
          [...(demo.schools ?? []).map((s) => s.at), ...demo.entries.map((e) => e.athlete)]
            .map(athleteId)
            .filter((id): id is string => !!id),
        ),
      );
    for (const row of athleteSchools) if (row.schoolId) schoolOf.set(row.userId, row.schoolId);
    const schoolRows: { schoolId: number; status: 'pending' | 'accepted' }[] = [];
    for (const s of demo.schools ?? []) {
      const userId = athleteId(s.at);
      const schoolId = userId ? schoolOf.get(userId) : undefined;
      if (schoolId) schoolRows.push({ schoolId, status: s.status });
    }
    for (const s of demo.namedSchools ?? []) {
      const [school] = await db
        .select({ id: schools.id })
        .from(schools)
        .where(and(eq(schools.kind, 'college'), eq(schools.name, s.name)));
      if (school) schoolRows.push({ schoolId: school.id, status: s.status });
    }
    const uniqueSchools = [...new Map(schoolRows.map((s) => [s.schoolId, s])).values()];
    if (uniqueSchools.length) {
      await db.insert(contestSchools).values(
        uniqueSchools.map((s) => ({
          contestId: contest.id,
          schoolId: s.schoolId,
          status: s.status,
          decidedBy: s.status === 'pending' ? null : (ids.admin ?? null),
          decidedAt: s.status === 'pending' ? null : new Date(startsAt - 2 * DAY),
          createdAt: new Date(startsAt - 2 * DAY),
        })),
      );
    }

    // Entries, their videos, co-athletes and the roster fans' votes.
    for (const [n, entry] of demo.entries.entries()) {
      const userId = athleteId(entry.athlete);
      if (!userId) continue;
      const enteredAt = new Date(startsAt + (n + 1) * 3600_000 * 5);
      const [row] = await db
        .insert(contestEntries)
        .values({
          contestId: contest.id,
          athleteUserId: userId,
          status: demo.kind === 'sport' ? 'pending' : 'enrolled',
          schoolId: demo.kind === 'sport' ? (schoolOf.get(userId) ?? null) : null,
          createdAt: enteredAt,
        })
        .returning({ id: contestEntries.id });
      if (!row) throw new Error('demo contest entry insert returned nothing');
      const [video] = await db
        .insert(contestVideos)
        .values({
          entryId: row.id,
          contestId: contest.id,
          athleteUserId: userId,
          videoIds: entry.videoIds,
          createdAt: enteredAt,
          updatedAt: enteredAt,
        })
        .returning({ id: contestVideos.id });
      if (!video) throw new Error('demo contest video insert returned nothing');
      const coAthletes = (entry.coAthletes ?? []).map(athleteId).filter((id): id is string => !!id);
      if (coAthletes.length) {
        await db
          .insert(contestVideoAthletes)
          .values(coAthletes.map((a) => ({ videoId: video.id, athleteUserId: a })));
      }
      const votes = entry.votes.flatMap((count, r) => {
        const round = r + 1;
        const roundStart =
          round === 2 && demo.roundTwo !== undefined ? now + demo.roundTwo * DAY : startsAt;
        // Fans take turns: each entry's voters start further along the list.
        return Array.from({ length: Math.min(count ?? 0, fans.length) }, (_, i) => ({
          contestId: contest.id,
          videoId: video.id,
          round,
          fanUserId: fans[(i + n * 3) % fans.length] ?? '',
          createdAt: new Date(roundStart + DAY + (i * 7 + n) * 3600_000),
        }));
      });
      if (votes.length) await db.insert(contestVotes).values(votes);
    }

    // Vote-getter badges, with their images, each sold once through the fan checkout's booking.
    for (const [n, badge] of (demo.badges ?? []).entries()) {
      const userId = athleteId(badge.athlete);
      const buyer = fans[badge.buyer];
      if (!userId || !buyer) continue;
      const images = options.storage ? await storeBadgeImages(db, options.storage, userId) : [];
      const createdAt = new Date(startsAt + 2 * DAY);
      const [row] = await db
        .insert(contestBadges)
        .values({
          contestId: contest.id,
          athleteUserId: userId,
          kind: 'vote_getter',
          description: badge.description,
          priceCents: badge.priceCents,
          introFileId: images[0] ?? null,
          appealFileId: images[1] ?? null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: contestBadges.id });
      if (!row) throw new Error('demo contest badge insert returned nothing');
      const booked = await bookSale(db, {
        kind: 'contest_badge',
        amountCents: badge.priceCents,
        idempotencyKey: `demo:contest-badge:${contest.number}:${n}`,
        description: `Vote-getter badge: ${badge.description}`,
        athleteUserId: userId,
        buyerUserId: buyer,
        itemId: row.id,
        at: new Date(startsAt + (5 + n) * DAY),
      });
      if (booked.notificationId) {
        await db
          .update(notifications)
          .set({ readAt: new Date(startsAt + (6 + n) * DAY) })
          .where(eq(notifications.id, booked.notificationId));
      }
    }

    // Rewards the organiser paid, as an operator recorded them.
    for (const reward of demo.rewards ?? []) {
      const userId = typeof reward.to === 'string' ? athleteId(reward.to) : fans[reward.to.fan];
      if (!userId) continue;
      await db.insert(contestRewards).values({
        contestId: contest.id,
        recipientUserId: userId,
        amountCents: reward.cents,
        note: reward.note,
        recordedBy: ids.admin ?? null,
        createdAt: new Date(now + demo.end * DAY + 2 * DAY),
      });
    }
  }
}
