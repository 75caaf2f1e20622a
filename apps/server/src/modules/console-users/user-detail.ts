import { CONSOLE_USER_RECENT_ROWS, type TConsoleUserDetail } from '@fhp/domain';
import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  athleteProfiles as ap,
  userNotes as n,
  purchases as p,
  sessions as s,
  users as u,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { walletBalance } from '../../platform/ledger/ledger';
import { fullName, toConsoleUser } from './search-users';

const other = alias(u, 'other');

/** Count, total and the newest rows of a user's sales or purchases. */
async function salesOf(db: DbOrTx, side: 'athlete' | 'buyer', userId: string) {
  const mine: SQL = side === 'athlete' ? eq(p.athleteUserId, userId) : eq(p.fanUserId, userId);
  const counterparty = side === 'athlete' ? p.fanUserId : p.athleteUserId;
  const [totals, recent] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        totalCents: sql<number>`coalesce(sum(${p.amountCents}), 0)::bigint`,
      })
      .from(p)
      .where(mine),
    db
      .select({
        id: p.id,
        kind: p.kind,
        amountCents: p.amountCents,
        createdAt: p.createdAt,
        counterpartyId: counterparty,
        firstName: other.firstName,
        lastName: other.lastName,
      })
      .from(p)
      .leftJoin(other, eq(other.id, counterparty))
      .where(mine)
      .orderBy(desc(p.createdAt), desc(p.id))
      .limit(CONSOLE_USER_RECENT_ROWS),
  ]);
  return {
    count: Number(totals[0]?.count ?? 0),
    totalCents: Number(totals[0]?.totalCents ?? 0),
    recent: recent.map((r) => ({
      id: r.id,
      kind: r.kind,
      amountCents: r.amountCents,
      createdAt: r.createdAt.toISOString(),
      counterpartyId: r.counterpartyId,
      counterpartyName:
        r.firstName === null || r.lastName === null
          ? null
          : fullName({ firstName: r.firstName, lastName: r.lastName }),
    })),
  };
}

/** A user's page; undefined when there is no such user. */
export async function userDetail(
  db: DbOrTx,
  userId: string,
): Promise<TConsoleUserDetail | undefined> {
  const [row] = await db
    .select({
      id: u.id,
      role: u.role,
      isManager: u.isManager,
      blocked: u.blocked,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      createdAt: u.createdAt,
      lastLoggedInAt: u.lastLoggedInAt,
      athleteNumber: ap.athleteNumber,
      sport: ap.sport,
      school: ap.schoolName,
      state: ap.state,
      payoutEmail: ap.payoutEmail,
      registrationStatus: ap.registrationStatus,
    })
    .from(u)
    .leftJoin(ap, eq(ap.userId, u.id))
    .where(eq(u.id, userId));
  if (!row) return undefined;
  const isAthlete = row.role === 'athlete' && row.athleteNumber !== null;
  const open = and(eq(s.userId, userId), gt(s.expiresAt, sql`now()`));

  const [wallet, sales, bought, sessionCount, sessionRows, noteCount, noteRows] = await Promise.all(
    [
      isAthlete ? walletBalance(db, userId) : Promise.resolve(null),
      isAthlete ? salesOf(db, 'athlete', userId) : Promise.resolve(null),
      salesOf(db, 'buyer', userId),
      db.select({ n: sql<number>`count(*)::int` }).from(s).where(open),
      db.select().from(s).where(open).orderBy(desc(s.lastSeenAt)).limit(CONSOLE_USER_RECENT_ROWS),
      db.select({ n: sql<number>`count(*)::int` }).from(n).where(eq(n.userId, userId)),
      db
        .select()
        .from(n)
        .where(eq(n.userId, userId))
        .orderBy(desc(n.createdAt), desc(n.id))
        .limit(CONSOLE_USER_RECENT_ROWS),
    ],
  );

  return {
    user: toConsoleUser(row),
    athlete:
      isAthlete && row.athleteNumber !== null
        ? {
            athleteNumber: row.athleteNumber,
            sport: row.sport,
            school: row.school,
            state: row.state,
            payoutEmail: row.payoutEmail,
            registrationStatus: row.registrationStatus ?? 'active',
          }
        : null,
    walletBalanceCents: wallet,
    sales,
    purchases: bought,
    sessions: {
      count: Number(sessionCount[0]?.n ?? 0),
      recent: sessionRows.map((r) => ({
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        ip: r.ip,
        userAgent: r.userAgent,
      })),
    },
    notes: {
      count: Number(noteCount[0]?.n ?? 0),
      recent: noteRows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        authorEmail: r.authorEmail,
        text: r.text,
      })),
    },
  };
}
