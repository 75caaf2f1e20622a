import { defineEndpoint } from '../platform/endpoint';
import { ZWalletHistoryPage, ZWalletHistoryQuery, ZWalletSummary } from './wallet.schemas';

const tags = ['wallet'] as const;

/** The signed-in athlete's own wallet; nobody else's is addressable. */
export const walletEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/wallet',
    access: ['athlete'],
    tags,
    summary: 'My wallet balance, derived from the ledger entries of my wallet account',
    response: ZWalletSummary,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/history',
    access: ['athlete'],
    tags,
    summary: 'A page of my wallet ledger entries, newest first',
    query: ZWalletHistoryQuery,
    response: ZWalletHistoryPage,
  }),
};
