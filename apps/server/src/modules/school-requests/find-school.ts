import type { TContractLevel } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { schools } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

/**
 * A listed school by level, state, place and name: the place is the county of a high school
 * and the city of a college, as the reference pickers list them. Case-insensitive.
 */
export async function findListedSchool(
  db: DbOrTx,
  q: { level: TContractLevel; state: string; place: string; school: string },
) {
  const place = q.level === 'college' ? schools.city : schools.county;
  const [row] = await db
    .select({ id: schools.id, name: schools.name, place })
    .from(schools)
    .where(
      and(
        eq(schools.kind, q.level),
        eq(schools.stateCode, q.state),
        eq(sql`lower(${place})`, q.place.toLowerCase()),
        eq(sql`lower(${schools.name})`, q.school.toLowerCase()),
      ),
    )
    .limit(1);
  return row ? { id: row.id, name: row.name, place: row.place ?? q.place } : null;
}
