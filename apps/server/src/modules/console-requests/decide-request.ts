import {
  consoleMessages,
  consoleRequestsMessages as m,
  type TConsoleDecision,
  type TConsoleRequestKind,
} from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  athleteIssues,
  cities,
  newsSuggestions,
  placeRequests,
  schools,
  sports,
  states,
} from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Subject } from '../../platform/auth/policy';
import { type DbOrTx, queryRows, type Tx } from '../../platform/db/database';
import { announceInboxChange } from '../../platform/events/operator-inbox';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { markNotificationsOfRead } from '../inbox/mark-read';
import { announceNotification, insertNotification } from '../notifications/create-notification';
import { requestItem } from './list-requests';

type Operator = { id: string; email: string };

/** The admin notification types that name a request of each kind. */
const NOTIFICATION_TYPES: Record<TConsoleRequestKind, string[]> = {
  city: ['city'],
  sport: ['sport'],
  issue: ['athlete-issue'],
  'news-suggestion': ['news-suggestion'],
};

/** The athlete's notification type for a decision (their bell). */
export const REQUEST_DECIDED_NOTIFICATION = 'request-decided';

/**
 * The policy's subject of a request: the athlete who asked owns it (a visitor's suggestion has
 * no owner). A missing one is the console's 404, with its message.
 */
export async function requestSubject(
  db: DbOrTx,
  kind: TConsoleRequestKind,
  id: string,
): Promise<Subject> {
  const [row] =
    kind === 'issue'
      ? await db
          .select({ ownerId: athleteIssues.userId })
          .from(athleteIssues)
          .where(eq(athleteIssues.id, id))
      : kind === 'news-suggestion'
        ? await db
            .select({ ownerId: newsSuggestions.userId })
            .from(newsSuggestions)
            .where(eq(newsSuggestions.id, id))
        : await db
            .select({ ownerId: placeRequests.addedBy })
            .from(placeRequests)
            .where(and(eq(placeRequests.id, id), eq(placeRequests.kind, kind)));
  if (!row) throw notFound(consoleMessages.notFound);
  return { ownerId: row.ownerId };
}

type Decided = {
  /** Who asked (their bell gets the decision); null for a visitor's suggestion. */
  userId: string | null;
  /** What the athlete's notification calls it. */
  what: string;
  /** What the audit row keeps of the record. */
  record: Record<string, unknown>;
  /** A visitor's reply address (news suggestions without an account). */
  replyTo?: string | null;
};

/**
 * The decision itself, once: a conditional update (`where status = pending`), so of two
 * operators deciding at once one changes the row and the other finds it decided (409). No row:
 * missing (404) or decided (409), and the transaction writes nothing else.
 */
async function decideRow(
  tx: Tx,
  kind: TConsoleRequestKind,
  id: string,
  status: 'approved' | 'declined',
  decision: { note: string | null; at: Date; by: string },
): Promise<Decided> {
  const set = {
    status,
    decisionNote: decision.note,
    decidedAt: decision.at,
    decidedBy: decision.by,
  };
  if (kind === 'city' || kind === 'sport') {
    const [row] = await tx
      .update(placeRequests)
      .set(set)
      .where(
        and(
          eq(placeRequests.id, id),
          eq(placeRequests.kind, kind),
          eq(placeRequests.status, 'pending'),
        ),
      )
      .returning();
    if (!row) throw await missingOrDecided(tx, kind, id);
    const record = { state: row.state, city: row.city, college: row.college, sport: row.sport };
    return {
      userId: row.addedBy,
      what: kind === 'city' ? m.cityWhat(row.city, row.state) : m.sportWhat(row.sport),
      record:
        status === 'approved' ? { ...record, ...(await addToReference(tx, kind, row)) } : record,
    };
  }
  if (kind === 'issue') {
    const [row] = await tx
      .update(athleteIssues)
      .set(set)
      .where(and(eq(athleteIssues.id, id), eq(athleteIssues.status, 'submitted')))
      .returning();
    if (!row) throw await missingOrDecided(tx, kind, id);
    return {
      userId: row.userId,
      what: m.issueWhat(row.issueNumber),
      record: { issueNumber: row.issueNumber, message: row.message },
    };
  }
  const [row] = await tx
    .update(newsSuggestions)
    .set(set)
    .where(and(eq(newsSuggestions.id, id), eq(newsSuggestions.status, 'pending')))
    .returning();
  if (!row) throw await missingOrDecided(tx, kind, id);
  return {
    userId: row.userId,
    what: m.suggestionWhat,
    record: { type: row.type, remarks: row.remarks },
    replyTo: row.email,
  };
}

