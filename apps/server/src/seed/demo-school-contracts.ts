import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  SCHOOL_NOTIFICATION_TYPES,
  schoolNotificationMessages,
  type TLicensorFields,
  type TScheduleB,
  type TSchoolContractEventKind,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import {
  adminNotifications,
  athleteProfiles,
  files,
  notifications,
  schoolAdminProfiles,
  schoolContractEvents,
  schoolContractRequests,
  schoolContracts,
  schools,
  users,
} from '../db/schema';
import { sealSignedContract } from '../modules/school-contract-documents/countersign';
import { hashPassword } from '../platform/auth/passwords';
import type { DbOrTx } from '../platform/db/database';
import { SERVER_ROOT } from '../platform/paths';
import type { AppServices } from '../platform/services';
import type { FileStorage } from '../platform/storage/file-storage';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** The officer's id image of the demo requests: a demo portrait (as a school id card's photo). */
const ID_IMAGE = path.join(SERVER_ROOT, 'src/seed/demo-photos/grace-whitfield.webp');

const DAY = 24 * 60 * 60_000;
const demoEmail = (key: string) => DEMO_ACCOUNTS.find((a) => a.key === key)?.email ?? '';
const DEMO_SCHOOL_ADMIN_EMAIL = demoEmail('school');
const DEMO_OPERATOR_EMAIL = demoEmail('admin');

/**
 * The University of Miami's contract, signed and awaiting the countersignature: a fixed id, so
 * the countersign journey (e2e/schools/countersign.spec.ts) opens it directly.
 */
/** The University of Miami's officer: an account made by the approval (no published password). */
const UM_OFFICER_EMAIL = 'compliance@um.example.edu';
/** Accounts the school path's demo adds besides the demo accounts. */
export const DEMO_SCHOOL_OFFICERS = [UM_OFFICER_EMAIL] as const;

export const DEMO_SIGNED_CONTRACT_ID = '5c4f0d2e-7a31-4e59-9b1c-35a0c0de0035';

/**
 * The school path's demo (issue 35 item 8): the demo school admin (school@example.com) at the
 * demo athlete's school, Florida International University, whose contract is SIGNED by its
 * officer with the whole trail, and countersigned and sealed by the demo operator at the first
 * start (`sealDemoSchoolContract`, which needs the running services); a PENDING request from Florida
 * Atlantic University; a contract of the University of Miami SIGNED and waiting for the
 * operators' countersignature. A few notifications for the school admin, matched by school.
 */
