/**
 * The authorization matrix: who may call each route. ONE line per route, keyed
 * `METHOD /path` exactly as the route is registered (Fastify syntax: `/api/issues/:id`).
 * `modules/authorization-matrix.test.ts` collects every registered route and fails when a
 * route has no line here, or a line names no route. A new route is one new line.
 *
 * Eight principals are checked against each line: anonymous, athlete, other athlete, fan,
 * manager, school admin, admin and a blocked athlete (made by `createPrincipals` in
 * factories.ts). "Served" means any answer but 401 and 403 (a 400 for the empty body the
 * matrix sends, or a 404 for the random id it puts in the path, is served). The kinds:
 *
 * - PUBLIC: everyone is served. A blocked athlete is served too, as an anonymous visitor.
 * - SIGNED_IN: any signed-in user is served; anonymous gets 401, a blocked user 403.
 * - VISITOR_OR_SIGNED_IN: like SIGNED_IN, but a visitor with no session is served too (who am I).
 * - role('athlete', 'admin', ...): users with one of the roles are served; other signed-in
 *   users get 403, anonymous 401, a blocked user 403. 'fan' admits managers (a manager is a
 *   fan flagged as manager); 'manager' admits managers only.
 * - owned(rows.x, ...roles): like role() (no roles: any signed-in user), and the path or body
 *   names a fresh row of the athlete principal made by the fixture `rows.x`: the owner is
 *   served and not told 404; every other signed-in principal gets 403 or 404 for that row.
 * - decided(rows.x, ...roles): like owned(), for a route whose endpoint declares a `policy`
 *   (another user's rows: the route's guard asks the policy module). Of the admitted
 *   principals the operator (admin) and the owner are served and not told 404; the others get
 *   403 or 404. The test fails for a policy route declared otherwise, and for decided() on a
 *   route without a policy.
 * - stream(kind): the route answers with an endless stream; served principals are checked
 *   over a real connection that is dropped after the status line.
 * - OPERATOR_TOKEN: no session opens it, an admin's neither: a bearer token from the
 *   configuration does (`/metrics` and METRICS_TOKEN). Every principal gets 401 or 404 (the
 *   matrix runs without the token, where the path is a 404); the token's own test is elsewhere.
 */

import { randomUUID } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import {
  adminNotifications,
  athleteIssues,
  blogPosts,
  chats,
  communityBadges,
  contestSchools,
  contestVideoAthletes,
  groupChats,
  instituteRequests,
  mementos,
  moderationItems,
  notifications,
  payments,
  pizzaMoneyRequests,
  placeRequests,
  pushSubscriptions,
  resolutions,
  schoolContractRequests,
  schools,
  seasonalBadges,
  talkingBadges,
  tutorials,
  users,
  vendorAds,
  withdrawals,
} from '../db/schema';
import { insertContest, insertEntryWithVideos } from '../modules/contests/contest-test-helpers';
import type { DbOrTx } from '../platform/db/database';
import { ensureAccount } from '../platform/ledger/ledger';
import { bookFanPurchase, createFan, createUser } from './factories';
import { createSignedContract } from './signed-contract';

export type Role = 'athlete' | 'fan' | 'manager' | 'school-admin' | 'admin';

/** A row of `ownerId` for an owner-only route: what goes into the path (`:id`) and the body. */
export type RowFixture = (ctx: {
  db: DbOrTx;
  ownerId: string;
}) => Promise<{ params?: Record<string, string>; body?: unknown }>;

export type Access =
  | { kind: 'public'; stream?: boolean }
  | { kind: 'signed-in'; stream?: boolean }
  | { kind: 'visitor-or-signed-in'; stream?: boolean }
  | { kind: 'role'; roles: readonly Role[]; stream?: boolean }
  | { kind: 'owned'; roles: readonly Role[] | 'any'; row: RowFixture; stream?: boolean }
  | { kind: 'decided'; roles: readonly Role[] | 'any'; row: RowFixture; stream?: boolean }
  | { kind: 'operator-token'; stream?: boolean };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const VISITOR_OR_SIGNED_IN: Access = { kind: 'visitor-or-signed-in' };
export const OPERATOR_TOKEN: Access = { kind: 'operator-token' };
export const role = (...roles: Role[]): Access => ({ kind: 'role', roles });
export const owned = (row: RowFixture, ...roles: Role[]): Access => ({
  kind: 'owned',
  roles: roles.length ? roles : 'any',
  row,
});
export const decided = (row: RowFixture, ...roles: Role[]): Access => ({
  kind: 'decided',
  roles: roles.length ? roles : 'any',
  row,
});
export const stream = (access: Access): Access => ({ ...access, stream: true });

/** A requested chat with its (made-up) hold, as a fan's booking leaves it. */
export async function insertChat(db: DbOrTx, athleteUserId: string, fanUserId: string) {
  const payment = first(
    await db
      .insert(payments)
      .values({
        provider: 'simulator',
        providerOrderId: `matrix-${crypto.randomUUID()}`,
        purpose: 'chat',
        intent: 'authorize',
        status: 'authorized',
        userId: fanUserId,
        amountCents: 1000,
      })
      .returning({ id: payments.id }),
  );
  const chat = first(
    await db
      .insert(chats)
      .values({
        athleteUserId,
        fanUserId,
        paymentId: payment.id,
        channel: 'Zoom',
        contact: 'fan@example.com',
        minutes: 10,
        rateCents: 100,
        priceCents: 1000,
        proposedTimes: [new Date(Date.now() + 24 * 3600_000)],
      })
      .returning({ id: chats.id }),
  );
  return chat.id;
}

