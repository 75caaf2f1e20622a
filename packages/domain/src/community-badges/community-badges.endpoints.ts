import { ZPaymentCaptureParams } from '../payments/checkout.schemas';
import { defineEndpoint, ZBinaryBody } from '../platform/endpoint';
import {
  ZCommunityBadgeCaptureResponse,
  ZCommunityBadgeParams,
  ZCommunityBadgePurchaseResponse,
  ZCommunityBadgesResponse,
  ZCommunityBadgeVerification,
  ZCommunityBadgeVerifyParams,
} from './community-badges.schemas';

const tags = ['community-badges'] as const;

/** The signed-in athlete's sports community badges; another athlete's badge is a 404. */
export const communityBadgeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/community-badges',
    access: ['athlete'],
    tags,
    summary: 'My sports community badges (newest first) and the price of the next one',
    response: ZCommunityBadgesResponse,
  }),
  purchase: defineEndpoint({
    method: 'POST',
    path: '/api/community-badges/purchase',
    access: ['athlete'],
    tags,
    summary: 'Start buying a badge: $2 for the first, $4 for later ones (the server decides)',
    status: 201,
    response: ZCommunityBadgePurchaseResponse,
    errors: [503],
  }),
  capturePayment: defineEndpoint({
    method: 'POST',
    path: '/api/community-badges/payments/:paymentId/capture',
    access: ['athlete'],
    tags,
    summary:
      'Back from the checkout: capture the payment and create the badge (once, even if replayed)',
    params: ZPaymentCaptureParams,
    response: ZCommunityBadgeCaptureResponse,
    errors: [402, 404, 409],
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/community-badges/:id/pdf',
    access: ['athlete'],
    tags,
    summary: 'The badge as a PDF (FHP_Badge_{badgeNumber}.pdf); the same badge, the same bytes',
    params: ZCommunityBadgeParams,
    contentType: 'application/pdf',
    response: ZBinaryBody,
    errors: [404],
  }),
  verify: defineEndpoint({
    method: 'GET',
    path: '/api/community-badges/verify/:badgeNumber',
    access: 'public',
    tags,
    summary: "A badge's public verification (what its QR code opens)",
    params: ZCommunityBadgeVerifyParams,
    response: ZCommunityBadgeVerification,
    errors: [404],
  }),
};