export async function seedDemoSchoolContracts(
  db: DbOrTx,
  ids: Record<string, string>,
  options: { storage?: FileStorage } = {},
) {
  const { school: schoolAdmin, admin, athlete } = ids;
  if (!schoolAdmin || !admin || !athlete) return;
  const now = Date.now();
  const daysAgo = (d: number) => new Date(now - d * DAY);
  const dateOf = (at: Date) => at.toISOString().slice(0, 10);

  const fiu = await schoolNamed(db, 'FL', 'Miami', 'Florida International University');
  const fau = await schoolNamed(db, 'FL', 'Boca Raton', 'Florida Atlantic University');
  const um = await schoolNamed(db, 'FL', 'Coral Gables', 'University of Miami');
  if (!fiu || !fau || !um) return;
  const [operator] = await db.select({ email: users.email }).from(users).where(eq(users.id, admin));

  const idImage = async () => {
    const body = await fs.readFile(ID_IMAGE);
    const storageKey = `school_contract_ids/${randomUUID()}.webp`;
    if (options.storage) await options.storage.put(storageKey, body, 'image/webp');
    const [file] = await db
      .insert(files)
      .values({
        storageKey,
        purpose: 'school_contract_ids',
        mimeType: 'image/webp',
        sizeBytes: body.length,
        ownerUserId: null,
      })
      .returning({ id: files.id });
    return file?.id ?? storageKey;
  };

  // 1. FIU: requested, approved (the demo school admin is its officer), signed.
  const fiuRequestedAt = daysAgo(12);
  const [fiuRequest] = await db
    .insert(schoolContractRequests)
    .values({
      level: 'college',
      stateCode: 'FL',
      place: 'Miami',
      schoolId: fiu.id,
      schoolName: fiu.name,
      email: 'school@example.com',
      idImageKey: await idImage(),
      status: 'approved',
      decidedAt: daysAgo(11),
      decidedBy: admin,
      createdAt: fiuRequestedAt,
    })
    .returning({ id: schoolContractRequests.id });
  const fiuSignedAt = daysAgo(9);
  const [fiuContract] = await db
    .insert(schoolContracts)
    .values({
      requestId: fiuRequest?.id ?? null,
      level: 'college',
      stateCode: 'FL',
      place: 'Miami',
      schoolId: fiu.id,
      schoolName: fiu.name,
      officerEmail: 'school@example.com',
      schoolAdminId: schoolAdmin,
      status: 'signed',
      scheduleB: scheduleB(
        '11200 SW 8th St',
        'Miami',
        '33199',
        'Sam',
        'Schoolman',
        '(305)-(348)-(2000)',
      ),
      licensor: licensor(
        'Sam Schoolman',
        'School Verification Officer',
        '11200 SW 8th St',
        'Miami',
        '33199',
      ),
      officerSignature: { kind: 'typed', value: 'Sam Schoolman' },
      signedAt: fiuSignedAt,
      signedIp: '203.0.113.10',
      effectiveDate: dateOf(daysAgo(11)),
      createdAt: daysAgo(11),
      updatedAt: fiuSignedAt,
    })
    .returning({ id: schoolContracts.id });
  if (!fiuContract || !fiuRequest) return;
  await trail(
    db,
    fiuContract.id,
    fiuRequest.id,
    'school@example.com',
    operator?.email ?? '',
    [
      ['requested', 12],
      ['approved', 11],
      ['code-sent', 10],
      ['code-verified', 10],
      ['viewed', 10],
      ['signed', 9],
    ],
    now,
  );

  // ───────────────────────────────────────────────────────────────────────────────────────
  // 2. FAU: a pending request, with its officer's id image.
  const [fauRequest] = await db
    .insert(schoolContractRequests)
    .values({
      level: 'college',
      stateCode: 'FL',
      place: 'Boca Raton',
      schoolId: fau.id,
      schoolName: fau.name,
      email: 'nil.office@fau.example.edu',
      idImageKey: await idImage(),
      status: 'pending',
      createdAt: daysAgo(1),
    })
    .returning({ id: schoolContractRequests.id });

  // 3. University of Miami: signed by its officer, waiting for the countersignature.
  const [umRequest] = await db
    .insert(schoolContractRequests)
    .values({
      level: 'college',
      stateCode: 'FL',
      place: 'Coral Gables',
      schoolId: um.id,
      schoolName: um.name,
      email: UM_OFFICER_EMAIL,
      idImageKey: await idImage(),
      status: 'approved',
      decidedAt: daysAgo(5),
      decidedBy: admin,
      createdAt: daysAgo(6),
    })
    .returning({ id: schoolContractRequests.id });
  // The officer's school-admin account, made on approval (no published password: it would be
  // set through the e-mailed link).
  const [umOfficer] = await db
    .insert(users)
    .values({
      email: UM_OFFICER_EMAIL,
      passwordHash: await hashPassword(randomUUID()),
      role: 'school-admin',
      firstName: 'Rosa',
      lastName: 'Delgado',
    })
    .returning({ id: users.id });
  if (umOfficer) {
    await db.insert(schoolAdminProfiles).values({
      userId: umOfficer.id,
      stateCode: 'FL',
      county: null,
      schoolId: um.id,
      schoolName: um.name,
    });
  }
  const [umContract] = await db
    .insert(schoolContracts)
    .values({
      id: DEMO_SIGNED_CONTRACT_ID,
      requestId: umRequest?.id ?? null,
      level: 'college',
      stateCode: 'FL',
      place: 'Coral Gables',
      schoolId: um.id,
      schoolName: um.name,
      officerEmail: UM_OFFICER_EMAIL,
      schoolAdminId: umOfficer?.id ?? null,
      status: 'signed',
      scheduleB: scheduleB(
        '1320 S Dixie Hwy',
        'Coral Gables',
        '33146',
        'Rosa',
        'Delgado',
        '(305)-(284)-(2211)',
      ),
      licensor: licensor(
        'Rosa Delgado',
        'Director of Compliance',
        '1320 S Dixie Hwy',
        'Coral Gables',
        '33146',
      ),
      officerSignature: { kind: 'typed', value: 'Rosa Delgado' },
      signedAt: daysAgo(2),
      signedIp: '198.51.100.24',
      effectiveDate: dateOf(daysAgo(5)),
      createdAt: daysAgo(5),
      updatedAt: daysAgo(2),
    })
    .returning({ id: schoolContracts.id });
  if (umContract && umRequest) {
    await trail(
      db,
      umContract.id,
      umRequest.id,
      UM_OFFICER_EMAIL,
      operator?.email ?? '',
      [
        ['requested', 6],
        ['approved', 5],
        ['code-sent', 3],
        ['code-verified', 3],
        ['viewed', 3],
        ['signed', 2],
      ],
      now,
    );
  }

  // The operators' inbox: the pending request and the contract waiting for the countersignature.
  const inbox: (typeof adminNotifications.$inferInsert)[] = [];
  if (fauRequest) {
    inbox.push({ type: 'school-contract-request', notifyId: fauRequest.id, createdAt: daysAgo(1) });
  }
  if (umContract) {
    inbox.push({ type: 'school-contract-signed', notifyId: umContract.id, createdAt: daysAgo(2) });
  }
  if (inbox.length > 0) await db.insert(adminNotifications).values(inbox);

  // The school admin's bell: the demo athlete of FIU registered (read) and, matched by school,
  // the newest events.
  const [athleteRow] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      sport: athleteProfiles.sport,
      athleteNumber: athleteProfiles.athleteNumber,
    })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(and(eq(athleteProfiles.userId, athlete), eq(athleteProfiles.schoolId, fiu.id)));
  const notes: (typeof notifications.$inferInsert)[] = [];
  if (athleteRow) {
    const name = `${athleteRow.firstName} ${athleteRow.lastName}`;
    notes.push({
      userId: schoolAdmin,
      type: SCHOOL_NOTIFICATION_TYPES.athleteRegistered,
      message: schoolNotificationMessages.athleteRegistered(name, athleteRow.sport, fiu.name),
      schoolId: fiu.id,
      data: { athleteNumber: athleteRow.athleteNumber, athleteUserId: athlete },
      createdAt: daysAgo(20),
      readAt: daysAgo(19),
    });
  }
  notes.push(
    {
      userId: schoolAdmin,
      type: SCHOOL_NOTIFICATION_TYPES.athleteRegistered,
      message: schoolNotificationMessages.athleteRegistered('Marcus Bell', 'Football', fiu.name),
      schoolId: fiu.id,
      createdAt: daysAgo(3),
    },
    {
      userId: schoolAdmin,
      type: SCHOOL_NOTIFICATION_TYPES.athleteRegistered,
      message: schoolNotificationMessages.athleteRegistered('Nia Robinson', 'Track', fiu.name),
      schoolId: fiu.id,
      createdAt: new Date(now - 5 * 60 * 60_000),
    },
  );
  await db.insert(notifications).values(notes);
}

