import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { checkLedger, describeLedgerProblem } from './ledger-check';

// `npm run ledger:check`: runs the ledger's integrity checks against the configured database
// (DATABASE_URL, else the embedded one in DATA_DIR, opened as the server opens it) and exits 1
// with one line per problem when any fails, 2 when it cannot run. It only reads.
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const problems = await checkLedger(database.db);
  if (problems.length === 0) {
    console.log(
      'ledger check passed: every transaction sums to zero, no wallet is below zero, every captured payment is posted once',
    );
  } else {
    console.error(`ledger check FAILED: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`- ${describeLedgerProblem(problem)}`);
    process.exitCode = 1;
  }
} catch (error) {
  // An unmigrated or unreachable database: say so in one line rather than a stack.
  // drizzle wraps the driver's error ("Failed query: ..."); the cause says what went wrong.
  const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  console.error(`ledger check could not run: ${reason instanceof Error ? reason.message : reason}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
