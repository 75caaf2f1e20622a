import {
  ZAddressUpdate,
  ZAthleteProfile,
  ZErrorResponse,
  ZIpContractAccept,
  ZProfileFieldUpdate,
  ZProfileUpdateResponse,
  ZRatingVisibilityUpdate,
  ZSocialMediaUpdate,
  ZTeammatesUpdate,
} from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/session-plugin';
import { unauthenticated } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { acceptIpContract } from './accept-ip-contract';
import { readProfile } from './read-profile';
import { updateAddress } from './update-address';
import { updateProfileField } from './update-field';
import { readProfileFile, replaceProfileImage } from './update-image';
import { updateRatingVisibility, updateSocialMedia, updateTeammates } from './update-lists';

const tags = ['profile'];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const ok = { 200: ZProfileUpdateResponse, ...errors };
const guard = requireRole('athlete');

/** The signed-in athlete's own profile: there is no route to anyone else's. */
export const profileRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const me = (request: { user: { id: string } | null }) => {
    if (!request.user) throw unauthenticated();
    return request.user.id;
  };

  app.get(
    '/api/profile',
    {
      onRequest: guard,
      schema: { tags, summary: 'My profile', response: { 200: ZAthleteProfile, ...errors } },
    },
    async (request) => readProfile(services.db, me(request)),
  );

  app.patch(
    '/api/profile',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Update one field: { field, value }; answers its own success message',
        body: ZProfileFieldUpdate,
        response: ok,
      },
    },
    async (request) => updateProfileField(services, me(request), request.body),
  );

  app.put(
    '/api/profile/address',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Update the address (clears the school contract link)',
        body: ZAddressUpdate,
        response: ok,
      },
    },
    async (request) => updateAddress(services, me(request), request.body),
  );

  app.put(
    '/api/profile/social-media',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Replace the social media table',
        body: ZSocialMediaUpdate,
        response: ok,
      },
    },
    async (request) => updateSocialMedia(services, me(request), request.body.socialMedia),
  );

  app.put(
    '/api/profile/teammates',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Recommend up to 3 teammates',
        body: ZTeammatesUpdate,
        response: ok,
      },
    },
    async (request) => updateTeammates(services, me(request), request.body.teammates),
  );

  app.put(
    '/api/profile/rating-visibility',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Show or hide my rating (409 while the rating is pending)',
        body: ZRatingVisibilityUpdate,
        response: ok,
      },
    },
    async (request) => updateRatingVisibility(services, me(request), request.body.show),
  );

  app.post(
    '/api/profile/ip-contract',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Accept my school's IP contract offer",
        body: ZIpContractAccept,
        response: ok,
      },
    },
    async (request) => acceptIpContract(services, me(request)),
  );

  for (const [path, which] of [
    ['/api/profile/photo', 'photo'],
    ['/api/profile/qr-code', 'qrCode'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: guard,
        schema: {
          tags,
          summary:
            'Replace the image: multipart `file` (PNG/GIF/JPEG, 1 MB); the old file is deleted',
          consumes: ['multipart/form-data'],
          response: { ...ok, 413: ZErrorResponse, 415: ZErrorResponse },
        },
      },
      async (request) => {
        const userId = me(request);
        return replaceProfileImage(services, userId, which, await readProfileFile(request));
      },
    );
  }
};