async function schoolNamed(db: DbOrTx, stateCode: string, city: string, name: string) {
  const [row] = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(
      and(
        eq(schools.stateCode, stateCode),
        eq(schools.city, city),
        eq(schools.name, name),
        eq(schools.kind, 'college'),
      ),
    );
  return row;
}

function scheduleB(
  address: string,
  city: string,
  zip: string,
  first: string,
  last: string,
  phone: string,
): TScheduleB {
  return {
    address,
    city,
    zip,
    allowedViews: ['Game highlights', 'Practice footage', 'Team photos'],
    restrictedViews: ['Locker rooms', 'Medical facilities'],
    officerFirstName: first,
    officerLastName: last,
    phone,
    extension: '101',
  };
}

function licensor(
  name: string,
  title: string,
  address: string,
  city: string,
  zip: string,
): TLicensorFields {
  return { name, title, address, city, zip };
}

/** The append-only trail, each step `days` ago (the officer's steps by the officer's e-mail). */
async function trail(
  db: DbOrTx,
  contractId: string,
  requestId: string,
  officerEmail: string,
  operatorEmail: string,
  steps: [TSchoolContractEventKind, number][],
  now: number,
) {
  await db.insert(schoolContractEvents).values(
    steps.map(([kind, days], i) => ({
      contractId: kind === 'requested' ? null : contractId,
      requestId,
      kind,
      actorEmail: kind === 'approved' ? operatorEmail : officerEmail,
      ip: kind === 'approved' ? '192.0.2.1' : '203.0.113.10',
      data: kind === 'code-verified' ? { method: 'email-code' } : {},
      // Same-day steps a few minutes apart, in order.
      createdAt: new Date(now - days * DAY + i * 5 * 60_000),
    })),
  );
}

/**
 * The demo operator countersigns FIU's contract as the console does (the sealed PDF, the trail,
 * the audit row, the officer's e-mail): run once after the demo is loaded, when the services
 * (storage, mailer, the signing certificate) exist. Nothing when it is not waiting.
 */
export async function sealDemoSchoolContract(services: AppServices): Promise<void> {
  const [row] = await services.db
    .select({ id: schoolContracts.id })
    .from(schoolContracts)
    .innerJoin(users, eq(users.id, schoolContracts.schoolAdminId))
    .where(and(eq(users.email, DEMO_SCHOOL_ADMIN_EMAIL), eq(schoolContracts.status, 'signed')));
  const [operator] = await services.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.email, DEMO_OPERATOR_EMAIL));
  if (!row || !operator) return;
  await sealSignedContract(services, {
    contractId: row.id,
    operator: { id: operator.id, email: operator.email },
    name: `${operator.firstName} ${operator.lastName}`,
  });
}
