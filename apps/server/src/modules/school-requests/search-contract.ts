import { schoolRequestsMessages as m, type TContractLevel } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { schoolContracts as c } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';

/**
 * The public contract search: only an approved contract is found. A draft or signed one
 * answers exactly as no contract does ('No contract found'), so the search reveals nothing.
 */
export async function searchApprovedContract(
  db: DbOrTx,
  q: { level: TContractLevel; state: string; place: string; school: string },
) {
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.level, q.level),
        eq(c.stateCode, q.state),
        eq(sql`lower(${c.place})`, q.place.toLowerCase()),
        eq(sql`lower(${c.schoolName})`, q.school.toLowerCase()),
        eq(c.status, 'approved'),
      ),
    )
    .limit(1);
  if (!row) throw notFound(m.noContract);
  return { id: row.id };
}
