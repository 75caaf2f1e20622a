import { ZPaymentRequired } from '../payments/checkout.schemas';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZAthleteGroupChats,
  ZFanGroupChatSeats,
  ZGroupChatActionResponse,
  ZGroupChatCreateRequest,
  ZGroupChatParams,
  ZGroupChatPaymentParams,
  ZGroupChatRatedResponse,
  ZGroupChatRateRequest,
  ZGroupChatSeatHeld,
  ZGroupChatSeatParams,
  ZGroupChatUpdateRequest,
  ZPublicGroupChats,
  ZPublicGroupChatsQuery,
} from './group-chats.schemas';

const tags = ['group-chats'] as const;

/** The athlete's side (/admin/group-chats). Another athlete's group chat is a 404. */
export const athleteGroupChatEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/group-chats',
    access: ['athlete'],
    tags,
    summary: 'My group chats, newest first, with seats sold and earnings',
    response: ZAthleteGroupChats,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/group-chats',
    access: ['athlete'],
    tags,
    summary: 'Schedule a group chat (title, time within 14 days, minutes, seat price, seats)',
    body: ZGroupChatCreateRequest,
    status: 201,
    response: ZGroupChatActionResponse,
    errors: [409],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/group-chats/:id',
    access: ['athlete'],
    tags,
    summary: 'Edit a group chat; price and seats only while no seat is sold',
    params: ZGroupChatParams,
    body: ZGroupChatUpdateRequest,
    response: ZGroupChatActionResponse,
    errors: [404, 409],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/group-chats/:id/cancel',
    access: ['athlete'],
    tags,
    summary: 'Cancel a group chat before it starts: every held seat is released, its fan told',
    params: ZGroupChatParams,
    response: ZGroupChatActionResponse,
    errors: [404, 409],
  }),
};

/** Anyone: the upcoming group chats (the /groupChat page, an athlete's page). */
export const publicGroupChatEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/public/group-chats',
    access: 'public',
    tags,
    summary: 'Upcoming group chats with seats left (all, or one athlete’s)',
    query: ZPublicGroupChatsQuery,
    response: ZPublicGroupChats,
  }),
};

/** The fan's side: a seat, their seats, the rating. */
export const fanGroupChatEndpoints = {
  buy: defineEndpoint({
    method: 'POST',
    path: '/api/fan/group-chats/:id/seats',
    access: ['fan'],
    tags,
    summary:
      'Buy a seat (one per fan): the server prices it; the checkout only holds the money; a full chat is a 409',
    params: ZGroupChatParams,
    status: 201,
    response: ZPaymentRequired,
    errors: [404, 409, 503],
  }),
  held: defineEndpoint({
    method: 'POST',
    path: '/api/fan/group-chats/payments/:paymentId/hold',
    access: ['fan'],
    tags,
    summary: 'Back from the checkout: hold the money and the seat, once',
    params: ZGroupChatPaymentParams,
    response: ZGroupChatSeatHeld,
    errors: [404, 409, 502],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/fan/group-chats',
    access: ['fan'],
    tags,
    summary: 'My group chat seats, newest first, with their state and settlement',
    response: ZFanGroupChatSeats,
  }),
  rate: defineEndpoint({
    method: 'POST',
    path: '/api/fan/group-chat-seats/:id/rate',
    access: ['fan'],
    tags,
    summary:
      'Rate a group chat after it ended, within 72 hours: the seat is captured for the rated share',
    params: ZGroupChatSeatParams,
    body: ZGroupChatRateRequest,
    response: ZGroupChatRatedResponse,
    errors: [404, 409],
  }),
};
