import { ZMessageResponse } from '../auth/auth.schemas';
import { ZManagerRatingRequest } from '../manager-ratings/manager-ratings.schemas';
import { ZPaymentCaptureParams } from '../payments/checkout.schemas';
import { defineEndpoint } from '../platform/endpoint';
import { SEASONAL_DATA_FIELD, SEASONAL_QR_FIELD } from './seasonal-badges.limits';
import {
  ZSeasonalBadge,
  ZSeasonalBadgeCaptureResponse,
  ZSeasonalBadgeCreateResponse,
  ZSeasonalBadgeParams,
  ZSeasonalBadgeQuota,
  ZSeasonalBadgeResponse,
  ZSeasonalBadgesPage,
  ZSeasonalBadgesQuery,
  ZSeasonalSportParams,
} from './seasonal-badges.schemas';

const tags = ['seasonal-badges'] as const;
const form = `multipart: \`${SEASONAL_DATA_FIELD}\` (the JSON form) and \`${SEASONAL_QR_FIELD}\` (PNG/GIF/JPEG, 1 MB)`;

/** The signed-in athlete's own seasonal badges; another athlete's badge is a 404. */
export const seasonalBadgeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/seasonal-badges',
    access: ['athlete'],
    tags,
    summary: 'A page of my seasonal badges (not deleted), newest first',
    query: ZSeasonalBadgesQuery,
    response: ZSeasonalBadgesPage,
  }),
  bySport: defineEndpoint({
    method: 'GET',
    path: '/api/seasonal-badges/sports/:sport',
    access: ['athlete'],
    tags,
    summary: 'My Seasonal Badges: a page of my badges of one sport (a tab)',
    params: ZSeasonalSportParams,
    query: ZSeasonalBadgesQuery,
    response: ZSeasonalBadgesPage,
  }),
  quota: defineEndpoint({
    method: 'GET',
    path: '/api/seasonal-badges/quota',
    access: ['athlete'],
    tags,
    summary: 'How many of the 5 free badges are left and what the next badge costs',
    response: ZSeasonalBadgeQuota,
    errors: [404],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/seasonal-badges/:id',
    access: ['athlete'],
    tags,
    summary: 'One of my seasonal badges',
    params: ZSeasonalBadgeParams,
    response: ZSeasonalBadge,
    errors: [404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/seasonal-badges',
    access: ['athlete'],
    tags,
    summary: `Create a badge (${form}); from the 6th on, answers the $0.30 payment to approve instead`,
    multipart: true,
    status: 201,
    response: ZSeasonalBadgeCreateResponse,
    errors: [404, 409, 413, 415, 503],
  }),
  capturePayment: defineEndpoint({
    method: 'POST',
    path: '/api/seasonal-badges/payments/:paymentId/capture',
    access: ['athlete'],
    tags,
    summary:
      'Back from the checkout: capture the fee and create the badge (once, even if replayed)',
    params: ZPaymentCaptureParams,
    response: ZSeasonalBadgeCaptureResponse,
    errors: [402, 404, 409],
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/api/seasonal-badges/:id',
    access: ['athlete'],
    tags,
    summary: `Edit a badge (${form}; without a new image the old one stays, a new one replaces and deletes it)`,
    params: ZSeasonalBadgeParams,
    multipart: true,
    response: ZSeasonalBadgeResponse,
    errors: [404, 413, 415],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/seasonal-badges/:id',
    access: ['athlete'],
    tags,
    summary: 'Delete a badge (soft: fans who bought it keep it)',
    params: ZSeasonalBadgeParams,
    response: ZMessageResponse,
    errors: [404],
  }),
  rateManager: defineEndpoint({
    method: 'POST',
    path: '/api/seasonal-badges/:id/manager-rating',
    access: ['athlete'],
    tags,
    summary: 'Rate the manager named on the badge (once), with an optional strategy rating',
    params: ZSeasonalBadgeParams,
    body: ZManagerRatingRequest,
    response: ZSeasonalBadgeResponse,
    errors: [404, 409],
  }),
};
