import { ZMessageResponse } from '../auth/auth.schemas';
import { ZManagerRatingRequest } from '../manager-ratings/manager-ratings.schemas';
import { ZPaymentCaptureParams } from '../payments/checkout.schemas';
import { defineEndpoint } from '../platform/endpoint';
import {
  TALKING_APPEAL_IMAGE_FIELD,
  TALKING_DATA_FIELD,
  TALKING_INTRO_IMAGE_FIELD,
} from './talking-badges.limits';
import {
  ZTalkingBadge,
  ZTalkingBadgeCaptureResponse,
  ZTalkingBadgeCreateResponse,
  ZTalkingBadgeParams,
  ZTalkingBadgeQuota,
  ZTalkingBadgeResponse,
  ZTalkingBadgesPage,
  ZTalkingBadgesQuery,
} from './talking-badges.schemas';

const tags = ['talking-badges'] as const;
const form = `multipart: \`${TALKING_DATA_FIELD}\` (the JSON form), \`${TALKING_INTRO_IMAGE_FIELD}\` and \`${TALKING_APPEAL_IMAGE_FIELD}\` (JPEG/PNG/GIF/SVG, 1 MB; an SVG is stored as a PNG)`;

/** The signed-in athlete's own talking badges; another athlete's badge is a 404. */
export const talkingBadgeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/talking-badges',
    access: ['athlete'],
    tags,
    summary: 'A page of my talking badges (not deleted), newest first',
    query: ZTalkingBadgesQuery,
    response: ZTalkingBadgesPage,
  }),
  quota: defineEndpoint({
    method: 'GET',
    path: '/api/talking-badges/quota',
    access: ['athlete'],
    tags,
    summary: 'How many of the 50 free talking badges are left and what the next one costs',
    response: ZTalkingBadgeQuota,
    errors: [404],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/talking-badges/:id',
    access: ['athlete'],
    tags,
    summary: 'One of my talking badges',
    params: ZTalkingBadgeParams,
    response: ZTalkingBadge,
    errors: [404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/talking-badges',
    access: ['athlete'],
    tags,
    summary: `Create a talking badge (${form}); past 50, answers the $0.15 payment to approve instead`,
    multipart: true,
    status: 201,
    response: ZTalkingBadgeCreateResponse,
    errors: [404, 409, 413, 415, 503],
  }),
  capturePayment: defineEndpoint({
    method: 'POST',
    path: '/api/talking-badges/payments/:paymentId/capture',
    access: ['athlete'],
    tags,
    summary:
      'Back from the checkout: capture the fee and create the badge (once, even if replayed)',
    params: ZPaymentCaptureParams,
    response: ZTalkingBadgeCaptureResponse,
    errors: [402, 404, 409],
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/api/talking-badges/:id',
    access: ['athlete'],
    tags,
    summary: `Update a talking badge (${form}; each image optional, a new one replaces and deletes the old)`,
    params: ZTalkingBadgeParams,
    multipart: true,
    response: ZTalkingBadgeResponse,
    errors: [404, 413, 415],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/talking-badges/:id',
    access: ['athlete'],
    tags,
    summary: 'Delete a talking badge (soft)',
    params: ZTalkingBadgeParams,
    response: ZMessageResponse,
    errors: [404],
  }),
  rateManager: defineEndpoint({
    method: 'POST',
    path: '/api/talking-badges/:id/manager-rating',
    access: ['athlete'],
    tags,
    summary: 'Rate the manager named on the badge (once), with an optional strategy rating',
    params: ZTalkingBadgeParams,
    body: ZManagerRatingRequest,
    response: ZTalkingBadgeResponse,
    errors: [404, 409],
  }),
};
