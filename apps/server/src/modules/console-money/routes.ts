import { consoleMoneyEndpoints as endpoints } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ledgerAccounts, purchases, withdrawals } from '../../db/schema';
import { consoleGuard } from '../../platform/auth/subjects';
import { consoleListRoutes } from '../../platform/http/console-list-routes';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import {
  approveWithdrawal,
  holdWithdrawal,
  rejectWithdrawal,
  retryWithdrawal,
} from './decide-withdrawal';
import {
  dailyTotals,
  ledgerCheckNow,
  listLedgerAccounts,
  listLedgerPostings,
} from './ledger-views';
import { readPayoutReview, setPayoutReview } from './payout-review-rule';
import { listConsolePurchases, purchasesCsv, refundPurchase } from './refund-purchase';
import { listConsoleWithdrawals, readConsoleWithdrawal, withdrawalsCsv } from './withdrawal-rows';

/** The console's Money screen: HTTP only; the use cases are this module's other files. */
export async function consoleMoneyRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  const db = services.db;
  const consoleAccess = consoleGuard(db);
  /** A withdrawal belongs to its athlete (the policy's owner); undefined when missing: 404. */
  const withdrawal = {
    db,
    subject: async (request: { params: { id: string } }) => {
      const [row] = await db
        .select({ ownerId: withdrawals.athleteUserId })
        .from(withdrawals)
        .where(eq(withdrawals.id, request.params.id));
      return row;
    },
  };
  const operator = (request: { user: { id: string; email: string } }) => ({
    id: request.user.id,
    email: request.user.email,
  });

  consoleListRoutes(
    app,
    db,
    { list: endpoints.withdrawals, csv: endpoints.withdrawalsCsv },
    {
      page: (filters, page) => listConsoleWithdrawals(db, filters, page),
      csv: (query) => withdrawalsCsv(db, query),
      fileName: 'withdrawals',
    },
  );
  route(
    app,
    endpoints.withdrawal,
    async (request) => {
      const row = await readConsoleWithdrawal(db, request.params.id);
      if (!row) throw new Error('withdrawal vanished');
      return row;
    },
    { authorize: withdrawal },
  );
  route(
    app,
    endpoints.approve,
    async (request) => approveWithdrawal(services, operator(request), request.params.id),
    { authorize: withdrawal },
  );
  route(
    app,
    endpoints.hold,
    async (request) =>
      holdWithdrawal(services, operator(request), request.params.id, request.body.reason),
    { authorize: withdrawal },
  );
  route(
    app,
    endpoints.reject,
    async (request) =>
      rejectWithdrawal(services, operator(request), request.params.id, request.body.reason),
    { authorize: withdrawal },
  );
  route(
    app,
    endpoints.retry,
    async (request, reply) =>
      reply.status(201).send(await retryWithdrawal(services, operator(request), request.params.id)),
    { authorize: withdrawal },
  );
  route(app, endpoints.payoutReview, async () => readPayoutReview(services), {
    authorize: consoleAccess,
  });
  route(
    app,
    endpoints.setPayoutReview,
    async (request) => setPayoutReview(services, operator(request), request.body),
    { authorize: consoleAccess },
  );
  consoleListRoutes(
    app,
    db,
    { list: endpoints.purchases, csv: endpoints.purchasesCsv },
    {
      page: (filters, page) => listConsolePurchases(db, filters, page),
      csv: (query) => purchasesCsv(db, query),
      fileName: 'purchases',
    },
  );
  route(
    app,
    endpoints.refund,
    async (request) =>
      refundPurchase(
        services,
        operator(request),
        request.params.id,
        request.body.reason,
        request.log,
      ),
    {
      authorize: {
        db,
        subject: async (request) => {
          const [row] = await db
            .select({ ownerId: purchases.athleteUserId })
            .from(purchases)
            .where(eq(purchases.id, request.params.id));
          return row;
        },
      },
    },
  );
  route(app, endpoints.ledgerAccounts, async (request) => listLedgerAccounts(db, request.query), {
    authorize: consoleAccess,
  });
  route(
    app,
    endpoints.ledgerPostings,
    async (request) => {
      const page = await listLedgerPostings(db, request.params.id, {
        cursor: cursorParam(request.query.cursor),
        limit: request.query.limit,
      });
      if (!page) throw new Error('ledger account vanished');
      return page;
    },
    {
      authorize: {
        db,
        subject: async (request) => {
          const [row] = await db
            .select({ ownerId: ledgerAccounts.ownerUserId })
            .from(ledgerAccounts)
            .where(eq(ledgerAccounts.id, request.params.id));
          return row;
        },
      },
    },
  );
  route(app, endpoints.dailyTotals, async (request) => dailyTotals(db, request.query.days), {
    authorize: consoleAccess,
  });
  route(app, endpoints.ledgerCheck, async () => ledgerCheckNow(db), { authorize: consoleAccess });
}
