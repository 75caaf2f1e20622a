import type { TSchoolContractView } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { schoolContracts as c, states } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A contract id as the database takes it; anything else is the same 404 as an unknown id. */
export const isContractId = (id: string) => UUID.test(id);

/** One contract with its state's name, or undefined (also for a malformed id). */
export async function findContract(db: DbOrTx, id: string) {
  if (!isContractId(id)) return undefined;
  const [row] = await db
    .select({ contract: c, stateName: states.name })
    .from(c)
    .leftJoin(states, eq(states.code, c.stateCode))
    .where(eq(c.id, id));
  return row ? { ...row.contract, stateName: row.stateName ?? row.contract.stateCode } : undefined;
}
export type ContractRow = NonNullable<Awaited<ReturnType<typeof findContract>>>;

/** The contract as its page shows it, for one kind of reader. */
export function contractView(
  row: ContractRow,
  viewer: TSchoolContractView['viewer'],
  reportTo: string,
): TSchoolContractView {
  return {
    id: row.id,
    number: row.number,
    level: row.level,
    stateCode: row.stateCode,
    stateName: row.stateName,
    place: row.place,
    schoolName: row.schoolName,
    officerEmail: row.officerEmail,
    status: row.status as TSchoolContractView['status'],
    effectiveDate: row.effectiveDate,
    scheduleB: row.scheduleB ?? null,
    licensor: row.licensor ?? null,
    officerSignature: row.officerSignature ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    countersignerName: row.countersignerName,
    countersignature: row.countersignature ?? null,
    countersignedAt: row.countersignedAt?.toISOString() ?? null,
    viewer,
    canSign: viewer === 'officer' && row.status === 'draft',
    reportTo,
  };
}
