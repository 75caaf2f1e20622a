import { defineEndpoint } from '../platform/endpoint';
import {
  ZWithdrawalCreated,
  ZWithdrawalRequest,
  ZWithdrawalSummary,
  ZWithdrawalsPage,
  ZWithdrawalsQuery,
} from './withdrawals.schemas';

const tags = ['withdrawals'] as const;

export const withdrawalEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/withdrawals/summary',
    access: ['athlete'],
    tags,
    summary: 'My available balance, the minimum withdrawal and my payout e-mail',
    response: ZWithdrawalSummary,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/withdrawals',
    access: ['athlete'],
    tags,
    summary: 'A page of my withdrawals with their states, newest first',
    query: ZWithdrawalsQuery,
    response: ZWithdrawalsPage,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/withdrawals',
    access: ['athlete'],
    tags,
    summary: 'Withdraw from my wallet to my payout e-mail (paid out by a background job)',
    body: ZWithdrawalRequest,
    status: 201,
    response: ZWithdrawalCreated,
    errors: [409],
  }),
};
