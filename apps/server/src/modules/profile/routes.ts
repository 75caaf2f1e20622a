import { profileEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { acceptIpContract } from './accept-ip-contract';
import { changePayoutEmail } from './change-payout-email';
import { readProfile } from './read-profile';
import { updateAddress } from './update-address';
import { updateProfileField } from './update-field';
import { readProfileFile, replaceProfileImage } from './update-image';
import { updateRatingVisibility, updateSocialMedia, updateTeammates } from './update-lists';

/** The signed-in athlete's own profile: there is no route to anyone else's. */
export async function profileRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.read, async (request) => readProfile(services.db, request.user.id));

  route(app, endpoints.updateField, async (request) =>
    updateProfileField(services, request.user.id, request.body),
  );

  route(app, endpoints.updateAddress, async (request) =>
    updateAddress(services, request.user.id, request.body),
  );

  route(app, endpoints.changePayoutEmail, async (request) =>
    changePayoutEmail(services, { userId: request.user.id, ip: request.ip, ...request.body }),
  );

  route(app, endpoints.updateSocialMedia, async (request) =>
    updateSocialMedia(services, request.user.id, request.body.socialMedia),
  );

  route(app, endpoints.updateTeammates, async (request) =>
    updateTeammates(services, request.user.id, request.body.teammates),
  );

  route(app, endpoints.updateRatingVisibility, async (request) =>
    updateRatingVisibility(services, request.user.id, request.body.show),
  );

  route(app, endpoints.acceptIpContract, async (request) =>
    acceptIpContract(services, request.user.id),
  );

  for (const [endpoint, which] of [
    [endpoints.replacePhoto, 'photo'],
    [endpoints.replaceQrCode, 'qrCode'],
  ] as const) {
    route(app, endpoint, async (request) =>
      replaceProfileImage(services, request.user.id, which, await readProfileFile(request)),
    );
  }
}
