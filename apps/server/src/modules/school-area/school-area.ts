import {
  schoolLicenceRequestPath,
  type TContractLevel,
  type TSchoolAreaHome,
  type TSchoolAreaMe,
  type TSchoolAreaSchool,
  type TSchoolAthletesPage,
  type TSchoolIpStatus,
} from '@fhp/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  schoolContracts as c,
  athleteProfiles as p,
  schools as s,
  schoolAdminProfiles,
  users as u,
} from '../../db/schema';
import type { Subject } from '../../platform/auth/policy';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { matchingContractAdmin } from '../profile/read-profile';

const schoolColumns = {
  id: s.id,
  name: s.name,
  kind: s.kind,
  stateCode: s.stateCode,
  city: s.city,
  county: s.county,
};

type SchoolRow = {
  id: number;
  name: string;
  kind: TContractLevel;
  stateCode: string;
  city: string | null;
  county: string | null;
};

function toSchool(row: SchoolRow): TSchoolAreaSchool {
  return {
    id: row.id,
    name: row.name,
    level: row.kind,
    stateCode: row.stateCode,
    place: row.kind === 'college' ? row.city : row.county,
  };
}

/**
 * The policy's subject for a path that names a school: nobody owns it; its administrators read
 * it (relation 'school-admin'). Undefined when there is no such school (404).
 */
export async function schoolSubject(db: DbOrTx, schoolId: number): Promise<Subject | undefined> {
  const [school] = await db.select({ id: s.id }).from(s).where(eq(s.id, schoolId));
  return school ? { ownerId: null, schoolId: school.id } : undefined;
}

/** The school I administer (my own row: no policy needed). */
export async function readSchoolAreaMe(db: DbOrTx, userId: string): Promise<TSchoolAreaMe> {
  const [row] = await db
    .select(schoolColumns)
    .from(schoolAdminProfiles)
    .innerJoin(s, eq(s.id, schoolAdminProfiles.schoolId))
    .where(eq(schoolAdminProfiles.userId, userId));
  return { school: row ? toSchool(row) : null };
}

/** A school and its contract (the policy has decided the caller may read it). */
export async function readSchoolHome(db: DbOrTx, schoolId: number): Promise<TSchoolAreaHome> {
  const [row] = await db
    .select({
      ...schoolColumns,
      contractId: c.id,
      number: c.number,
      status: c.status,
      effectiveDate: c.effectiveDate,
      countersignedAt: c.countersignedAt,
      pdfKey: c.pdfKey,
    })
    .from(s)
    .leftJoin(c, eq(c.schoolId, s.id))
    .where(eq(s.id, schoolId));
  if (!row) throw notFound();
  return {
    school: toSchool(row),
    contract:
      row.contractId && row.number !== null && row.effectiveDate !== null
        ? {
            id: row.contractId,
            number: row.number,
            status: row.status as 'draft' | 'signed' | 'approved',
            effectiveDate: row.effectiveDate,
            approvedAt:
              row.status === 'approved' ? (row.countersignedAt?.toISOString() ?? null) : null,
            hasPdf: row.status === 'approved' && row.pdfKey !== null,
          }
        : null,
  };
}

/** When an athlete accepted; older rows without the date sort by their profile's creation. */
const acceptedSort = sql<Date>`coalesce(${p.schoolIpAcceptedAt}, ${p.createdAt})`;

/**
 * The athletes of the school who accepted its IP contract, newest acceptance first, keyset on
 * (accepted, user id).
 */
export async function listSchoolAthletes(
  db: DbOrTx,
  schoolId: number,
  query: { cursor: Cursor | null; limit: number },
): Promise<TSchoolAthletesPage> {
  const rows = await db
    .select({
      id: p.userId,
      createdAt: sql<Date>`${acceptedSort}`.mapWith((v: string | Date) => new Date(v)),
      firstName: u.firstName,
      lastName: u.lastName,
      athleteNumber: p.athleteNumber,
      sport: p.sport,
      acceptedAt: p.schoolIpAcceptedAt,
    })
    .from(p)
    .innerJoin(u, eq(u.id, p.userId))
    .where(
      and(
        eq(p.schoolId, schoolId),
        isNotNull(p.schoolAdminId),
        eq(u.role, 'athlete'),
        query.cursor
          ? sql`(${acceptedSort}, ${p.userId}) < (${query.cursor.createdAt.toISOString()}::timestamptz, ${query.cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${acceptedSort} desc`, sql`${p.userId} desc`)
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    items: page.items.map((row) => ({
      name: `${row.firstName} ${row.lastName}`.trim(),
      athleteNumber: row.athleteNumber,
      sport: row.sport,
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
    })),
    nextCursor: page.nextCursor,
  };
}

/** The athlete's Check School IP: one query over the profile, its school and its contract. */
export async function readSchoolIpStatus(db: DbOrTx, userId: string): Promise<TSchoolIpStatus> {
  const [row] = await db
    .select({
      athleteType: p.athleteType,
      stateCode: p.stateCode,
      city: p.city,
      county: p.county,
      schoolAdminId: p.schoolAdminId,
      acceptedAt: p.schoolIpAcceptedAt,
      school: {
        id: s.id,
        name: s.name,
        kind: s.kind,
        stateCode: s.stateCode,
        city: s.city,
        county: s.county,
      },
      contractId: c.id,
      number: c.number,
      countersignedAt: c.countersignedAt,
      offerAdmin: sql<string | null>`${matchingContractAdmin()}`,
    })
    .from(p)
    .leftJoin(s, eq(s.id, p.schoolId))
    .leftJoin(c, and(eq(c.schoolId, p.schoolId), eq(c.status, 'approved')))
    .where(eq(p.userId, userId));
  if (!row) throw notFound();
  const school = row.school?.id ? toSchool(row.school as SchoolRow) : null;
  const contract =
    row.contractId && row.number !== null
      ? {
          id: row.contractId,
          number: row.number,
          approvedAt: row.countersignedAt?.toISOString() ?? null,
        }
      : null;
  const accepted = row.schoolAdminId !== null;
  const level: TContractLevel =
    school?.level ?? (row.athleteType === 'High School' ? 'high-school' : 'college');
  return {
    school,
    contract,
    accepted,
    acceptedAt: accepted ? (row.acceptedAt?.toISOString() ?? null) : null,
    offered: !accepted && row.offerAdmin !== null,
    requestPath: contract
      ? null
      : schoolLicenceRequestPath({
          level,
          state: school?.stateCode ?? row.stateCode ?? null,
          place: school?.place ?? (level === 'college' ? row.city : row.county) ?? null,
          schoolId: school?.id ?? null,
        }),
  };
}
