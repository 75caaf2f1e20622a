import { randomBytes } from 'node:crypto';
import {
  ACKNOWLEDGEMENT_DOCUMENT_VERSIONS,
  type TAcknowledgementKey,
  type TPurchaseKind,
} from '@fhp/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  athleteAcceptances,
  athleteProfiles,
  blogPosts,
  fanNotifications,
  fanProfiles,
  notifications,
  schools,
  seasonalBadges,
  talkingBadges,
  users,
} from '../db/schema';
import { sanitizePostHtml } from '../modules/blogs/sanitize-post-html';
import { bookSale } from '../modules/purchases/book-sale';
import { hashPassword } from '../platform/auth/passwords';
import type { Tx } from '../platform/db/database';
import type { FileStorage } from '../platform/storage/file-storage';
import { storeAthletePhotos } from './demo-athlete-photos';
import { DEMO_VIDEO_URL } from './demo-badges';
import {
  DEMO_ACCOUNT_BIOS,
  DEMO_ATHLETE_POSTS,
  DEMO_ROSTER,
  DEMO_ROSTER_FANS,
  DEMO_SCHOOLS,
  SEASONAL_SPORT_OF,
  type TDemoAthlete,
} from './demo-roster';

const DAY = 24 * 60 * 60_000;
/** How far back the sales go: a few weeks, the last one busier than the rest. */
const HISTORY_DAYS = 42;

/** The same "random" marketplace on every install: a small seeded generator (mulberry32). */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

export const rosterEmail = (slug: string) => `${slug}@example.com`;

/**
 * The roster's accounts (demo-roster.ts): athletes with complete records, as sign-up makes
 * them, at their reference-list schools; the fans who buy from them; portraits; badges; a few
 * weeks of sales booked through bookSale (so the wallets, trending, /home and the sale
 * notifications agree, and the ledger balances); supporters who agreed to be shown; blog posts.
 * Nobody signs in as them: their password is random, so no published password opens them.
 * Runs inside the demo's transaction, after the demo accounts (their athlete numbers stay first).
 */
