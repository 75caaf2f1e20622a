import { walletEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import { walletBalance } from '../../platform/ledger/ledger';
import type { AppServices } from '../../platform/services';
import { listWalletHistory } from './list-wallet-history';

/** The signed-in athlete's wallet: the balance and history, both read from the ledger. */
export async function walletRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.summary, async (request) => ({
    balanceCents: await walletBalance(services.db, request.user.id),
  }));
  route(app, endpoints.history, async (request) =>
    listWalletHistory(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );
}
