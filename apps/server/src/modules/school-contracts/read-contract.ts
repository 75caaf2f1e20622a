import { messages, type TSchoolContractView } from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import { actorOf, authorize, type Subject } from '../../platform/auth/policy';
import { AppError, notFound } from '../../platform/http/app-error';
import type { RouteUser } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { appendContractEvent } from './contract-events';
import { type ContractRow, contractView, findContract } from './contract-rows';
import { grantOf, markViewed } from './signing-grants';

const m = messages.schoolContractSigning;

/** What the policy knows of a contract: its school (for the school administrator). */
export const contractSubject = (row: Pick<ContractRow, 'schoolId'>): Subject => ({
  ownerId: null,
  schoolId: row.schoolId,
});

/**
 * Whether a signed-in caller may read the contract through the policy module (an operator any,
 * a school administrator their school's): the relation's name, or null.
 */
async function policyViewer(
  services: AppServices,
  user: RouteUser | null,
  row: ContractRow,
): Promise<'operator' | 'school-admin' | null> {
  if (!user) return null;
  try {
    authorize(await actorOf(services.db, user), 'read', contractSubject(row));
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  return user.role === 'admin' ? 'operator' : 'school-admin';
}

/**
 * GET /api/school-contracts/:id. The verified officer (a live grant for this contract) reads it
 * in any state, and their first read of a grant is the 'viewed' step of the trail; operators and
 * the school's administrator read it through the policy; anyone reads an approved one. Anything
 * else (unknown, malformed, a draft or signed contract to a stranger) is the same 404.
 */
export async function readContract(
  services: AppServices,
  request: FastifyRequest,
  user: RouteUser | null,
  id: string,
): Promise<TSchoolContractView> {
  const row = await findContract(services.db, id);
  if (!row) throw notFound(m.notFound);
  const grant = await grantOf(services.db, request, row.id);
  if (grant) {
    if (row.status === 'draft' && grant.viewedAt === null) {
      await services.db.transaction(async (tx) => {
        if (!(await markViewed(tx, grant.id))) return;
        await appendContractEvent(tx, {
          contractId: row.id,
          kind: 'viewed',
          actorEmail: grant.email,
          ip: request.ip,
        });
      });
    }
    return contractView(row, 'officer', services.config.email.operator);
  }
  const viewer = await policyViewer(services, user, row);
  if (viewer) return contractView(row, viewer, services.config.email.operator);
  if (row.status === 'approved') return contractView(row, 'public', services.config.email.operator);
  throw notFound(m.notFound);
}
