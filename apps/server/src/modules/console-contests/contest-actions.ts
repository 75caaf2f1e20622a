import {
  CONTEST_STATUS_LABELS,
  canMoveContestStatus,
  consoleMessages,
  messages,
  type TContestCreate,
  type TContestStatus,
  type TContestTexts,
  consoleContestsTexts as t,
} from '@fhp/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  athleteProfiles,
  contests,
  contestVotes,
  contestRewards as cr,
  contestSchools as cs,
  schools,
  sports,
  users,
} from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { badRequest, conflict, notFound, validationFailed } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { type ContestRow, loadContest, toContestSummary } from '../contests/contest-rows';
import { contestRewards, contestSchools } from './contest-reads';

const m = messages.contests;
type Operator = { id: string; email: string };

/** The texts and dates an operator may change, as the audit log compares them. */
const textsOf = (c: ContestRow) => ({
  title: c.title,
  description: c.description,
  organizerName: c.organizerName,
  organizerEmail: c.organizerEmail,
  startDate: c.startDate,
  endDate: c.endDate,
  buyingEndDate: c.buyingEndDate,
});

/** The dates' rules (ISO days compare as strings): the end on or after the start. */
function checkDates(kind: string, input: TContestTexts) {
  if (input.endDate < input.startDate) throw validationFailed({ endDate: m.datesInvalid });
  if (input.buyingEndDate !== null) {
    if (kind !== 'brand_ambassador')
      throw validationFailed({ buyingEndDate: t.buyingEndOnlyBrand });
    if (input.buyingEndDate < input.startDate || input.buyingEndDate > input.endDate)
      throw validationFailed({ buyingEndDate: m.datesInvalid });
  }
}

/** A check constraint or a missing reference the rules above did not foresee: the spec's 400. */
function unableToAdd(error: unknown): never {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  if (code?.startsWith('23')) throw badRequest(m.unableToAdd);
  throw error;
}

/**
 * Creates a contest. A sport contest names its sport and at least one school, whose entries are
 * accepted as the operator picked them. Nothing is sent to athletes or fans.
 */
export async function createContest(
  services: AppServices,
  operator: Operator,
  input: TContestCreate,
) {
  checkDates(input.kind, input);
  const sport = input.kind === 'sport' ? input.sport : null;
  const schoolIds = input.kind === 'sport' ? [...new Set(input.schoolIds)] : [];
  if (input.kind === 'sport') {
    if (!sport) throw validationFailed({ sport: m.sportRequired });
    if (schoolIds.length === 0) throw validationFailed({ schoolIds: m.schoolsRequired });
  }
  const contest = await services.db
    .transaction(async (tx) => {
      if (sport) {
        const [known] = await tx.select().from(sports).where(eq(sports.name, sport));
        if (!known) throw validationFailed({ sport: t.sportUnknown });
      }
      if (schoolIds.length) {
        const found = await tx
          .select({ id: schools.id })
          .from(schools)
          .where(inArray(schools.id, schoolIds));
        if (found.length !== schoolIds.length)
          throw validationFailed({ schoolIds: t.schoolNotFound });
      }
      const [row] = await tx
        .insert(contests)
        .values({
          kind: input.kind,
          title: input.title,
          description: input.description,
          sport,
          startDate: input.startDate,
          endDate: input.endDate,
          buyingEndDate: input.kind === 'brand_ambassador' ? input.buyingEndDate : null,
          rounds: input.rounds,
          organizerName: input.organizerName,
          organizerEmail: input.organizerEmail.toLowerCase(),
          createdBy: operator.id,
        })
        .returning();
      if (!row) throw badRequest(m.unableToAdd);
      if (schoolIds.length) {
        await tx.insert(cs).values(
          schoolIds.map((schoolId) => ({
            contestId: row.id,
            schoolId,
            status: 'accepted',
            decidedBy: operator.id,
            decidedAt: new Date(),
          })),
        );
      }
      await recordAudit(tx, {
        actor: operator,
        action: 'contest.create',
        subjectType: 'contest',
        subjectId: row.id,
        after: { ...textsOf(row), kind: row.kind, sport, rounds: row.rounds, schoolIds },
      });
      return row;
    })
    .catch(unableToAdd);
  return { message: m.contestCreated, contest: toContestSummary(contest) };
}

