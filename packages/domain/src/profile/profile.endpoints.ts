import { defineEndpoint } from '../platform/endpoint';
import { ZAddressUpdate } from './profile.address';
import {
  ZAthleteProfile,
  ZIpContractAccept,
  ZProfileFieldUpdate,
  ZProfileUpdateResponse,
  ZRatingVisibilityUpdate,
  ZSocialMediaUpdate,
  ZTeammatesUpdate,
} from './profile.schemas';

const tags = ['profile'] as const;
const imageSummary =
  'Replace the image: multipart `file` (PNG/GIF/JPEG, 1 MB); the old file is deleted';

/** The signed-in athlete's own profile: there is no endpoint for anyone else's. */
export const profileEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/profile',
    access: ['athlete'],
    tags,
    summary: 'My profile',
    response: ZAthleteProfile,
    errors: [404, 409],
  }),
  updateField: defineEndpoint({
    method: 'PATCH',
    path: '/api/profile',
    access: ['athlete'],
    tags,
    summary: 'Update one field: { field, value }; answers its own success message',
    body: ZProfileFieldUpdate,
    response: ZProfileUpdateResponse,
    errors: [404, 409],
  }),
  updateAddress: defineEndpoint({
    method: 'PUT',
    path: '/api/profile/address',
    access: ['athlete'],
    tags,
    summary: 'Update the address (clears the school contract link)',
    body: ZAddressUpdate,
    response: ZProfileUpdateResponse,
    errors: [404, 409],
  }),
  updateSocialMedia: defineEndpoint({
    method: 'PUT',
    path: '/api/profile/social-media',
    access: ['athlete'],
    tags,
    summary: 'Replace the social media table',
    body: ZSocialMediaUpdate,
    response: ZProfileUpdateResponse,
    errors: [404, 409],
  }),
  updateTeammates: defineEndpoint({
    method: 'PUT',
    path: '/api/profile/teammates',
    access: ['athlete'],
    tags,
    summary: 'Recommend up to 3 teammates',
    body: ZTeammatesUpdate,
    response: ZProfileUpdateResponse,
    errors: [404, 409],
  }),
  updateRatingVisibility: defineEndpoint({
    method: 'PUT',
    path: '/api/profile/rating-visibility',
    access: ['athlete'],
    tags,
    summary: 'Show or hide my rating (409 while the rating is pending)',
    body: ZRatingVisibilityUpdate,
    response: ZProfileUpdateResponse,
    errors: [404, 409],
  }),
  acceptIpContract: defineEndpoint({
    method: 'POST',
    path: '/api/profile/ip-contract',
    access: ['athlete'],
    tags,
    summary: "Accept my school's IP contract offer",
    body: ZIpContractAccept,
    response: ZProfileUpdateResponse,
    errors: [404, 409],
  }),
  replacePhoto: defineEndpoint({
    method: 'POST',
    path: '/api/profile/photo',
    access: ['athlete'],
    tags,
    summary: imageSummary,
    multipart: true,
    response: ZProfileUpdateResponse,
    errors: [404, 409, 413, 415],
  }),
  replaceQrCode: defineEndpoint({
    method: 'POST',
    path: '/api/profile/qr-code',
    access: ['athlete'],
    tags,
    summary: imageSummary,
    multipart: true,
    response: ZProfileUpdateResponse,
    errors: [404, 409, 413, 415],
  }),
};
