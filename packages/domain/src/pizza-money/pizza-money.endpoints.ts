import { ZPaymentRequired } from '../payments/checkout.schemas';
import { defineEndpoint } from '../platform/endpoint';
import {
  GIFT_APPEAL_IMAGE_FIELD,
  GIFT_DATA_FIELD,
  GIFT_INTRO_IMAGE_FIELD,
} from './pizza-money.limits';
import {
  ZAthletePizzaMoney,
  ZPizzaActionResponse,
  ZPizzaAskRequest,
  ZPizzaAskResponse,
  ZPizzaAthleteParams,
  ZPizzaCaptureParams,
  ZPizzaCaptureResponse,
  ZPizzaDeleteResponse,
  ZPizzaDonateRequest,
  ZPizzaDonations,
  ZPizzaRequestParams,
  ZPizzaRequestsPage,
  ZPizzaRequestsQuery,
} from './pizza-money.schemas';

const tags = ['pizza-money'] as const;
const giftForm = `multipart: ${GIFT_DATA_FIELD} (JSON description), ${GIFT_INTRO_IMAGE_FIELD}, ${GIFT_APPEAL_IMAGE_FIELD}`;

/** The athlete's side: /admin/pizza-money. Another athlete's request is a 404. */
export const pizzaMoneyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/pizza-money/requests',
    access: ['athlete'],
    tags,
    summary: 'A page of the pizza money requests fans sent me, newest first',
    query: ZPizzaRequestsQuery,
    response: ZPizzaRequestsPage,
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/pizza-money/requests/:id/accept',
    access: ['athlete'],
    tags,
    summary: 'Accept a pending request: it becomes active and open to donations until it expires',
    params: ZPizzaRequestParams,
    response: ZPizzaActionResponse,
    errors: [404, 409],
  }),
  reject: defineEndpoint({
    method: 'DELETE',
    path: '/api/pizza-money/requests/:id',
    access: ['athlete'],
    tags,
    summary: 'Reject a request (deletes it); one with donations or a gift answers 409',
    params: ZPizzaRequestParams,
    response: ZPizzaDeleteResponse,
    errors: [404, 409],
  }),
  donations: defineEndpoint({
    method: 'GET',
    path: '/api/pizza-money/requests/:id/donations',
    access: ['athlete'],
    tags,
    summary: "A request's donations, newest first (the donations modal)",
    params: ZPizzaRequestParams,
    response: ZPizzaDonations,
    errors: [404],
  }),
  gift: defineEndpoint({
    method: 'POST',
    path: '/api/pizza-money/requests/:id/gift',
    access: ['athlete'],
    tags,
    summary: `Create the free gift badge for the request's donors (${giftForm}); the request becomes gifted`,
    params: ZPizzaRequestParams,
    multipart: true,
    status: 201,
    response: ZPizzaActionResponse,
    errors: [404, 409, 413, 415],
  }),
};

/** The fan's side, on the athlete's public page. */
export const fanPizzaMoneyEndpoints = {
  athlete: defineEndpoint({
    method: 'GET',
    path: '/api/athletes/:athleteNumber/pizza-money',
    access: 'public',
    tags,
    summary:
      "An athlete's pizza money card: what is left under the cap, the open request, the fan's own pending one",
    params: ZPizzaAthleteParams,
    response: ZAthletePizzaMoney,
    errors: [404],
  }),
  ask: defineEndpoint({
    method: 'POST',
    path: '/api/fan/pizza-money/requests',
    access: ['fan'],
    tags,
    summary:
      'Ask an athlete whether they could use pizza money (one waiting request per fan and athlete)',
    body: ZPizzaAskRequest,
    status: 201,
    response: ZPizzaAskResponse,
    errors: [404, 409],
  }),
  donate: defineEndpoint({
    method: 'POST',
    path: '/api/fan/pizza-money/donations',
    access: ['fan'],
    tags,
    summary:
      'Open a checkout for a donation to an active request; refused when it would pass the $100 per 6 months cap',
    body: ZPizzaDonateRequest,
    status: 201,
    response: ZPaymentRequired,
    errors: [404, 409, 503],
  }),
  capture: defineEndpoint({
    method: 'POST',
    path: '/api/fan/pizza-money/donations/:paymentId/capture',
    access: ['fan'],
    tags,
    summary: 'Back from the checkout: capture the donation and record it once',
    params: ZPizzaCaptureParams,
    response: ZPizzaCaptureResponse,
    errors: [404, 409, 502],
  }),
};