const chatAcceptBody = () => ({ startsAt: new Date(Date.now() + 48 * 3600_000).toISOString() });

function first<T>(rows: T[]): T {
  const row = rows[0];
  if (!row) throw new Error('fixture insert returned no row');
  return row;
}

/** Fresh rows of the owner, one per check. */
export const rows = {
  /**
   * A school other than the school admin principal's (Miami Dade College): its administrator's
   * routes answer that school's rows to its own administrators only, so this one gets 404.
   */
  async otherSchool({ db }) {
    const [school] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(ne(schools.name, 'Miami Dade College'))
      .limit(1);
    if (!school) throw new Error('no school in the reference data');
    return { params: { schoolId: String(school.id) } };
  },
  /** A console route that names no record (a list, an export): decided on the console itself. */
  async console() {
    return {};
  },
  /**
   * A fresh account for a console action on a user (block, unblock, manager flag, note): a fan,
   * so every action has something to do, and never a principal (blocking one would end the
   * matrix's own sessions).
   */
  async consoleUser({ db }) {
    const fan = await createFan(db);
    return {
      params: { id: fan.id },
      body: { reason: 'From the matrix', text: 'From the matrix', isManager: true },
    };
  },
  /** An operators' inbox item (about a fresh issue of the owner's). */
  async adminNotification({ db, ownerId }) {
    const row = first(
      await db
        .insert(adminNotifications)
        .values({ type: 'athlete-issue', notifyId: ownerId })
        .returning({ id: adminNotifications.id }),
    );
    return { params: { id: row.id } };
  },
  /** A pending city request of the owner's, and a decision on it. */
  async placeRequest({ db, ownerId }) {
    const row = first(
      await db
        .insert(placeRequests)
        .values({
          kind: 'city',
          addedBy: ownerId,
          state: 'Florida',
          city: 'Matrix City',
          college: 'Matrix College',
          sport: 'Rugby',
        })
        .returning({ id: placeRequests.id }),
    );
    return {
      params: { kind: 'city', id: row.id },
      body: { decision: 'decline', note: 'From the matrix' },
    };
  },
  /** A pending school contract request (for a fresh listed school), and a decline's reason. */
  async schoolRequest({ db }) {
    const tag = randomUUID().slice(0, 8);
    const school = first(
      await db
        .insert(schools)
        .values({ kind: 'college', stateCode: 'FL', city: 'Matrix City', name: `Matrix ${tag}` })
        .returning({ id: schools.id }),
    );
    const row = first(
      await db
        .insert(schoolContractRequests)
        .values({
          level: 'college',
          stateCode: 'FL',
          place: 'Matrix City',
          schoolId: school.id,
          schoolName: `Matrix ${tag}`,
          email: `officer-${tag}@matrix.test`,
          idImageKey: `school-ids/${tag}.png`,
        })
        .returning({ id: schoolContractRequests.id }),
    );
    return { params: { id: row.id }, body: { reason: 'From the matrix' } };
  },
  /** A pending new institute request, and a decline's reason. */
  async instituteRequest({ db }) {
    const row = first(
      await db
        .insert(instituteRequests)
        .values({
          level: 'high-school',
          stateCode: 'FL',
          place: 'Matrix County',
          instituteName: `Matrix High ${randomUUID().slice(0, 8)}`,
          email: 'officer@matrix.test',
        })
        .returning({ id: instituteRequests.id }),
    );
    return { params: { id: row.id }, body: { reason: 'From the matrix' } };
  },
  /** Console content (no owner): a tutorial, a news post, a deal, with a valid body. */
  async tutorial({ db }) {
    const row = first(
      await db
        .insert(tutorials)
        .values({ kind: 'tutorial', title: 'Matrix', url: 'https://v.example/1', audience: 'both' })
        .returning({ id: tutorials.id }),
    );
    return {
      params: { id: row.id },
      body: { kind: 'tutorial', title: 'Matrix', url: 'https://v.example/2', audience: 'athlete' },
    };
  },
  async newsPost({ db }) {
    const row = first(
      await db
        .insert(blogPosts)
        .values({ type: 'admin', title: 'Matrix', category: 'who', descriptionHtml: '<p>x</p>' })
        .returning({ id: blogPosts.id }),
    );
    return {
      params: { id: row.id },
      body: { title: 'Matrix', category: 'what', descriptionHtml: '<p>y</p>' },
    };
  },
  async deal({ db }) {
    const values = {
      category: 'FB',
      status: 'active',
      media: 'image',
      imageUrl: 'https://cdn.example/a.png',
      website: 'https://deal.example',
      description: 'Matrix',
    } as const;
    const row = first(await db.insert(vendorAds).values(values).returning({ id: vendorAds.id }));
    return { params: { id: row.id }, body: values };
  },
  /** An item of the moderation queue about the owner's post. */
  async moderationItem({ db, ownerId }) {
    const row = first(
      await db
        .insert(moderationItems)
        .values({
          kind: 'blog-post',
          place: 'blog-post',
          athleteUserId: ownerId,
          subjectId: crypto.randomUUID(),
        })
        .returning({ id: moderationItems.id }),
    );
    return { params: { id: row.id }, body: { reason: 'From the matrix' } };
  },
  /** The owner's account itself (a path that names an athlete). */
  async athlete({ ownerId }) {
    return { params: { userId: ownerId }, body: { message: 'From the matrix' } };
  },
  async notification({ db, ownerId }) {
    const fan = await createFan(db);
    const row = first(
      await db
        .insert(notifications)
        .values({ userId: ownerId, type: 'endorsement', fanId: fan.id, message: 'Bought' })
        .returning({ id: notifications.id }),
    );
    return { params: { id: row.id } };
  },
  async issue({ db, ownerId }) {
    const row = first(
      await db
        .insert(athleteIssues)
        .values({
          userId: ownerId,
          issueNumber: 1000 + Math.floor(Math.random() * 8000),
          message: 'Mine',
        })
        .returning({ id: athleteIssues.id }),
    );
    return { params: { id: row.id }, body: { message: 'Edited by the owner' } };
  },
  /** A resolution of the owner (athlete), open, with a message for the write routes. */
  async resolution({ db, ownerId }) {
    const row = first(
      await db
        .insert(resolutions)
        .values({
          userId: ownerId,
          name: 'Matrix Athlete',
          athleteNumber: 1,
          email: 'matrix@example.com',
          type: 'Other',
          description: 'From the matrix',
        })
        .returning({ id: resolutions.id }),
    );
    return { params: { id: row.id }, body: { message: 'From the matrix' } };
  },
  async payment({ db, ownerId }) {
    const row = first(
      await db
        .insert(payments)
        .values({
          provider: 'simulator',
          providerOrderId: `matrix-${crypto.randomUUID()}`,
          purpose: 'registration_fee',
          userId: ownerId,
          amountCents: 400,
        })
        .returning({ id: payments.id }),
    );
    return { params: { id: row.id } };
  },
  /** A school contract its officer has signed (no owner: only an operator relates to it). */
  async signedContract({ db }) {
    const { contract } = await createSignedContract(db);
    return { params: { id: contract.id } };
  },
  async communityBadge({ db, ownerId }) {
    const payment = first(
      await db
        .insert(payments)
        .values({
          provider: 'simulator',
          providerOrderId: `matrix-${crypto.randomUUID()}`,
          purpose: 'community-badge',
          userId: ownerId,
          amountCents: 200,
        })
        .returning({ id: payments.id }),
    );
    const row = first(
      await db
        .insert(communityBadges)
        .values({ athleteUserId: ownerId, paymentId: payment.id, amountCents: 200 })
        .returning({ id: communityBadges.id }),
    );
    return { params: { id: row.id } };
  },
  /** A requested chat of the athlete `ownerId` (its hold's payment made up, as by a fan). */
  async athleteChat({ db, ownerId }) {
    const fan = await createFan(db);
    return { params: { id: await insertChat(db, ownerId, fan.id) }, body: chatAcceptBody() };
  },
  /** A requested chat the fan `ownerId` booked. */
  async fanChat({ db, ownerId }) {
    const athlete = await createUser(db, { chatRateCents: 100 });
    return {
      params: { id: await insertChat(db, athlete.id, ownerId) },
      body: { outcome: 'satisfactory' },
    };
  },
  async groupChat({ db, ownerId }) {
    const row = first(
      await db
        .insert(groupChats)
        .values({
          athleteUserId: ownerId,
          title: 'Matrix chat',
          startsAt: new Date(Date.now() + 48 * 3600_000),
          minutes: 30,
          seatCents: 1000,
          seats: 5,
        })
        .returning({ id: groupChats.id }),
    );
    return { params: { id: row.id } };
  },
  async pizzaRequest({ db, ownerId }) {
    const fan = await createFan(db);
    const row = first(
      await db
        .insert(pizzaMoneyRequests)
        .values({
          athleteUserId: ownerId,
          fanUserId: fan.id,
          endsAt: new Date(Date.now() + 24 * 3600_000),
        })
        .returning({ id: pizzaMoneyRequests.id }),
    );
    return { params: { id: row.id } };
  },
  async pushSubscription({ db, ownerId }) {
    const endpoint = `https://push.example.com/${crypto.randomUUID()}`;
    await db
      .insert(pushSubscriptions)
      .values({ userId: ownerId, endpoint, p256dh: 'k', auth: 'a' });
    return { body: { endpoint } };
  },
  async seasonalBadge({ db, ownerId }) {
    const row = first(
      await db
        .insert(seasonalBadges)
        .values({
          athleteUserId: ownerId,
          type: 'Pre-season',
          year: 2026,
          sport: 'FOOTBALL',
          sportType: 'game',
          listNumber: 1,
          typeData1: 'A',
          typeData2: 'B',
          typeData3: 'C',
          managerEmail: 'manager@example.com',
          videoUrl: 'https://videos.example/v',
          videoPriceCents: 600,
        })
        .returning({ id: seasonalBadges.id }),
    );
    return {
      params: { id: row.id },
      body: { rating: 3, satisfaction: 'Satisfied', remarks: 'Good' },
    };
  },
  async memento({ db, ownerId }) {
    const row = first(
      await db
        .insert(mementos)
        .values({
          athleteUserId: ownerId,
          title: 'Senior night',
          description: 'From the bench',
          priceCents: 900,
          licenseWeeks: 4,
          managerEmail: 'manager@example.com',
        })
        .returning({ id: mementos.id }),
    );
    return {
      params: { id: row.id },
      body: {
        title: 'Senior night',
        description: 'From the bench',
        priceCents: 900,
        rating: 2,
        satisfaction: 'Satisfied',
        remarks: 'Good',
      },
    };
  },
  async talkingBadge({ db, ownerId }) {
    const row = first(
      await db
        .insert(talkingBadges)
        .values({
          athleteUserId: ownerId,
          description: 'Diary',
          priceCents: 400,
          managerEmail: 'manager@example.com',
        })
        .returning({ id: talkingBadges.id }),
    );
    return {
      params: { id: row.id },
      body: { rating: 2, satisfaction: 'Unsatisfied', remarks: 'Late' },
    };
  },
  /**
   * A purchase the owner bought (a sport badge with a license still running): its files are the
   * buyer's and the operators'. The owner here is the athlete principal, whom the fans' route
   * refuses by role, so the operator is the one served.
   */
  async purchase({ db, ownerId }) {
    const id = await bookFanPurchase(db, {
      kind: 'sport_badge',
      athleteUserId: ownerId,
      buyerUserId: ownerId,
      amountCents: 500,
    });
    return { params: { id, file: 'card.pdf' } };
  },
  /** A purchase to refund (booked without a payment: the refund answers 409, served). */
  async purchaseToRefund({ db, ownerId }) {
    const id = await bookFanPurchase(db, {
      kind: 'sport_badge',
      athleteUserId: ownerId,
      buyerUserId: ownerId,
      amountCents: 500,
    });
    return { params: { id }, body: { reason: 'From the matrix' } };
  },
  /** A withdrawal of the athlete waiting for review (its money is not in the ledger: enough here). */
  async withdrawal({ db, ownerId }) {
    const row = first(
      await db
        .insert(withdrawals)
        .values({
          athleteUserId: ownerId,
          amountCents: 700,
          payoutEmail: 'matrix@example.com',
          status: 'review',
          reviewReasons: ['amount'],
        })
        .returning({ id: withdrawals.id }),
    );
    return { params: { id: row.id }, body: { reason: 'From the matrix' } };
  },
  /** The athlete's wallet account in the ledger. */
  async ledgerAccount({ db, ownerId }) {
    return { params: { id: await ensureAccount(db, 'athlete_wallet', ownerId) } };
  },
  /**
   * The owner's enrollment with videos in an active brand-ambassador contest, one co-athlete on
   * them (the path's athleteNumber) and another athlete to add (the body's).
   */
  async brandEntry({ db, ownerId }) {
    const contest = await insertContest(db, { kind: 'brand_ambassador' });
    const { entry, video } = await insertEntryWithVideos(db, contest.id, ownerId);
    const listed = await createUser(db);
    const toAdd = await createUser(db);
    await db.insert(contestVideoAthletes).values({ videoId: video.id, athleteUserId: listed.id });
    return {
      params: { id: entry.id, athleteNumber: String(listed.athlete?.athleteNumber) },
      body: { urls: ['https://youtu.be/dQw4w9WgXcQ'], athleteNumber: toAdd.athlete?.athleteNumber },
    };
  },
  /**
   * A completed contest of the console's, with a body every contest action reads (each takes
   * its own fields): edit, status (forward), a school to add, a reward to the owner, a void.
   */
  async contest({ db, ownerId }) {
    const contest = await insertContest(db, { status: 'completed' });
    const [school] = await db.select({ id: schools.id }).from(schools).limit(1);
    const [owner] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, ownerId));
    return {
      params: { id: contest.id, fanId: ownerId },
      body: {
        title: 'Matrix contest',
        description: '',
        organizerName: 'Matrix League',
        organizerEmail: 'league@matrix.test',
        startDate: contest.startDate,
        endDate: contest.endDate,
        buyingEndDate: null,
        status: 'rewarded',
        schoolId: school?.id ?? 1,
        recipient: owner?.email ?? 'athlete@matrix.test',
        amountCents: 1000,
        note: 'From the matrix',
        reason: 'From the matrix',
      },
    };
  },
  /** A school's pending entry in a sport contest, and a decision on it. */
  async contestSchool({ db }) {
    const contest = await insertContest(db);
    const [school] = await db.select({ id: schools.id }).from(schools).limit(1);
    if (!school) throw new Error('no school in the reference data');
    const row = first(
      await db
        .insert(contestSchools)
        .values({ contestId: contest.id, schoolId: school.id })
        .returning({ id: contestSchools.id }),
    );
    return { params: { id: row.id }, body: { decision: 'accept' } };
  },
} satisfies Record<string, RowFixture>;

