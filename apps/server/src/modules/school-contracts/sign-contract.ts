import { messages, type TSchoolContractView, type ZSignContractBody } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { schoolContracts as c } from '../../db/schema';
import { addAdminNotification, announceInboxChange } from '../../platform/events/operator-inbox';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { appendContractEvent } from './contract-events';
import { contractView, findContract } from './contract-rows';
import { grantOf } from './signing-grants';
import { storedSignature } from './stored-signature';

const m = messages.schoolContractSigning;
type SignBody = z.output<typeof ZSignContractBody>;

/**
 * POST /api/school-contracts/:id/sign: only the verified officer (a live grant for this
 * contract; anyone else is told 404, as for an unknown id), only while draft (409 after). One
 * transaction moves draft to signed with Schedule B, the licensor block, the signature, the time
 * and address, appends the 'signed' step and the operators' inbox item; a conditional UPDATE, so
 * two submits sign once.
 */
export async function signContract(
  services: AppServices,
  request: FastifyRequest,
  id: string,
  body: SignBody,
): Promise<{ message: string; contract: TSchoolContractView }> {
  const { db } = services;
  const row = await findContract(db, id);
  const grant = row ? await grantOf(db, request, row.id) : undefined;
  if (!row || !grant) throw notFound(m.notFound);
  if (row.status !== 'draft') throw conflict(m.alreadySigned);
  const signature = await storedSignature(body.signature);

  const signed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(c)
      .set({
        status: 'signed',
        scheduleB: body.scheduleB,
        licensor: body.licensor,
        officerSignature: signature,
        signedAt: sql`now()`,
        signedIp: request.ip,
        updatedAt: sql`now()`,
      })
      .where(and(eq(c.id, row.id), eq(c.status, 'draft')))
      .returning({ id: c.id });
    if (!updated) return false;
    await appendContractEvent(tx, {
      contractId: row.id,
      kind: 'signed',
      actorEmail: grant.email,
      ip: request.ip,
      data: { signature: signature.kind },
    });
    await addAdminNotification(tx, 'school-contract-signed', row.id);
    return true;
  });
  if (!signed) throw conflict(m.alreadySigned);
  await announceInboxChange(services);
  const after = await findContract(db, row.id);
  if (!after) throw notFound(m.notFound);
  return {
    message: m.underConsideration,
    contract: contractView(after, 'officer', services.config.email.operator),
  };
}