export async function seedDemoRoster(
  tx: Tx,
  ids: Record<string, string>,
  options: { storage?: FileStorage } = {},
) {
  const now = Date.now();
  for (const [key, bio] of Object.entries(DEMO_ACCOUNT_BIOS)) {
    const userId = ids[key];
    if (userId)
      await tx.update(athleteProfiles).set({ bio }).where(eq(athleteProfiles.userId, userId));
  }
  const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));

  const fanRows = await tx
    .insert(users)
    .values(
      DEMO_ROSTER_FANS.map((f) => ({
        email: rosterEmail(f.slug),
        passwordHash,
        role: 'fan' as const,
        firstName: f.firstName,
        lastName: f.lastName,
        createdAt: new Date(now - 60 * DAY),
      })),
    )
    .returning({ id: users.id });
  const fanIds = fanRows.map((r) => r.id);
  await tx.insert(fanProfiles).values(
    DEMO_ROSTER_FANS.map((f, i) => ({
      userId: fanIds[i] ?? '',
      stateCode: f.stateCode,
      city: f.city,
    })),
  );

  const athleteRows = await tx
    .insert(users)
    .values(
      DEMO_ROSTER.map((a) => ({
        email: rosterEmail(a.slug),
        passwordHash,
        role: 'athlete' as const,
        firstName: a.firstName,
        lastName: a.lastName,
        createdAt: new Date(now - a.joinedDaysAgo * DAY),
      })),
    )
    .returning({ id: users.id });
  const roster = DEMO_ROSTER.map((a, i) => ({ ...a, userId: athleteRows[i]?.id ?? '' }));

  const schoolIds = await findSchools(tx);
  // One insert in joining order: athlete numbers follow it (1004 is the first to have joined).
  await tx.insert(athleteProfiles).values(
    roster.map((a, i) => {
      const school = DEMO_SCHOOLS[a.school];
      const college = school.kind === 'college';
      const joined = new Date(now - a.joinedDaysAgo * DAY);
      return {
        userId: a.userId,
        registrationStatus: 'active' as const,
        athleteType: college ? ('College' as const) : ('High School' as const),
        sport: a.sport,
        state: school.state,
        stateCode: school.stateCode,
        city: college ? school.place : null,
        county: college ? null : school.place,
        schoolId: schoolIds.get(school.name) ?? null,
        schoolName: school.name,
        country: 'USA',
        schoolAthlete: true,
        dateOfBirth: a.dateOfBirth,
        gender: a.gender,
        phone: `(555)-(555)-(${String(1000 + i).padStart(4, '0')})`,
        payoutEmail: rosterEmail(a.slug),
        chatRateCents: a.chatRateCents,
        sportBadgeRateCents: a.sportBadgeRateCents,
        bio: a.bio,
        // Some show their managers' rating; a few link their Instagram.
        rvRating: a.popularity >= 3 ? 3.5 + (a.popularity - 3) * 0.5 : null,
        showRvRating: a.popularity >= 3 && i % 2 === 0,
        socialMedia:
          i % 3 === 0
            ? [{ name: 'Instagram' as const, url: `https://www.instagram.com/${a.slug}` }]
            : [],
        activatedAt: joined,
        createdAt: joined,
      };
    }),
  );

  const keys = Object.keys(ACKNOWLEDGEMENT_DOCUMENT_VERSIONS) as TAcknowledgementKey[];
  await tx.insert(athleteAcceptances).values(
    roster.flatMap((a) =>
      keys
        .filter(
          (k) =>
            k !== 'newGroupAthleteVideo' &&
            (k !== 'highSchoolInformation' || DEMO_SCHOOLS[a.school].kind === 'high-school'),
        )
        .map((key) => ({
          userId: a.userId,
          documentKey: key,
          documentVersion: ACKNOWLEDGEMENT_DOCUMENT_VERSIONS[key],
          acceptedAt: new Date(now - a.joinedDaysAgo * DAY),
        })),
    ),
  );

  if (options.storage) {
    await storeAthletePhotos(
      tx,
      options.storage,
      roster.map((a) => ({ userId: a.userId, file: `${a.slug}.webp` })),
    );
  }

  const items = await seedRosterBadges(tx, roster, now);
  await seedRosterSales(tx, roster, fanIds, items, now);

  await tx.insert(blogPosts).values(
    DEMO_ATHLETE_POSTS.map((post) => ({
      type: 'athlete' as const,
      authorUserId: roster.find((a) => a.slug === post.slug)?.userId ?? null,
      title: post.title,
      category: post.category,
      descriptionHtml: sanitizePostHtml(post.paragraphs.map((p) => `<p>${p}</p>`).join('')),
      createdAt: new Date(now - post.daysAgo * DAY),
    })),
  );
}

/** The reference list's id of each roster school, by name (null where the lists are not loaded). */
async function findSchools(tx: Tx): Promise<Map<string, number>> {
  const wanted = Object.values(DEMO_SCHOOLS);
  const rows = await tx
    .select({
      id: schools.id,
      kind: schools.kind,
      stateCode: schools.stateCode,
      city: schools.city,
      county: schools.county,
      name: schools.name,
    })
    .from(schools)
    .where(
      inArray(
        schools.name,
        wanted.map((s) => s.name),
      ),
    );
  const ids = new Map<string, number>();
  for (const s of wanted) {
    const row = rows.find(
      (r) =>
        r.kind === s.kind &&
        r.stateCode === s.stateCode &&
        r.name === s.name &&
        (s.kind === 'college' ? r.city : r.county) === s.place,
    );
    if (row) ids.set(s.name, row.id);
  }
  return ids;
}

type RosterAthlete = TDemoAthlete & { userId: string };
type Item = { id: string; priceCents: number };
type Items = Map<string, { seasonal: Item[]; talking: Item[] }>;

const TALKING_TITLES = [
  'Game day diary',
  'Thank you fans',
  'Road trip notes',
  'Pregame pep talk',
  'Locker room tour',
  'Senior night',
  'Training day',
];

