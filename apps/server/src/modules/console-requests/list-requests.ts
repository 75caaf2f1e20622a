import {
  CSV_EXPORT_MAX_ROWS,
  consoleRequestsTexts,
  newsSuggestionTypeLabel,
  type TConsoleRequestItem,
  type TConsoleRequestKind,
  type TConsoleRequestState,
  type TNewsSuggestionType,
} from '@fhp/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  athleteIssues as i,
  newsSuggestions as ns,
  placeRequests as pr,
  placeRequestSupporters as sup,
  users,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type CsvColumn, toCsv } from '../../platform/http/csv';
import { type Cursor, toPage } from '../../platform/http/cursor';

export type RequestsFilters = {
  kind: TConsoleRequestKind;
  state: TConsoleRequestState | 'all';
};
type Page = { cursor: Cursor | null; limit: number };

const decider = alias(users, 'decider');
const nameOf = (u: typeof users) =>
  sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

/** An issue's stored status for the console's state: 'submitted' is pending. */
export const issueStatusOf = (state: TConsoleRequestState) =>
  state === 'pending' ? ('submitted' as const) : state;
const stateOfIssue = (status: string): TConsoleRequestState =>
  status === 'submitted' ? 'pending' : (status as TConsoleRequestState);

type Common = {
  id: string;
  createdAt: Date;
  requesterName: string | null;
  requesterEmail: string | null;
  note: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
};
const finish = (
  r: Common,
  rest: Pick<TConsoleRequestItem, 'kind' | 'state' | 'title' | 'details' | 'support'>,
): TConsoleRequestItem => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  requesterName: r.requesterName,
  requesterEmail: r.requesterEmail,
  note: r.note,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  decidedBy: r.decidedBy,
  ...rest,
});

async function placeRows(db: DbOrTx, f: RequestsFilters, page: Page, where?: SQL) {
  const kind = f.kind === 'sport' ? 'sport' : 'city';
  const rows = await db
    .select({
      id: pr.id,
      createdAt: pr.createdAt,
      status: pr.status,
      state: pr.state,
      city: pr.city,
      college: pr.college,
      sport: pr.sport,
      // Counted from the supporter rows (their primary key), as the athletes' screens count.
      support: sql<number>`(select count(*)::int from ${sup} where ${sup.requestId} = ${pr.id})`,
      requesterName: nameOf(users),
      requesterEmail: users.email,
      note: pr.decisionNote,
      decidedAt: pr.decidedAt,
      decidedBy: decider.email,
    })
    .from(pr)
    .innerJoin(users, eq(users.id, pr.addedBy))
    .leftJoin(decider, eq(decider.id, pr.decidedBy))
    .where(
      and(
        eq(pr.kind, kind),
        f.state === 'all' ? undefined : eq(pr.status, f.state),
        page.cursor ? afterCursor(pr, pr, page.cursor) : undefined,
        where,
      ),
    )
    .orderBy(...newestFirst(pr))
    .limit(page.limit + 1);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    item: finish(r, {
      kind,
      state: r.status,
      title: kind === 'city' ? `${r.city}, ${r.state}` : r.sport,
      details:
        kind === 'city'
          ? `College: ${r.college} · Sport: ${r.sport}`
          : `${r.college}, ${r.city}, ${r.state}`,
      support: r.support,
    }),
  }));
}

async function issueRows(db: DbOrTx, f: RequestsFilters, page: Page, where?: SQL) {
  const rows = await db
    .select({
      id: i.id,
      createdAt: i.createdAt,
      status: i.status,
      number: i.issueNumber,
      message: i.message,
      requesterName: nameOf(users),
      requesterEmail: users.email,
      note: i.decisionNote,
      decidedAt: i.decidedAt,
      decidedBy: decider.email,
    })
    .from(i)
    .innerJoin(users, eq(users.id, i.userId))
    .leftJoin(decider, eq(decider.id, i.decidedBy))
    .where(
      and(
        f.state === 'all' ? undefined : eq(i.status, issueStatusOf(f.state)),
        page.cursor ? afterCursor(i, i, page.cursor) : undefined,
        where,
      ),
    )
    .orderBy(...newestFirst(i))
    .limit(page.limit + 1);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    item: finish(r, {
      kind: 'issue',
      state: stateOfIssue(r.status),
      title: `Issue #${r.number}`,
      details: r.message,
      support: null,
    }),
  }));
}

