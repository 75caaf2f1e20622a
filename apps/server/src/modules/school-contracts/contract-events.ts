import type { TSchoolContractEventKind } from '@fhp/domain';
import { schoolContractEvents } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

/** Appends one step to a contract's trail (append-only: the table refuses updates and deletes). */
export async function appendContractEvent(
  db: DbOrTx,
  event: {
    contractId: string;
    kind: TSchoolContractEventKind;
    actorEmail?: string | null;
    ip?: string | null;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(schoolContractEvents).values({
    contractId: event.contractId,
    kind: event.kind,
    actorEmail: event.actorEmail ?? null,
    ip: event.ip ?? null,
    data: event.data ?? {},
  });
}
