import { randomUUID } from 'node:crypto';
import type { TSchoolContractStatus } from '@fhp/domain';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { schoolContracts, schools } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

/**
 * A school contract as the operators' approval makes it (a draft for the officer), inserted
 * directly: for a listed college of the reference data that has no contract yet (one contract
 * per school), or the given school. `status` and the signed fields may be set for other states.
 */
export async function createSchoolContract(
  db: DbOrTx,
  overrides: Partial<typeof schoolContracts.$inferInsert> & { status?: TSchoolContractStatus } = {},
) {
  let school: { id: number; name: string; stateCode: string; city: string | null } | undefined;
  if (overrides.schoolId === undefined) {
    [school] = await db
      .select({
        id: schools.id,
        name: schools.name,
        stateCode: schools.stateCode,
        city: schools.city,
      })
      .from(schools)
      .where(
        and(
          eq(schools.kind, 'college'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(schoolContracts)
              .where(eq(schoolContracts.schoolId, schools.id)),
          ),
        ),
      )
      .orderBy(sql`random()`)
      .limit(1);
    if (!school) throw new Error('no listed college without a contract');
  }
  const [row] = await db
    .insert(schoolContracts)
    .values({
      level: 'college',
      stateCode: school?.stateCode ?? 'FL',
      place: school?.city ?? 'Miami',
      schoolId: school?.id ?? 0,
      schoolName: school?.name ?? 'A school',
      officerEmail: `officer-${randomUUID().slice(0, 8)}@school.edu`,
      effectiveDate: new Date().toISOString().slice(0, 10),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('contract insert returned nothing');
  return row;
}