export const AUTHORIZATION: Record<string, Access> = {
  // Platform and API documentation
  'GET /api/health': PUBLIC,
  'GET /api/ready': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  // Outside production the outbox is open (issue 11, point 1 narrows it).
  'GET /api/dev/emails': PUBLIC,
  // Prometheus scrapes with METRICS_TOKEN (observability/metrics.test.ts checks the token).
  'GET /metrics': OPERATOR_TOKEN,
  'GET /api/events': stream(SIGNED_IN),
  'GET /api/site-settings': PUBLIC,

  // Session and sign-in
  'GET /api/me': VISITOR_OR_SIGNED_IN,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'POST /api/auth/change-password': role('athlete'),
  // Fan sign-up: public, and it signs the new fan in (a session it replaces is ended).
  'POST /api/fans': PUBLIC,
  'POST /api/fan/email-confirmation': role('fan'),
  'POST /api/email-confirmation/confirm': PUBLIC,

  // Files
  'GET /api/files/:id': PUBLIC,
  'POST /api/files': SIGNED_IN,

  // Notifications and the operator console
  'GET /api/notifications': SIGNED_IN,
  'GET /api/notifications/summary': SIGNED_IN,
  'POST /api/notifications/:id/read': owned(rows.notification),
  'POST /api/notifications/read-all': SIGNED_IN,
  'POST /api/notifications/:id/email-fan': owned(rows.notification, 'athlete'),
  'POST /api/console/athletes/:userId/messages': decided(rows.athlete, 'admin'),
  'GET /api/console/audit': decided(rows.console, 'admin'),
  'GET /api/console/audit.csv': decided(rows.console, 'admin'),
  // Console: money (issue 34, item 6)
  'GET /api/console/withdrawals': decided(rows.console, 'admin'),
  'GET /api/console/withdrawals.csv': decided(rows.console, 'admin'),
  'GET /api/console/withdrawals/:id': decided(rows.withdrawal, 'admin'),
  'POST /api/console/withdrawals/:id/approve': decided(rows.withdrawal, 'admin'),
  'POST /api/console/withdrawals/:id/hold': decided(rows.withdrawal, 'admin'),
  'POST /api/console/withdrawals/:id/reject': decided(rows.withdrawal, 'admin'),
  'POST /api/console/withdrawals/:id/retry': decided(rows.withdrawal, 'admin'),
  'GET /api/console/payout-review': decided(rows.console, 'admin'),
  'PUT /api/console/payout-review': decided(rows.console, 'admin'),
  'GET /api/console/purchases': decided(rows.console, 'admin'),
  'GET /api/console/purchases.csv': decided(rows.console, 'admin'),
  'POST /api/console/purchases/:id/refund': decided(rows.purchaseToRefund, 'admin'),
  'GET /api/console/ledger/accounts': decided(rows.console, 'admin'),
  'GET /api/console/ledger/accounts/:id': decided(rows.ledgerAccount, 'admin'),
  'GET /api/console/ledger/daily': decided(rows.console, 'admin'),
  'GET /api/console/ledger/check': decided(rows.console, 'admin'),

  // Resolution center: the athlete's own tickets, and the console's
  'GET /api/resolutions': role('athlete'),
  'GET /api/resolutions/contact': role('athlete'),
  'POST /api/resolutions': role('athlete'),
  'GET /api/resolutions/:id': owned(rows.resolution, 'athlete'),
  'POST /api/resolutions/:id/messages': owned(rows.resolution, 'athlete'),
  'GET /api/console/resolutions': decided(rows.console, 'admin'),
  'GET /api/console/resolutions.csv': decided(rows.console, 'admin'),
  'GET /api/console/resolutions/:id': decided(rows.resolution, 'admin'),
  'POST /api/console/resolutions/:id/messages': decided(rows.resolution, 'admin'),
  'POST /api/console/resolutions/:id/accept': decided(rows.resolution, 'admin'),
  'POST /api/console/resolutions/:id/close': decided(rows.resolution, 'admin'),
  'GET /api/console/users': decided(rows.console, 'admin'),
  'GET /api/console/users.csv': decided(rows.console, 'admin'),
  'GET /api/console/users/:id': decided(rows.consoleUser, 'admin'),
  'POST /api/console/users/:id/block': decided(rows.consoleUser, 'admin'),
  'POST /api/console/users/:id/unblock': decided(rows.consoleUser, 'admin'),
  'POST /api/console/users/:id/manager': decided(rows.consoleUser, 'admin'),
  'POST /api/console/users/:id/notes': decided(rows.consoleUser, 'admin'),
  'GET /api/console/inbox': decided(rows.console, 'admin'),
  'GET /api/console/inbox.csv': decided(rows.console, 'admin'),
  'GET /api/console/inbox/summary': decided(rows.console, 'admin'),
  'POST /api/console/inbox/:id/read': decided(rows.adminNotification, 'admin'),
  'POST /api/console/inbox/read-all': decided(rows.console, 'admin'),
  'GET /api/console/requests': decided(rows.console, 'admin'),
  'GET /api/console/requests.csv': decided(rows.console, 'admin'),
  'POST /api/console/requests/:kind/:id/decision': decided(rows.placeRequest, 'admin'),
  'GET /api/console/school-contract-requests': decided(rows.console, 'admin'),
  'GET /api/console/school-contract-requests/:id/id-image': role('admin'),
  'POST /api/console/school-contract-requests/:id/approve': decided(rows.schoolRequest, 'admin'),
  'POST /api/console/school-contract-requests/:id/decline': decided(rows.schoolRequest, 'admin'),
  'GET /api/console/institute-requests': decided(rows.console, 'admin'),
  'POST /api/console/institute-requests/:id/add': decided(rows.instituteRequest, 'admin'),
  'POST /api/console/institute-requests/:id/decline': decided(rows.instituteRequest, 'admin'),
  'GET /api/console/school-contracts': decided(rows.console, 'admin'),
  // Console: content, site settings, moderation (issue 34, items 7 and 8)
  'GET /api/tutorials': role('athlete'),
  'GET /api/console/tutorials': decided(rows.console, 'admin'),
  'POST /api/console/tutorials': decided(rows.console, 'admin'),
  'PUT /api/console/tutorials/:id': decided(rows.tutorial, 'admin'),
  'DELETE /api/console/tutorials/:id': decided(rows.tutorial, 'admin'),
  'GET /api/console/news': decided(rows.console, 'admin'),
  'POST /api/console/news': decided(rows.console, 'admin'),
  'PUT /api/console/news/:id': decided(rows.newsPost, 'admin'),
  'DELETE /api/console/news/:id': decided(rows.newsPost, 'admin'),
  'GET /api/console/deals': decided(rows.console, 'admin'),
  'POST /api/console/deals': decided(rows.console, 'admin'),
  'PUT /api/console/deals/:id': decided(rows.deal, 'admin'),
  'DELETE /api/console/deals/:id': decided(rows.deal, 'admin'),
  'GET /api/console/settings': decided(rows.console, 'admin'),
  'PUT /api/console/settings': decided(rows.console, 'admin'),
  'GET /api/console/moderation': decided(rows.console, 'admin'),
  'GET /api/console/moderation/:id/file': decided(rows.moderationItem, 'admin'),
  'POST /api/console/moderation/:id/review': decided(rows.moderationItem, 'admin'),
  'POST /api/console/moderation/:id/hide': decided(rows.moderationItem, 'admin'),

  // Payments (the simulated checkout's order id is the key, like PayPal's token)
  'GET /api/payments/:id': owned(rows.payment),
  'POST /api/payments/:id/cancel': owned(rows.payment),
  'GET /api/payments/simulated/:orderId': PUBLIC,
  'POST /api/payments/simulated/:orderId/approve': PUBLIC,
  'POST /api/payments/simulated/:orderId/cancel': PUBLIC,
  // PayPal calls it without a session; the signature, checked with PayPal, is the credential.
  'POST /api/payments/paypal/webhook': PUBLIC,

  // Reference lists
  'GET /api/reference/sports': PUBLIC,
  'GET /api/reference/states': PUBLIC,
  'GET /api/reference/states/:code/counties': PUBLIC,
  'GET /api/reference/states/:code/cities': PUBLIC,
  'GET /api/reference/schools': PUBLIC,
  'GET /api/reference/colleges': PUBLIC,
  'GET /api/reference/colleges/florida-miami-other': PUBLIC,

  // Registration (the fee token is the key)
  'POST /api/registration/athletes': PUBLIC,
  'POST /api/registration/fee/summary': PUBLIC,
  'POST /api/registration/fee': PUBLIC,
  'POST /api/registration/fee/capture': PUBLIC,
  'POST /api/registration/fee/session': PUBLIC,
  'POST /api/registration/fee/resume': PUBLIC,

  // The athlete's own profile (no route names another athlete)
  'GET /api/profile': role('athlete'),
  'PATCH /api/profile': role('athlete'),
  'PUT /api/profile/address': role('athlete'),
  'PUT /api/profile/payout-email': role('athlete'),
  'PUT /api/profile/social-media': role('athlete'),
  'PUT /api/profile/teammates': role('athlete'),
  'PUT /api/profile/rating-visibility': role('athlete'),
  'POST /api/profile/ip-contract': role('athlete'),
  'GET /api/school-ip': role('athlete'),
  'GET /api/school-area/me': role('school-admin'),
  'GET /api/school-area/schools/:schoolId': decided(rows.otherSchool, 'school-admin'),
  'GET /api/school-area/schools/:schoolId/athletes': decided(rows.otherSchool, 'school-admin'),
  'POST /api/profile/photo': role('athlete'),
  'POST /api/profile/qr-code': role('athlete'),

  // Fan requests and issues
  'GET /api/issues': role('athlete'),
  'POST /api/issues': role('athlete'),
  'PUT /api/issues/:id': owned(rows.issue, 'athlete'),
  'DELETE /api/issues/:id': owned(rows.issue, 'athlete'),

  // Requested cities and sports (everyone signed in sees and supports them)
  'GET /api/requested-cities': SIGNED_IN,
  'POST /api/requested-cities': role('athlete'),
  'PUT /api/requested-cities/:id/support': SIGNED_IN,
  'GET /api/requested-sports': SIGNED_IN,
  'POST /api/requested-sports': role('athlete'),
  'PUT /api/requested-sports/:id/support': SIGNED_IN,

  // Web Push
  'GET /api/push/public-key': SIGNED_IN,
  'PUT /api/push/subscription': SIGNED_IN,
  'DELETE /api/push/subscription': owned(rows.pushSubscription),

  // Public site
  'GET /api/consents/:id': PUBLIC,
  'POST /api/consents/:id/confirm': PUBLIC,
  // The contract page: public routes; a draft opens to the officer's code-verified session,
  // operators and the school's administrator (the policy, in the handler), else 404.
  'GET /api/school-contracts/:id': PUBLIC,
  'POST /api/school-contracts/:id/code': PUBLIC,
  'POST /api/school-contracts/:id/verify': PUBLIC,
  'POST /api/school-contracts/:id/sign': PUBLIC,
  // Crawler files, outside the API: the same text for everyone.
  'GET /robots.txt': PUBLIC,
  'GET /sitemap.xml': PUBLIC,
  'GET /api/deals': PUBLIC,
  'POST /api/deals/:id/views': PUBLIC,
  'GET /api/blogs': PUBLIC,
  'GET /api/blogs/years': PUBLIC,
  'GET /api/verification/:kind/:id': PUBLIC,
  'GET /api/trending': PUBLIC,
  'GET /api/athletes': PUBLIC,
  'GET /api/athletes/:athleteNumber': PUBLIC,
  'GET /api/home/athletes': PUBLIC,
  'POST /api/shop/orders': PUBLIC,
  'POST /api/shop/orders/:paymentId/capture': PUBLIC,
  'GET /api/shop/orders/:paymentId': PUBLIC,
  'POST /api/news-suggestions': PUBLIC,
  'POST /api/school-contract-requests': PUBLIC,
  'POST /api/institute-requests': PUBLIC,
  'GET /api/school-contract-search': PUBLIC,

  // Athlete products (issue 14): the athlete's own badges; another athlete's badge is a 404.
  'GET /api/intros': role('athlete'),
  'PUT /api/intros/:key': role('athlete'),
  'GET /api/seasonal-badges': role('athlete'),
  'GET /api/seasonal-badges/sports/:sport': role('athlete'),
  'GET /api/seasonal-badges/quota': role('athlete'),
  'POST /api/seasonal-badges': role('athlete'),
  'POST /api/seasonal-badges/payments/:paymentId/capture': role('athlete'),
  'GET /api/seasonal-badges/:id': owned(rows.seasonalBadge, 'athlete'),
  'PUT /api/seasonal-badges/:id': owned(rows.seasonalBadge, 'athlete'),
  'DELETE /api/seasonal-badges/:id': owned(rows.seasonalBadge, 'athlete'),
  'POST /api/seasonal-badges/:id/manager-rating': owned(rows.seasonalBadge, 'athlete'),
  'GET /api/talking-badges': role('athlete'),
  'GET /api/talking-badges/quota': role('athlete'),
  'POST /api/talking-badges': role('athlete'),
  'POST /api/talking-badges/payments/:paymentId/capture': role('athlete'),
  'GET /api/talking-badges/:id': owned(rows.talkingBadge, 'athlete'),
  'PUT /api/talking-badges/:id': owned(rows.talkingBadge, 'athlete'),
  'DELETE /api/talking-badges/:id': owned(rows.talkingBadge, 'athlete'),
  'POST /api/talking-badges/:id/manager-rating': owned(rows.talkingBadge, 'athlete'),
  'GET /api/mementos': role('athlete'),
  'POST /api/mementos': role('athlete'),
  'PUT /api/mementos/:id': owned(rows.memento, 'athlete'),
  'DELETE /api/mementos/:id': owned(rows.memento, 'athlete'),
  'POST /api/mementos/:id/manager-rating': owned(rows.memento, 'athlete'),
  'GET /api/badge-sales': role('athlete'),
  // Sports community badges (issue 16): only my own; the QR code's page is public.
  'GET /api/community-badges': role('athlete'),
  'POST /api/community-badges/purchase': role('athlete'),
  'POST /api/community-badges/payments/:paymentId/capture': role('athlete'),
  'GET /api/community-badges/:id/pdf': owned(rows.communityBadge, 'athlete'),
  'GET /api/community-badges/verify/:badgeNumber': PUBLIC,
  'GET /api/console/school-contracts/:id': decided(rows.signedContract, 'admin'),
  'POST /api/console/school-contracts/:id/countersign': decided(rows.signedContract, 'admin'),
  'GET /api/school-contracts/:id/pdf': PUBLIC,
  'GET /api/school-contracts/:id/verification': PUBLIC,
  // Withdrawals (issue 16): only my own; ownership is in every query.
  'GET /api/withdrawals/summary': role('athlete'),
  'GET /api/withdrawals': role('athlete'),
  'POST /api/withdrawals': role('athlete'),
  // The wallet (issue 16): only my own, read through my wallet account.
  'GET /api/wallet': role('athlete'),
  'GET /api/wallet/history': role('athlete'),
  // Statements (issue 36): my own year only, keyed on the session; the year is all the path says.
  'GET /api/statements/earnings/:year': role('athlete'),
  'GET /api/statements/earnings/:year/csv': role('athlete'),
  'GET /api/statements/earnings/:year/pdf': role('athlete'),
  'GET /api/statements/disclosure/:year/csv': role('athlete'),
  'GET /api/statements/giving/:year': role('fan'),
  'GET /api/statements/giving/:year/csv': role('fan'),
  'GET /api/statements/giving/:year/pdf': role('fan'),

  // Fan purchases (issue 15): the fan's own payments and purchases; another's is a 404.
  'POST /api/fan/checkout': role('fan'),
  'POST /api/fan/checkout/:paymentId/capture': role('fan'),
  'GET /api/fan/purchases': role('fan'),
  'GET /api/fan/purchases/:id': role('fan'),
  // Issue 33: a purchase's delivered files, the buyer's own (404 to another fan) and operators'.
  'GET /api/fan/purchases/:id/files/:file': decided(rows.purchase, 'fan', 'admin'),

  // Pizza money (issue 16): the athlete's own requests (another's is a 404); fans ask and give.
  'GET /api/pizza-money/requests': role('athlete'),
  'POST /api/pizza-money/requests/:id/accept': owned(rows.pizzaRequest, 'athlete'),
  'DELETE /api/pizza-money/requests/:id': owned(rows.pizzaRequest, 'athlete'),
  'GET /api/pizza-money/requests/:id/donations': owned(rows.pizzaRequest, 'athlete'),
  'POST /api/pizza-money/requests/:id/gift': owned(rows.pizzaRequest, 'athlete'),
  'GET /api/athletes/:athleteNumber/pizza-money': PUBLIC,
  'POST /api/fan/pizza-money/requests': role('fan'),
  'POST /api/fan/pizza-money/donations': role('fan'),
  'POST /api/fan/pizza-money/donations/:paymentId/capture': role('fan'),

  // Chats (issue 36): the athlete's own chats and the fan's own (another's is a 404).
  'GET /api/chats': role('athlete'),
  'POST /api/chats/:id/accept': owned(rows.athleteChat, 'athlete'),
  'POST /api/chats/:id/decline': owned(rows.athleteChat, 'athlete'),
  'POST /api/fan/chats': role('fan'),
  'POST /api/fan/chats/payments/:paymentId/hold': role('fan'),
  'GET /api/fan/chats': role('fan'),
  'POST /api/fan/chats/:id/rate': owned(rows.fanChat, 'fan'),

  'GET /api/group-chats': role('athlete'),
  'POST /api/group-chats': role('athlete'),
  'PATCH /api/group-chats/:id': owned(rows.groupChat, 'athlete'),
  'POST /api/group-chats/:id/cancel': owned(rows.groupChat, 'athlete'),
  'GET /api/public/group-chats': PUBLIC,
  // A fan's own seats and payments only (`where fan_user_id = me`): another's id is a 404.
  'POST /api/fan/group-chats/:id/seats': role('fan'),
  'POST /api/fan/group-chats/payments/:paymentId/hold': role('fan'),
  'GET /api/fan/group-chats': role('fan'),
  'POST /api/fan/group-chat-seats/:id/rate': role('fan'),
  // Contests (issue 37)
  'GET /api/public/contests/:id/board': PUBLIC,
  'GET /api/sport-contests': role('athlete'),
  'GET /api/sport-contests/:id': role('athlete'),
  'POST /api/sport-contests/:id/participate': role('athlete'),
  'POST /api/sport-contests/:id/honor-badges': role('athlete'),
  'GET /api/athlete/brand-contests': role('athlete'),
  // Enrolls the caller themselves: any athlete is served.
  'POST /api/athlete/brand-contests/:id/enroll': role('athlete'),
  'GET /api/athlete/contest-athletes/:athleteNumber': role('athlete'),
  'DELETE /api/athlete/contest-entries/:id': owned(rows.brandEntry, 'athlete'),
  'PUT /api/athlete/contest-entries/:id/videos': owned(rows.brandEntry, 'athlete'),
  'POST /api/athlete/contest-entries/:id/co-athletes': owned(rows.brandEntry, 'athlete'),
  'DELETE /api/athlete/contest-entries/:id/co-athletes/:athleteNumber': owned(
    rows.brandEntry,
    'athlete',
  ),
  'POST /api/athlete/contest-entries/:id/vote-getter-badges': owned(rows.brandEntry, 'athlete'),
  'POST /api/fan/contests/videos/:videoId/votes': role('fan'),
  'GET /api/fan/contests/:id/votes': role('fan'),
  'GET /api/console/contests': decided(rows.console, 'admin'),
  'POST /api/console/contests': decided(rows.console, 'admin'),
  'GET /api/console/contest-school-options': decided(rows.console, 'admin'),
  'GET /api/console/contests/:id': decided(rows.contest, 'admin'),
  'PUT /api/console/contests/:id': decided(rows.contest, 'admin'),
  'POST /api/console/contests/:id/status': decided(rows.contest, 'admin'),
  'POST /api/console/contests/:id/round-two': decided(rows.contest, 'admin'),
  'POST /api/console/contests/:id/schools': decided(rows.contest, 'admin'),
  'POST /api/console/contest-schools/:id/decision': decided(rows.contestSchool, 'admin'),
  'POST /api/console/contests/:id/rewards': decided(rows.contest, 'admin'),
  'GET /api/console/contests/:id/board': decided(rows.contest, 'admin'),
  'GET /api/console/contests/:id/votes': decided(rows.contest, 'admin'),
  'POST /api/console/contests/:id/fans/:fanId/void': decided(rows.contest, 'admin'),
  'GET /api/public/contests': PUBLIC,
  'GET /api/public/contests/:contestNumber': PUBLIC,
};
