import type {
  TInstituteRequestItem,
  TInstituteRequestStatus,
  TSchoolContractItem,
  TSchoolContractRequestStatus,
  TSchoolContractStatus,
  TSchoolRequestItem,
} from '@fhp/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import {
  schoolContracts as c,
  instituteRequests as ir,
  schoolContractRequests as r,
  states,
  users,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';

type Page = { cursor: Cursor | null; limit: number };
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** School contract requests by status (or one by id), newest first. */
export async function listSchoolRequests(
  db: DbOrTx,
  filter: { status?: TSchoolContractRequestStatus; id?: string },
  page: Page,
) {
  const rows = await db
    .select({
      id: r.id,
      level: r.level,
      stateCode: r.stateCode,
      stateName: states.name,
      place: r.place,
      schoolName: r.schoolName,
      email: r.email,
      status: r.status,
      createdAt: r.createdAt,
      contractId: c.id,
      decisionNote: r.decisionNote,
      decidedAt: r.decidedAt,
      decidedBy: users.email,
    })
    .from(r)
    .leftJoin(states, eq(states.code, r.stateCode))
    .leftJoin(users, eq(users.id, r.decidedBy))
    .leftJoin(c, eq(c.requestId, r.id))
    .where(
      and(
        filter.status ? eq(r.status, filter.status) : undefined,
        filter.id ? eq(r.id, filter.id) : undefined,
        page.cursor ? afterCursor(r, r, page.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(r))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  return {
    items: items.map(
      (row): TSchoolRequestItem => ({
        ...row,
        stateName: row.stateName ?? row.stateCode,
        status: row.status as TSchoolContractRequestStatus,
        createdAt: row.createdAt.toISOString(),
        decidedAt: iso(row.decidedAt),
      }),
    ),
    nextCursor,
  };
}

export async function schoolRequestItem(db: DbOrTx, id: string) {
  return (await listSchoolRequests(db, { id }, { cursor: null, limit: 1 })).items[0];
}

/** New institute requests by status (or one by id), newest first. */
export async function listInstituteRequests(
  db: DbOrTx,
  filter: { status?: TInstituteRequestStatus; id?: string },
  page: Page,
) {
  const rows = await db
    .select({
      id: ir.id,
      level: ir.level,
      stateCode: ir.stateCode,
      stateName: states.name,
      place: ir.place,
      instituteName: ir.instituteName,
      email: ir.email,
      status: ir.status,
      createdAt: ir.createdAt,
      decisionNote: ir.decisionNote,
      decidedAt: ir.decidedAt,
      decidedBy: users.email,
    })
    .from(ir)
    .leftJoin(states, eq(states.code, ir.stateCode))
    .leftJoin(users, eq(users.id, ir.decidedBy))
    .where(
      and(
        filter.status ? eq(ir.status, filter.status) : undefined,
        filter.id ? eq(ir.id, filter.id) : undefined,
        page.cursor ? afterCursor(ir, ir, page.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(ir))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  return {
    items: items.map(
      (row): TInstituteRequestItem => ({
        ...row,
        stateName: row.stateName ?? row.stateCode,
        status: row.status as TInstituteRequestStatus,
        createdAt: row.createdAt.toISOString(),
        decidedAt: iso(row.decidedAt),
      }),
    ),
    nextCursor,
  };
}

export async function instituteRequestItem(db: DbOrTx, id: string) {
  return (await listInstituteRequests(db, { id }, { cursor: null, limit: 1 })).items[0];
}

/** School contracts by status, newest first. */
export async function listSchoolContracts(
  db: DbOrTx,
  filter: { status: TSchoolContractStatus },
  page: Page,
  where?: SQL,
) {
  const rows = await db
    .select({
      id: c.id,
      number: c.number,
      level: c.level,
      stateCode: c.stateCode,
      stateName: states.name,
      place: c.place,
      schoolName: c.schoolName,
      officerEmail: c.officerEmail,
      status: c.status,
      effectiveDate: c.effectiveDate,
      createdAt: c.createdAt,
      signedAt: c.signedAt,
      countersignedAt: c.countersignedAt,
    })
    .from(c)
    .leftJoin(states, eq(states.code, c.stateCode))
    .where(
      and(
        eq(c.status, filter.status),
        page.cursor ? afterCursor(c, c, page.cursor) : undefined,
        where,
      ),
    )
    .orderBy(...newestFirst(c))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  return {
    items: items.map(
      (row): TSchoolContractItem => ({
        ...row,
        stateName: row.stateName ?? row.stateCode,
        status: row.status as TSchoolContractStatus,
        createdAt: row.createdAt.toISOString(),
        signedAt: iso(row.signedAt),
        countersignedAt: iso(row.countersignedAt),
      }),
    ),
    nextCursor,
  };
}
