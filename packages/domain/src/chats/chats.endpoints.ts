import { ZPaymentRequired } from '../payments/checkout.schemas';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZChatAcceptRequest,
  ZChatActionResponse,
  ZChatBookedResponse,
  ZChatBookRequest,
  ZChatParams,
  ZChatPaymentParams,
  ZChatRateRequest,
  ZChatsPage,
  ZChatsQuery,
} from './chats.schemas';

const tags = ['chats'] as const;

/** The athlete's side: Fan Call Requests (/admin/fans-request). Another athlete's chat is a 404. */
export const athleteChatEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/chats',
    access: ['athlete'],
    tags,
    summary: 'A page of the chats fans booked with me, newest first, with their state',
    query: ZChatsQuery,
    response: ZChatsPage,
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/chats/:id/accept',
    access: ['athlete'],
    tags,
    summary: 'Accept a requested chat at a time (within 14 days); the fan is told',
    params: ZChatParams,
    body: ZChatAcceptRequest,
    response: ZChatActionResponse,
    errors: [404, 409],
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/chats/:id/decline',
    access: ['athlete'],
    tags,
    summary: "Decline a requested chat: the fan's hold is released and the fan told",
    params: ZChatParams,
    response: ZChatActionResponse,
    errors: [404, 409],
  }),
};

/** The fan's side: booking from the athlete's page, their chats, the rating. */
export const fanChatEndpoints = {
  book: defineEndpoint({
    method: 'POST',
    path: '/api/fan/chats',
    access: ['fan'],
    tags,
    summary:
      "Book a chat: minutes x the athlete's chat rate, priced by the server; the checkout only holds the money",
    body: ZChatBookRequest,
    status: 201,
    response: ZPaymentRequired,
    errors: [404, 409, 503],
  }),
  held: defineEndpoint({
    method: 'POST',
    path: '/api/fan/chats/payments/:paymentId/hold',
    access: ['fan'],
    tags,
    summary: 'Back from the checkout: hold the money and send the request, once',
    params: ZChatPaymentParams,
    response: ZChatBookedResponse,
    errors: [404, 409, 502],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/fan/chats',
    access: ['fan'],
    tags,
    summary: 'A page of my chats, newest first, with their state and settlement',
    query: ZChatsQuery,
    response: ZChatsPage,
  }),
  rate: defineEndpoint({
    method: 'POST',
    path: '/api/fan/chats/:id/rate',
    access: ['fan'],
    tags,
    summary:
      'Rate a chat after its time, within 72 hours: the hold is captured for the rated share and the rest given back',
    params: ZChatParams,
    body: ZChatRateRequest,
    response: ZChatActionResponse,
    errors: [404, 409],
  }),
};