/**
 * Seasonal badges (football, basketball and baseball players: the sports they exist for) and
 * talking badges, with their counters and the fans' new-badge notifications, as the badge
 * modules write them. Demo badges carry no images or fees (their first ones are free anyway).
 */
async function seedRosterBadges(tx: Tx, roster: RosterAthlete[], now: number): Promise<Items> {
  const random = seededRandom(33_08);
  const items: Items = new Map(roster.map((a) => [a.userId, { seasonal: [], talking: [] }]));
  const seasonalValues = roster.flatMap((a) => {
    const sport = SEASONAL_SPORT_OF[a.sport];
    if (!sport) return [];
    const count = a.popularity >= 4 ? 2 : 1;
    return Array.from({ length: count }, (_, i) => ({
      athleteUserId: a.userId,
      type: i === 0 ? ('Pre-season' as const) : ('Post-event' as const),
      eventPlus: i === 0 ? null : String(random.int(1, 12)),
      year: 2026,
      sport,
      sportType: sport === 'BASEBALL' ? 'game' : 'match',
      listNumber: a.number > 60 ? 60 : Math.max(1, a.number),
      typeData1: a.lastName.toUpperCase().slice(0, 10),
      typeData2: i === 0 ? 'SEASON' : 'RIVALRY',
      typeData3: i === 0 ? 'OPENER' : 'WIN',
      // A video the receipt can play (YouTube, parsed by the delivery), not a made-up address.
      videoUrl: DEMO_VIDEO_URL,
      videoPriceCents: random.pick([600, 800, 1000]),
      qrPriceCents: i === 0 ? random.pick([800, 1600]) : null,
      createdAt: new Date(now - Math.min(a.joinedDaysAgo, 30 - i * 12) * DAY),
    }));
  });
  const seasonal = seasonalValues.length
    ? await tx.insert(seasonalBadges).values(seasonalValues).returning({
        id: seasonalBadges.id,
        athlete: seasonalBadges.athleteUserId,
        price: seasonalBadges.videoPriceCents,
      })
    : [];
  const talkingValues = roster.flatMap((a, index) => {
    const count = a.popularity >= 4 ? 2 : a.popularity >= 2 ? 1 : 0;
    return Array.from({ length: count }, (_, i) => ({
      athleteUserId: a.userId,
      description: TALKING_TITLES[(index + i * 3) % TALKING_TITLES.length] ?? 'Thank you fans',
      priceCents: random.pick([400, 600, 800, 1000]),
      // What a fan who buys it plays on the receipt.
      videoUrl: DEMO_VIDEO_URL,
      createdAt: new Date(now - Math.min(a.joinedDaysAgo, 25 - i * 10) * DAY),
    }));
  });
  const talking = await tx.insert(talkingBadges).values(talkingValues).returning({
    id: talkingBadges.id,
    athlete: talkingBadges.athleteUserId,
    price: talkingBadges.priceCents,
  });

  for (const b of seasonal)
    items.get(b.athlete)?.seasonal.push({ id: b.id, priceCents: b.price ?? 600 });
  for (const b of talking) items.get(b.athlete)?.talking.push({ id: b.id, priceCents: b.price });
  for (const [userId, mine] of items) {
    if (!mine.seasonal.length && !mine.talking.length) continue;
    await tx
      .update(athleteProfiles)
      .set({
        seasonalBadgeCount: mine.seasonal.length,
        totalSeasonalBadges: mine.seasonal.length,
        talkingBadgeCount: mine.talking.length,
      })
      .where(eq(athleteProfiles.userId, userId));
  }
  // What insertFanNotification writes for a new badge, for all of them in one statement.
  await tx
    .insert(fanNotifications)
    .values([
      ...seasonal.map((b) => ({ athleteUserId: b.athlete, type: 'seasonal_badge', itemId: b.id })),
      ...talking.map((b) => ({ athleteUserId: b.athlete, type: 'talking_badge', itemId: b.id })),
    ]);
  return items;
}

