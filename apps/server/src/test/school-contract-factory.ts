import type { TSchoolContractStatus } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { schoolContracts, schools } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

/**
 * A school contract row made directly (the request, signing and countersigning have their own
 * modules and tests): for the school's listed id, in a given status, linked to an officer's
 * school-admin account. An approved one carries a countersignature date and, unless said, a PDF
 * key, as the countersignature leaves it.
 */
export async function createSchoolContract(
  db: DbOrTx,
  input: {
    schoolId: number;
    status?: TSchoolContractStatus;
    schoolAdminId?: string | null;
    pdfKey?: string | null;
    countersignedAt?: Date;
  },
) {
  const [school] = await db.select().from(schools).where(eq(schools.id, input.schoolId));
  if (!school) throw new Error(`no school ${input.schoolId}`);
  const status = input.status ?? 'approved';
  const approved = status === 'approved';
  const [row] = await db
    .insert(schoolContracts)
    .values({
      level: school.kind,
      stateCode: school.stateCode,
      place: (school.kind === 'college' ? school.city : school.county) ?? '',
      schoolId: school.id,
      schoolName: school.name,
      officerEmail: `officer-${school.id}@school.example.edu`,
      schoolAdminId: input.schoolAdminId ?? null,
      status,
      effectiveDate: '2026-11-01',
      ...(status !== 'draft'
        ? { signedAt: new Date('2026-11-02T10:00:00Z'), signedIp: '127.0.0.1' }
        : {}),
      ...(approved
        ? {
            countersignedAt: input.countersignedAt ?? new Date('2026-11-03T10:00:00Z'),
            countersignerName: 'Test Operator',
            pdfKey: input.pdfKey === undefined ? `contracts/test-${school.id}.pdf` : input.pdfKey,
          }
        : {}),
    })
    .returning();
  if (!row) throw new Error('contract insert failed');
  return row;
}