/** Edits a contest's texts and dates (its kind, sport and rounds stay). */
export async function updateContest(
  services: AppServices,
  operator: Operator,
  id: string,
  input: TContestTexts,
) {
  const contest = await services.db.transaction(async (tx) => {
    const before = await loadContest(tx, id, true);
    checkDates(before.kind, input);
    const [row] = await tx
      .update(contests)
      .set({
        title: input.title,
        description: input.description,
        organizerName: input.organizerName,
        organizerEmail: input.organizerEmail.toLowerCase(),
        startDate: input.startDate,
        endDate: input.endDate,
        buyingEndDate: input.buyingEndDate,
        updatedAt: new Date(),
      })
      .where(eq(contests.id, id))
      .returning();
    if (!row) throw notFound(m.notFound);
    await recordAudit(tx, {
      actor: operator,
      action: 'contest.update',
      subjectType: 'contest',
      subjectId: id,
      before: textsOf(before),
      after: textsOf(row),
    });
    return row;
  });
  return { message: m.contestUpdated, contest: toContestSummary(contest) };
}

/** Moves a contest's status forward (active → admin action pending → completed → rewarded). */
export async function moveContestStatus(
  services: AppServices,
  operator: Operator,
  id: string,
  to: TContestStatus,
) {
  const contest = await services.db.transaction(async (tx) => {
    const before = await loadContest(tx, id, true);
    const from = before.status as TContestStatus;
    if (!canMoveContestStatus(from, to)) throw conflict(m.statusBackwards);
    const [row] = await tx
      .update(contests)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(contests.id, id), eq(contests.status, from)))
      .returning();
    if (!row) throw conflict(consoleMessages.alreadyDecided);
    await recordAudit(tx, {
      actor: operator,
      action: 'contest.status',
      subjectType: 'contest',
      subjectId: id,
      before: { status: from },
      after: { status: to },
      note: CONTEST_STATUS_LABELS[to],
    });
    return row;
  });
  return { message: m.statusMoved, contest: toContestSummary(contest) };
}

/** Round 2 of a two-round contest begins now: votes and badges from now on count in it. */
export async function startRoundTwo(services: AppServices, operator: Operator, id: string) {
  const contest = await services.db.transaction(async (tx) => {
    const before = await loadContest(tx, id, true);
    if (before.rounds !== 2) throw conflict(m.noSecondRound);
    if (before.currentRound === 2) throw conflict(m.alreadyInRoundTwo);
    if (before.status !== 'active') throw conflict(m.notOpen);
    const [row] = await tx
      .update(contests)
      .set({ currentRound: 2, roundTwoAt: new Date(), updatedAt: new Date() })
      .where(and(eq(contests.id, id), eq(contests.currentRound, 1)))
      .returning();
    if (!row) throw conflict(m.alreadyInRoundTwo);
    await recordAudit(tx, {
      actor: operator,
      action: 'contest.round-two',
      subjectType: 'contest',
      subjectId: id,
      before: { currentRound: 1 },
      after: { currentRound: 2, roundTwoAt: row.roundTwoAt?.toISOString() },
    });
    return row;
  });
  return { message: m.roundMoved, contest: toContestSummary(contest) };
}

async function schoolItem(db: DbOrTx, id: string) {
  const [school] = await contestSchools(db, { id });
  if (!school) throw notFound(consoleMessages.notFound);
  return school;
}

/** Adds a school's entry to a sport contest, pending until an operator decides it. */
export async function addContestSchool(
  services: AppServices,
  operator: Operator,
  contestId: string,
  schoolId: number,
) {
  const id = await services.db.transaction(async (tx) => {
    const contest = await loadContest(tx, contestId);
    if (contest.kind !== 'sport') throw conflict(m.wrongKind);
    const [school] = await tx
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .where(eq(schools.id, schoolId));
    if (!school) throw validationFailed({ schoolId: t.schoolNotFound });
    const [row] = await tx
      .insert(cs)
      .values({ contestId, schoolId })
      .onConflictDoNothing()
      .returning({ id: cs.id });
    if (!row) throw conflict(t.schoolAlreadyEntered);
    await recordAudit(tx, {
      actor: operator,
      action: 'contest-school.add',
      subjectType: 'contest-school',
      subjectId: row.id,
      after: { contestId, schoolId, school: school.name, status: 'pending' },
    });
    return row.id;
  });
  return { message: m.updated, school: await schoolItem(services.db, id) };
}

/**
 * Accepts or declines a school's entry, once: a conditional update (`where status = pending`),
 * so of two operators deciding at once one changes it and the other is told 409.
 */
