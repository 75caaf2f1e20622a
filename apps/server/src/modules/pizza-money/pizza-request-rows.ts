import {
  pizzaMoneyMessages as m,
  pizzaRequestDisplayStatus,
  type TPizzaRequest,
  type TPizzaRequestDisplayStatus,
  type TPizzaRequestStatus,
} from '@fhp/domain';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  pizzaMoneyDonations as d,
  pizzaMoneyGifts as g,
  pizzaMoneyRequests as r,
  users,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { fileUrl } from '../../platform/storage/files-service';

/** The request's athlete and fan, as joined to its row (tell-asking-fan.ts reads them too). */
export const athlete = alias(users, 'athlete');
export const fan = alias(users, 'fan');

export const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** The stored status read back (the column's check constraint holds PIZZA_REQUEST_STATUSES). */
export const storedStatus = (status: string) => status as TPizzaRequestStatus;

/** What a request shows now: a pending or active one past its end is expired. */
export const displayStatus = (
  row: { status: string; endsAt: Date },
  now: Date,
): TPizzaRequestDisplayStatus =>
  pizzaRequestDisplayStatus(storedStatus(row.status), row.endsAt, now);

/**
 * The request's id spelled with its table: drizzle writes a bare column name in a query without
 * joins, which inside these subqueries would name the donation's own id.
 */
const requestId = sql`${sql.identifier('pizza_money_requests')}.${sql.identifier('id')}`;

/** Its donations: how many, and what they gave (fees excluded). */
export const donationsCount = sql<number>`(select count(*) from ${d} where ${d.requestId} = ${requestId})::int`;
export const donatedCents = sql<number>`(select coalesce(sum(${d.donationCents}), 0) from ${d} where ${d.requestId} = ${requestId})::int`;

/** The rows of the athlete's table matching `where`, with the donations and the gift. */
export function selectPizzaRequests(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: r.id,
      status: r.status,
      createdAt: r.createdAt,
      endsAt: r.endsAt,
      athleteFirstName: athlete.firstName,
      athleteLastName: athlete.lastName,
      athleteEmail: athlete.email,
      fanFirstName: fan.firstName,
      fanLastName: fan.lastName,
      donationsCount,
      donatedCents,
      giftId: g.id,
      giftDescription: g.description,
      giftIntroFileId: g.introFileId,
      giftAppealFileId: g.appealFileId,
      giftCreatedAt: g.createdAt,
    })
    .from(r)
    .innerJoin(athlete, eq(athlete.id, r.athleteUserId))
    .leftJoin(fan, eq(fan.id, r.fanUserId))
    .leftJoin(g, eq(g.requestId, r.id))
    .where(where)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectPizzaRequests>>[number];

export function presentPizzaRequest(row: Row, now: Date): TPizzaRequest {
  return {
    id: row.id,
    athleteName: fullName(row.athleteFirstName, row.athleteLastName),
    athleteEmail: row.athleteEmail,
    requestedBy: fullName(row.fanFirstName, row.fanLastName),
    status: displayStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    donationsCount: Number(row.donationsCount),
    donatedCents: Number(row.donatedCents),
    gift:
      row.giftId && row.giftCreatedAt
        ? {
            id: row.giftId,
            description: row.giftDescription ?? '',
            introImageUrl: row.giftIntroFileId ? fileUrl(row.giftIntroFileId) : null,
            appealImageUrl: row.giftAppealFileId ? fileUrl(row.giftAppealFileId) : null,
            createdAt: row.giftCreatedAt.toISOString(),
          }
        : null,
  };
}

/** Mine: ownership is part of the query, so another athlete's request is not found. */
export const myPizzaRequest = (athleteUserId: string, id: string) =>
  and(eq(r.id, id), eq(r.athleteUserId, athleteUserId));

export async function readMyPizzaRequest(
  db: DbOrTx,
  athleteUserId: string,
  id: string,
  now = new Date(),
): Promise<TPizzaRequest> {
  const [row] = await selectPizzaRequests(db, myPizzaRequest(athleteUserId, id));
  if (!row) throw notFound(m.requestNotFound);
  return presentPizzaRequest(row, now);
}

/**
 * My request, locked for a change (accept, reject, gift), with its donations counted: 404 when
 * it is not mine. Gifts and captures lock the same row, so the count cannot change meanwhile.
 */
export async function lockMyPizzaRequest(tx: DbOrTx, athleteUserId: string, id: string) {
  const [row] = await tx
    .select({ id: r.id, status: r.status, endsAt: r.endsAt, createdAt: r.createdAt })
    .from(r)
    .where(myPizzaRequest(athleteUserId, id))
    .for('update');
  if (!row) throw notFound(m.requestNotFound);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(d)
    .where(eq(d.requestId, id));
  return { ...row, donationsCount: Number(count?.n ?? 0) };
}

/** The athlete's request open to donations at `at` (active, not expired): at most one. */
export async function openPizzaRequestId(
  db: DbOrTx,
  athleteUserId: string,
  at: Date,
): Promise<string | null> {
  const [open] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.athleteUserId, athleteUserId), eq(r.status, 'active'), gt(r.endsAt, at)))
    .limit(1);
  return open?.id ?? null;
}
