import {
  consoleMessages,
  consoleSchoolsMessages as m,
  schoolRequestEmails as mail,
} from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { cities, counties, instituteRequests as ir, schools } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { queryRows, type Tx } from '../../platform/db/database';
import { announceInboxChange } from '../../platform/events/operator-inbox';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { markNotificationsOfRead } from '../inbox/mark-read';
import { instituteRequestItem } from './list-schools';

type Operator = { id: string; email: string };

async function takePending(
  tx: Tx,
  id: string,
  status: 'added' | 'declined',
  operator: Operator,
  note: string | null,
) {
  const [row] = await tx
    .update(ir)
    .set({ status, decisionNote: note, decidedAt: new Date(), decidedBy: operator.id })
    .where(and(eq(ir.id, id), eq(ir.status, 'pending')))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: ir.id }).from(ir).where(eq(ir.id, id));
  throw exists ? conflict(consoleMessages.alreadyDecided) : notFound(consoleMessages.notFound);
}

/**
 * The school joins the reference lists the pickers read: a high school under its county
 * (the county too, if missing), a college under its city (the city too). A school already
 * listed there (same name, any case) stays as it is.
 */
async function addToLists(tx: Tx, row: typeof ir.$inferSelect) {
  const college = row.level === 'college';
  const placeAdded = college
    ? await tx
        .insert(cities)
        .values({ stateCode: row.stateCode, name: row.place })
        .onConflictDoNothing()
        .returning({ id: cities.id })
    : await tx
        .insert(counties)
        .values({ stateCode: row.stateCode, name: row.place })
        .onConflictDoNothing()
        .returning({ id: counties.id });
  const placeColumn = sql.raw(college ? 'city' : 'county');
  const added = await queryRows<{ id: number }>(
    tx,
    sql`
    insert into ${schools} (kind, state_code, ${placeColumn}, name)
    select ${row.level}, ${row.stateCode}, ${row.place}, ${row.instituteName}
    where not exists (
      select 1 from ${schools}
      where kind = ${row.level} and state_code = ${row.stateCode}
        and lower(${placeColumn}) = lower(${row.place})
        and lower(name) = lower(${row.instituteName}))
    returning id`,
  );
  return { placeAdded: placeAdded.length > 0, schoolAdded: added.length > 0 };
}

/** Adds the requested school to the lists, once, and tells the requester by e-mail. */
export async function addInstitute(services: AppServices, operator: Operator, id: string) {
  await services.db.transaction(async (tx) => {
    const row = await takePending(tx, id, 'added', operator, null);
    const result = await addToLists(tx, row);
    await recordAudit(tx, {
      actor: operator,
      action: 'institute-request.add',
      subjectType: 'institute-request',
      subjectId: row.id,
      before: { status: 'pending' },
      after: {
        status: 'added',
        level: row.level,
        state: row.stateCode,
        place: row.place,
        school: row.instituteName,
        ...result,
      },
    });
    await markNotificationsOfRead(tx, ['institute'], row.id);
    await services.mailer.send(
      {
        to: row.email,
        subject: mail.instituteAddedSubject,
        text: mail.instituteAdded(row.instituteName, `${services.config.publicUrl}/school-licence`),
        template: 'institute-request-added',
      },
      { db: tx },
    );
  });
  await announceInboxChange(services);
  const item = await instituteRequestItem(services.db, id);
  if (!item) throw notFound(consoleMessages.notFound);
  return { message: m.instituteAdded, item };
}

/** Declines a new institute request with the reason, e-mailed to the requester, once. */
export async function declineInstitute(
  services: AppServices,
  operator: Operator,
  id: string,
  reason: string,
) {
  await services.db.transaction(async (tx) => {
    const row = await takePending(tx, id, 'declined', operator, reason);
    await recordAudit(tx, {
      actor: operator,
      action: 'institute-request.decline',
      subjectType: 'institute-request',
      subjectId: row.id,
      before: { status: 'pending', school: row.instituteName },
      after: { status: 'declined' },
      note: reason,
    });
    await markNotificationsOfRead(tx, ['institute'], row.id);
    await services.mailer.send(
      {
        to: row.email,
        subject: mail.instituteDeclinedSubject,
        text: mail.instituteDeclined(row.instituteName, reason),
        template: 'institute-request-declined',
      },
      { db: tx },
    );
  });
  await announceInboxChange(services);
  const item = await instituteRequestItem(services.db, id);
  if (!item) throw notFound(consoleMessages.notFound);
  return { message: m.instituteDeclined, item };
}