async function missingOrDecided(tx: Tx, kind: TConsoleRequestKind, id: string) {
  const exists = await requestSubject(tx, kind, id).then(
    () => true,
    () => false,
  );
  return exists ? conflict(consoleMessages.alreadyDecided) : notFound(consoleMessages.notFound);
}

/**
 * An approved city joins its state's cities (and its college the state's colleges in that
 * city); an approved sport joins the sports: the lists sign-up and the profile's pickers read.
 * What was there already stays as it is.
 */
async function addToReference(
  tx: Tx,
  kind: 'city' | 'sport',
  row: { state: string; city: string; college: string; sport: string },
): Promise<Record<string, unknown>> {
  if (kind === 'sport') {
    const added = await tx
      .insert(sports)
      .values({ name: row.sport })
      .onConflictDoNothing()
      .returning({ name: sports.name });
    return { sportAdded: added.length > 0 };
  }
  const [state] = await tx
    .select({ code: states.code })
    .from(states)
    .where(
      sql`lower(${states.name}) = lower(${row.state}) or ${states.code} = upper(${row.state})`,
    );
  if (!state) return { cityAdded: false, collegeAdded: false, stateUnknown: true };
  const city = await tx
    .insert(cities)
    .values({ stateCode: state.code, name: row.city })
    .onConflictDoNothing()
    .returning({ id: cities.id });
  const college = await queryRows<{ id: number }>(
    tx,
    sql`
    insert into ${schools} (kind, state_code, city, name)
    select 'college', ${state.code}, ${row.city}, ${row.college}
    where not exists (
      select 1 from ${schools}
      where kind = 'college' and state_code = ${state.code} and city = ${row.city}
        and lower(name) = lower(${row.college}))
    returning id`,
  );
  return { cityAdded: city.length > 0, collegeAdded: college.length > 0 };
}

/**
 * Approves or declines a pending request with the operator's note: the record's state, the
 * reference lists (an approved city or sport), the notifications about it marked read, the
 * athlete's notification and the audit row, in one transaction; then the athlete's bell and the
 * operators' inbox are told.
 */
export async function decideRequest(
  services: AppServices,
  operator: Operator,
  kind: TConsoleRequestKind,
  id: string,
  input: { decision: TConsoleDecision; note?: string },
) {
  const status = input.decision === 'approve' ? 'approved' : 'declined';
  const note = input.note ?? null;
  const told = await services.db.transaction(async (tx) => {
    const decided = await decideRow(tx, kind, id, status, {
      note,
      at: new Date(),
      by: operator.id,
    });
    await markNotificationsOfRead(tx, NOTIFICATION_TYPES[kind], id);
    await recordAudit(tx, {
      actor: operator,
      action: `request.${input.decision}`,
      subjectType: kind,
      subjectId: id,
      before: { status: 'pending', ...decided.record },
      after: { status, ...decided.record },
      note,
    });
    const message = m.decidedForAthlete(decided.what, input.decision, note ?? undefined);
    if (decided.userId) {
      const notificationId = await insertNotification(tx, {
        userId: decided.userId,
        type: REQUEST_DECIDED_NOTIFICATION,
        message,
        data: { kind, id, decision: input.decision },
      });
      return { userId: decided.userId, notificationId, message };
    }
    if (decided.replyTo) {
      await services.mailer.send(
        {
          to: decided.replyTo,
          subject: m.suggestionEmailSubject,
          text: message,
          template: 'news-suggestion-decided',
        },
        { db: tx },
      );
    }
    return null;
  });
  if (told) await announceNotification(services, told.userId, told.notificationId, told.message);
  await announceInboxChange(services);
  const item = await requestItem(services.db, kind, id);
  if (!item) throw notFound(consoleMessages.notFound);
  return {
    message: input.decision === 'approve' ? m.approved : m.declined,
    item,
  };
}
