import { schoolRequestsMessages as m, type TContractLevel } from '@fhp/domain';
import { instituteRequests } from '../../db/schema';
import { addAdminNotification, announceInboxChange } from '../../platform/events/operator-inbox';
import type { AppServices } from '../../platform/services';

/** The modal's request for a school missing from the lists, with its inbox item ('institute'). */
export async function requestInstitute(
  services: AppServices,
  input: { level: TContractLevel; state: string; place: string; institute: string; email: string },
) {
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(instituteRequests)
      .values({
        level: input.level,
        stateCode: input.state,
        place: input.place,
        instituteName: input.institute,
        email: input.email,
      })
      .returning({ id: instituteRequests.id });
    if (!row) throw new Error('institute request insert returned nothing');
    await addAdminNotification(tx, 'institute', row.id);
  });
  await announceInboxChange(services);
  return { message: m.instituteSent };
}