export async function decideContestSchool(
  services: AppServices,
  operator: Operator,
  id: string,
  decision: 'accept' | 'decline',
) {
  const status = decision === 'accept' ? 'accepted' : 'declined';
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(cs)
      .set({ status, decidedBy: operator.id, decidedAt: new Date() })
      .where(and(eq(cs.id, id), eq(cs.status, 'pending')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: cs.id }).from(cs).where(eq(cs.id, id));
      throw exists ? conflict(m.schoolAlreadyDecided) : notFound(consoleMessages.notFound);
    }
    await recordAudit(tx, {
      actor: operator,
      action: `contest-school.${decision}`,
      subjectType: 'contest-school',
      subjectId: id,
      before: { status: 'pending', contestId: row.contestId, schoolId: row.schoolId },
      after: { status },
    });
  });
  return { message: m.schoolDecided, school: await schoolItem(services.db, id) };
}

/** The recipient an operator typed: an athlete id (digits) or an account's e-mail. */
async function recipientOf(db: DbOrTx, recipient: string) {
  const value = recipient.trim();
  const [row] = /^\d{1,9}$/.test(value)
    ? await db
        .select({ id: users.id })
        .from(athleteProfiles)
        .innerJoin(users, eq(users.id, athleteProfiles.userId))
        .where(eq(athleteProfiles.athleteNumber, Number(value)))
    : await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${value})`);
  if (!row) throw validationFailed({ recipient: t.recipientUnknown });
  return row.id;
}

/**
 * Records (or corrects) what the organiser pays a winner of a completed contest: one record per
 * contest and recipient (an upsert). Shown on the boards; no money moves here (decision 0075).
 */
export async function recordContestReward(
  services: AppServices,
  operator: Operator,
  contestId: string,
  input: { recipient: string; amountCents: number; note: string },
) {
  const recipientId = await services.db.transaction(async (tx) => {
    const contest = await loadContest(tx, contestId, true);
    if (contest.status !== 'completed' && contest.status !== 'rewarded')
      throw conflict(m.rewardOnlyCompleted);
    const userId = await recipientOf(tx, input.recipient);
    const [before] = await tx
      .select({ amountCents: cr.amountCents, note: cr.note })
      .from(cr)
      .where(and(eq(cr.contestId, contestId), eq(cr.recipientUserId, userId)));
    const [row] = await tx
      .insert(cr)
      .values({
        contestId,
        recipientUserId: userId,
        amountCents: input.amountCents,
        note: input.note,
        recordedBy: operator.id,
      })
      .onConflictDoUpdate({
        target: [cr.contestId, cr.recipientUserId],
        set: { amountCents: input.amountCents, note: input.note, recordedBy: operator.id },
      })
      .returning({ id: cr.id });
    await recordAudit(tx, {
      actor: operator,
      action: 'contest.reward',
      subjectType: 'contest',
      subjectId: contestId,
      before: before ?? null,
      after: {
        rewardId: row?.id,
        recipientUserId: userId,
        amountCents: input.amountCents,
        note: input.note,
      },
      note: input.note || null,
    });
    return userId;
  });
  const [reward] = await contestRewards(services.db, contestId, recipientId);
  if (!reward) throw notFound(consoleMessages.notFound);
  return { message: m.rewardRecorded, reward };
}

/**
 * Voids a fan's counted votes in a contest with the reason (who and when kept on each vote).
 * The boards are computed on read, so they leave these votes out from the next read on.
 */
export async function voidFanVotes(
  services: AppServices,
  operator: Operator,
  contestId: string,
  fanUserId: string,
  reason: string,
) {
  const voided = await services.db.transaction(async (tx: Tx) => {
    await loadContest(tx, contestId);
    const [fan] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, fanUserId));
    if (!fan) throw notFound(consoleMessages.notFound);
    const rows = await tx
      .update(contestVotes)
      .set({ voidedAt: new Date(), voidedBy: operator.id, voidReason: reason })
      .where(
        and(
          eq(contestVotes.contestId, contestId),
          eq(contestVotes.fanUserId, fanUserId),
          isNull(contestVotes.voidedAt),
        ),
      )
      .returning({ id: contestVotes.id });
    await recordAudit(tx, {
      actor: operator,
      action: 'contest.void-votes',
      subjectType: 'contest',
      subjectId: contestId,
      before: { fanUserId, fanEmail: fan.email, counted: rows.length },
      after: { fanUserId, voided: rows.length },
      note: reason,
    });
    return rows.length;
  });
  return { message: m.votesVoided(voided), voided };
}
