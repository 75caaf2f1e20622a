/**
 * The server test files that also run on a real PostgreSQL server (project server-pg, when
 * TEST_DATABASE_URL is set); every file runs on PGlite (project server). PGlite is PostgreSQL
 * itself, so SQL, constraints and plans behave alike; what only a server shows is concurrency
 * (PGlite runs one statement at a time), locks, LISTEN/NOTIFY between connections and lost
 * connections. See docs/decisions/0017-tests-one-e2e-server-and-postgres-suites.md.
 *
 * A file with a test that runs only on PostgreSQL (`inject('dbKind') === 'postgres'`) must be
 * listed: postgres-suites.test.ts fails otherwise. Paths are relative to apps/server.
 */
export const POSTGRES_SUITES = [
  // Concurrency: counters, captures, sign-in limits, numbering, toggles.
  'src/modules/console-users/block-concurrency.test.ts',
  'src/modules/auth/sign-in-concurrency.test.ts',
  'src/modules/consent/consent.test.ts',
  'src/modules/deals/deals.test.ts',
  'src/modules/payments/capture-concurrency.test.ts',
  'src/modules/fan-purchases/fan-purchase-concurrency.test.ts',
  'src/modules/registration/registration-fee-recovery.test.ts',
  'src/modules/registration/registration-fee-session.test.ts',
  'src/modules/registration/sign-up-concurrency.test.ts',
  'src/modules/fans/fans.test.ts',
  'src/modules/requested-places/requested-places.test.ts',
  'src/modules/seasonal-badges/seasonal-badge-concurrency.test.ts',
  'src/modules/community-badges/community-badge-concurrency.test.ts',
  'src/modules/shop/shop-concurrency.test.ts',
  'src/modules/purchases/book-sale.test.ts',
  'src/modules/withdrawals/withdrawal-concurrency.test.ts',
  'src/modules/console-money/console-money-concurrency.test.ts',
  'src/modules/console-requests/console-requests-concurrency.test.ts',
  'src/modules/school-contract-documents/countersign-concurrency.test.ts',
  'src/modules/console-schools/console-schools-concurrency.test.ts',
  'src/modules/console-contests/console-contests-concurrency.test.ts',
  // The boards run as named prepared statements on PostgreSQL only.
  'src/modules/contests/leaderboard.test.ts',
  'src/modules/moderation/moderation-concurrency.test.ts',
  'src/modules/withdrawals/payout-webhook.test.ts',
  'src/modules/withdrawals/payout-reconciliation.test.ts',
  'src/modules/pizza-money/pizza-money-concurrency.test.ts',
  'src/modules/group-chats/group-chat-concurrency.test.ts',
  'src/modules/contests/sport-contests.test.ts',
  'src/modules/contests/brand-badge-concurrency.test.ts',
  'src/modules/contests/vote.test.ts',
  // Issue 37: every contest rule on the real server too.
  'src/modules/contests/brand-contests.test.ts',
  'src/modules/contests/contest-badge-purchase.test.ts',
  'src/modules/contests/public-contests.test.ts',
  'src/modules/console-contests/console-contests.test.ts',
  'src/modules/school-contracts/school-contract-signing-concurrency.test.ts',
  'src/platform/limits/attempt-counters.test.ts',
  // Jobs: each runs once across two processes; retries and restarts.
  'src/platform/jobs/job-queue.test.ts',
  'src/background-jobs.test.ts',
  // Locks and transactions: the ledger, payment reconciliation, file clean-up.
  'src/platform/ledger/ledger.test.ts',
  'src/modules/payments/payment-recovery.test.ts',
  'src/modules/payments/paypal-recovery.test.ts',
  'src/platform/storage/unreferenced-files-cleanup.test.ts',
  // LISTEN/NOTIFY, the listener's reconnection and what readiness says about it.
  'src/modules/events/cross-process.test.ts',
  'src/modules/events/routes.test.ts',
  'src/modules/events/stream-session.test.ts',
  'src/modules/notifications/bell.test.ts',
  'src/platform/events/listener-reconnect.test.ts',
  'src/modules/health/health.test.ts',
  'src/platform/auth/session-cache-processes.test.ts',
  'src/modules/resolutions/resolution-live.test.ts',
  // Representative: every route once, the money paths, sign-up and sign-in, the planner.
  'src/modules/authorization-matrix.test.ts',
  'src/modules/registration/registration-fee.test.ts',
  'src/modules/seasonal-badges/seasonal-badges.test.ts',
  'src/modules/talking-badges/talking-badges.test.ts',
  'src/modules/badge-sales/badge-sales.test.ts',
  'src/modules/registration/sign-up.test.ts',
  'src/modules/shop/shop.test.ts',
  'src/modules/fan-purchases/fan-purchases.test.ts',
  'src/modules/pizza-money/pizza-money.test.ts',
  'src/modules/pizza-money/pizza-money-fans.test.ts',
  'src/modules/auth/login.test.ts',
  'src/modules/trending/trending-plan.test.ts',
  'src/modules/directory/directory-plan.test.ts',
  'src/modules/console-users/search-plan.test.ts',
  'src/modules/notifications/page-plan.test.ts',
  'src/modules/directory/directory.test.ts',
];