async function suggestionRows(db: DbOrTx, f: RequestsFilters, page: Page, where?: SQL) {
  const rows = await db
    .select({
      id: ns.id,
      createdAt: ns.createdAt,
      status: ns.status,
      type: ns.type,
      remarks: ns.remarks,
      replyTo: ns.email,
      requesterName: nameOf(users),
      accountEmail: users.email,
      note: ns.decisionNote,
      decidedAt: ns.decidedAt,
      decidedBy: decider.email,
    })
    .from(ns)
    .leftJoin(users, eq(users.id, ns.userId))
    .leftJoin(decider, eq(decider.id, ns.decidedBy))
    .where(
      and(
        f.state === 'all' ? undefined : eq(ns.status, f.state),
        page.cursor ? afterCursor(ns, ns, page.cursor) : undefined,
        where,
      ),
    )
    .orderBy(...newestFirst(ns))
    .limit(page.limit + 1);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    item: finish(
      {
        ...r,
        requesterName: r.requesterName ?? (r.accountEmail ? null : consoleRequestsTexts.visitor),
        requesterEmail: r.accountEmail ?? r.replyTo,
      },
      {
        kind: 'news-suggestion',
        state: r.status as TConsoleRequestState,
        title: newsSuggestionTypeLabel(r.type as TNewsSuggestionType),
        details: r.remarks,
        support: null,
      },
    ),
  }));
}

type Listed = { id: string; createdAt: Date; item: TConsoleRequestItem };

function rowsOf(db: DbOrTx, f: RequestsFilters, page: Page, where?: SQL): Promise<Listed[]> {
  switch (f.kind) {
    case 'city':
    case 'sport':
      return placeRows(db, f, page, where);
    case 'issue':
      return issueRows(db, f, page, where);
    case 'news-suggestion':
      return suggestionRows(db, f, page, where);
  }
}

/** A page of one kind of request, newest first (keyset on created_at, id). */
export async function listRequests(db: DbOrTx, filters: RequestsFilters, page: Page) {
  const rows = await rowsOf(db, filters, page);
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: items.map((r) => r.item), nextCursor };
}

/** One request as the console lists it (after a decision). */
export async function requestItem(db: DbOrTx, kind: TConsoleRequestKind, id: string) {
  const table = kind === 'issue' ? i : kind === 'news-suggestion' ? ns : pr;
  const rows = await rowsOf(
    db,
    { kind, state: 'all' },
    { cursor: null, limit: 1 },
    sql`${table.id} = ${id}::uuid`,
  );
  return rows[0]?.item;
}

const t = consoleRequestsTexts;
const CSV_COLUMNS: readonly CsvColumn<TConsoleRequestItem>[] = [
  { header: 'When', value: (r) => r.createdAt },
  { header: 'Kind', value: (r) => t.kinds[r.kind] },
  { header: 'Request', value: (r) => r.title },
  { header: 'Details', value: (r) => r.details },
  { header: 'Asked by', value: (r) => r.requesterName },
  { header: 'E-mail', value: (r) => r.requesterEmail },
  { header: 'Support', value: (r) => r.support },
  { header: 'State', value: (r) => t.states[r.state] },
  { header: 'Note', value: (r) => r.note },
  { header: 'Decided at', value: (r) => r.decidedAt },
  { header: 'Decided by', value: (r) => r.decidedBy },
];

/** One kind of request as CSV, newest first, at most CSV_EXPORT_MAX_ROWS rows. */
export async function requestsCsv(db: DbOrTx, filters: RequestsFilters): Promise<string> {
  const rows = await rowsOf(db, filters, { cursor: null, limit: CSV_EXPORT_MAX_ROWS - 1 });
  return toCsv(
    CSV_COLUMNS,
    rows.map((r) => r.item),
  );
}
