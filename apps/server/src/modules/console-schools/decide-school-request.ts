import { randomBytes } from 'node:crypto';
import {
  consoleMessages,
  consoleSchoolsMessages as m,
  schoolRequestEmails as mail,
  SET_PASSWORD_LINK_TTL_HOURS,
  schoolRequestsMessages,
} from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  schoolContractRequests as r,
  schoolAdminProfiles,
  schoolContractEvents,
  schoolContracts,
  users,
} from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { hashPassword } from '../../platform/auth/passwords';
import type { Tx } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { announceInboxChange } from '../../platform/events/operator-inbox';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { createSetPasswordLink } from '../auth/password-reset';
import { markNotificationsOfRead } from '../inbox/mark-read';
import { SCHOOL_REQUEST_NOTIFICATION } from '../school-requests/request-contract';
import { schoolRequestItem } from './list-schools';

type Operator = { id: string; email: string };

/** The contract's signing page, which the officer opens from the e-mail. */
export const signingLink = (publicUrl: string, contractId: string) =>
  `${publicUrl}/school-contract/${contractId}`;

/** Today as the agreement's effective date (YYYY-MM-DD, UTC). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Marks a pending request decided, once: a conditional update, so of two operators deciding
 * at once one changes it and the other is told it was decided (409). No row: 404 or 409.
 */
async function takePending(
  tx: Tx,
  id: string,
  status: 'approved' | 'declined',
  operator: Operator,
  note: string | null,
) {
  const [row] = await tx
    .update(r)
    .set({ status, decisionNote: note, decidedAt: new Date(), decidedBy: operator.id })
    .where(and(eq(r.id, id), eq(r.status, 'pending')))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: r.id }).from(r).where(eq(r.id, id));
  throw exists ? conflict(consoleMessages.alreadyDecided) : notFound(consoleMessages.notFound);
}

/**
 * The officer's school-admin account: an existing school administrator with the e-mail is
 * linked; an account of another role is refused (409); otherwise a school-admin account is
 * made with a profile for the school (ip_contract false until the contract is approved) and a
 * set-password link.
 */
async function officerAccount(
  services: AppServices,
  tx: Tx,
  request: typeof r.$inferSelect,
  unusablePasswordHash: string,
): Promise<{ userId: string; created: boolean; setPasswordLink: string | null }> {
  const [existing] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, request.email.toLowerCase()))
    .limit(1);
  if (existing) {
    if (existing.role !== 'school-admin') throw conflict(m.emailIsOtherRole);
    return { userId: existing.id, created: false, setPasswordLink: null };
  }
  const [user] = await tx
    .insert(users)
    .values({
      email: request.email.toLowerCase(),
      passwordHash: unusablePasswordHash,
      role: 'school-admin',
    })
    .returning({ id: users.id, role: users.role });
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(schoolAdminProfiles).values({
    userId: user.id,
    stateCode: request.stateCode,
    county: request.level === 'high-school' ? request.place : null,
    schoolId: request.schoolId,
    schoolName: request.schoolName,
    ipContract: false,
  });
  const link = await createSetPasswordLink(
    tx,
    services.config.publicUrl,
    user,
    SET_PASSWORD_LINK_TTL_HOURS * 60,
  );
  return { userId: user.id, created: true, setPasswordLink: link };
}

/**
 * Approves a pending school contract request, in one transaction: the request approved, the
 * draft contract, the officer's account (linked or created, with its set-password e-mail), the
 * signing-link e-mail, the 'approved' trail row, the audit row and the inbox item read. Any
 * refusal (decided, another role's e-mail, a contract already there) leaves nothing written.
 */
export async function approveSchoolRequest(services: AppServices, operator: Operator, id: string) {
  // A password nobody knows until the officer sets one (hashed outside the transaction).
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const result = await services.db
    .transaction(async (tx) => {
      const request = await takePending(tx, id, 'approved', operator, null);
      const account = await officerAccount(services, tx, request, unusable);
      const [contract] = await tx
        .insert(schoolContracts)
        .values({
          requestId: request.id,
          level: request.level,
          stateCode: request.stateCode,
          place: request.place,
          schoolId: request.schoolId,
          schoolName: request.schoolName,
          officerEmail: request.email,
          schoolAdminId: account.userId,
          effectiveDate: today(),
        })
        .returning({ id: schoolContracts.id, number: schoolContracts.number });
      if (!contract) throw new Error('contract insert returned nothing');
      await tx.insert(schoolContractEvents).values({
        contractId: contract.id,
        requestId: request.id,
        kind: 'approved',
        actorEmail: operator.email,
        data: { account: account.created ? 'created' : 'linked', number: contract.number },
      });
      await recordAudit(tx, {
        actor: operator,
        action: 'school-request.approve',
        subjectType: 'school-contract-request',
        subjectId: request.id,
        before: { status: 'pending', school: request.schoolName, email: request.email },
        after: {
          status: 'approved',
          contractId: contract.id,
          contractNumber: contract.number,
          schoolAdminId: account.userId,
          account: account.created ? 'created' : 'linked',
        },
      });
      await markNotificationsOfRead(tx, [SCHOOL_REQUEST_NOTIFICATION], request.id);
      if (account.setPasswordLink) {
        await services.mailer.send(
          {
            to: request.email,
            subject: mail.setPasswordSubject,
            text: mail.setPassword(
              request.schoolName,
              account.setPasswordLink,
              SET_PASSWORD_LINK_TTL_HOURS,
            ),
            template: 'school-admin-set-password',
          },
          { db: tx },
        );
      }
      await services.mailer.send(
        {
          to: request.email,
          subject: mail.signingSubject,
          text: mail.signing(
            request.schoolName,
            signingLink(services.config.publicUrl, contract.id),
          ),
          template: 'school-contract-signing-link',
        },
        { db: tx },
      );
      return { contractId: contract.id, account: account.created ? 'created' : 'linked' } as const;
    })
    .catch((error: unknown) => {
      // Another contract for the school was made meanwhile (one per school, by its index).
      if (isUniqueViolation(error, 'school_contracts_school_idx'))
        throw conflict(schoolRequestsMessages.schoolHasContract);
      throw error;
    });
  await announceInboxChange(services);
  const item = await schoolRequestItem(services.db, id);
  if (!item) throw notFound(consoleMessages.notFound);
  return { message: m.approved, ...result, item };
}

/** Declines a pending request with the reason, e-mailed to the requester, once. */
export async function declineSchoolRequest(
  services: AppServices,
  operator: Operator,
  id: string,
  reason: string,
) {
  await services.db.transaction(async (tx) => {
    const request = await takePending(tx, id, 'declined', operator, reason);
    await recordAudit(tx, {
      actor: operator,
      action: 'school-request.decline',
      subjectType: 'school-contract-request',
      subjectId: request.id,
      before: { status: 'pending', school: request.schoolName, email: request.email },
      after: { status: 'declined' },
      note: reason,
    });
    await markNotificationsOfRead(tx, [SCHOOL_REQUEST_NOTIFICATION], request.id);
    await services.mailer.send(
      {
        to: request.email,
        subject: mail.declinedSubject,
        text: mail.declined(request.schoolName, reason),
        template: 'school-contract-request-declined',
      },
      { db: tx },
    );
  });
  await announceInboxChange(services);
  const item = await schoolRequestItem(services.db, id);
  if (!item) throw notFound(consoleMessages.notFound);
  return { message: m.declined, item };
}