/** Whole dollars a fan chose for an endorsement: mostly small, now and then generous. */
const ENDORSEMENT_DOLLARS = [4, 5, 5, 6, 8, 10, 10, 12, 15, 20, 25, 50];
const CALL_MINUTES = [5, 10, 10, 15, 20, 30];

/**
 * A few weeks of fan purchases for every roster athlete, more for the popular ones, about half
 * of them in the trending week, of every kind the athlete sells. Booked through bookSale (the
 * purchases row, the ledger postings and the athlete's notification, read except the newest);
 * about two in three buyers agreed to be shown as supporters; paid calls have their request.
 */
async function seedRosterSales(
  tx: Tx,
  roster: RosterAthlete[],
  fanIds: string[],
  items: Items,
  now: number,
) {
  const random = seededRandom(2026_11);
  const read: string[] = [];
  const seasonalSold = new Map<string, number>();
  for (const a of roster) {
    const mine = items.get(a.userId) ?? { seasonal: [], talking: [] };
    const kinds: TPurchaseKind[] = [
      'sport_badge',
      'sport_badge',
      'sport_badge',
      'endorsement',
      'endorsement',
      'group_chat',
      'momento',
    ];
    if (a.chatRateCents) kinds.push('single_chat', 'single_chat');
    if (mine.talking.length) kinds.push('talking_badge', 'talking_badge');
    if (mine.seasonal.length) kinds.push('seasonal_badge', 'seasonal_badge');
    const history = Math.min(HISTORY_DAYS, a.joinedDaysAgo);
    const count = a.popularity + random.int(1, 2);
    for (let n = 0; n < count; n++) {
      const kind = random.pick(kinds);
      // About half in the last week, so every trending tab has several athletes.
      const days =
        random.next() < 0.5 ? random.next() * Math.min(6.9, history) : random.next() * history;
      const at = new Date(now - Math.max(days * DAY, 20 * 60_000));
      const buyer = random.int(0, fanIds.length - 1);
      const fan = fanIds[buyer] ?? '';
      let cents: number;
      let itemId: string | null = null;
      let minutes = 0;
      if (kind === 'sport_badge') cents = a.sportBadgeRateCents;
      else if (kind === 'endorsement') cents = random.pick(ENDORSEMENT_DOLLARS) * 100;
      else if (kind === 'group_chat') cents = random.pick([500, 750, 1000]);
      else if (kind === 'momento') cents = random.pick([1500, 2000, 2500]);
      else if (kind === 'single_chat') {
        minutes = random.pick(CALL_MINUTES);
        cents = (a.chatRateCents ?? 0) * minutes;
      } else {
        const item = random.pick(kind === 'talking_badge' ? mine.talking : mine.seasonal);
        cents = item.priceCents;
        itemId = item.id;
      }
      // About two in three buyers agree at checkout to be shown as supporters.
      const publicSupporter = random.next() < 0.65;
      const booked = await bookSale(tx, {
        kind,
        amountCents: cents,
        idempotencyKey: `demo:roster-sale:${a.slug}:${n}`,
        description: `Demo ${kind.replace('_', ' ')} sale`,
        athleteUserId: a.userId,
        buyerUserId: fan,
        itemId,
        at,
        publicSupporter,
      });
      if (booked.replayed) continue;
      // The athlete has seen all but the last day's sales.
      if (booked.notificationId && now - at.getTime() > DAY) read.push(booked.notificationId);
      if (kind === 'seasonal_badge' && itemId)
        seasonalSold.set(itemId, (seasonalSold.get(itemId) ?? 0) + 1);
    }
  }
  if (read.length)
    await tx
      .update(notifications)
      .set({ readAt: sql`${notifications.createdAt} + interval '2 hours'` })
      .where(inArray(notifications.id, read));
  for (const [id, sold] of seasonalSold)
    await tx
      .update(seasonalBadges)
      .set({ bought: sql`${seasonalBadges.bought} + ${sold}` })
      .where(eq(seasonalBadges.id, id));
}
