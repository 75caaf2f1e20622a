import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { generateSyntheticData } from './synthetic-data';

export { type GenerateOptions, type GenerateResult, generateSyntheticData } from './synthetic-data';

/**
 * `npm run gen -- --athletes N [--notifications-per-athlete M] [--sales-per-athlete K]
 * [--database-url URL]`: migrates the configured database (DATABASE_URL, else PGlite in DATA_DIR)
 * and adds a batch of synthetic data to it.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      athletes: { type: 'string' },
      'notifications-per-athlete': { type: 'string', default: '100' },
      'sales-per-athlete': { type: 'string', default: '10' },
      'database-url': { type: 'string' },
    },
  });
  const toInt = (name: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
    return n;
  };
  if (!values.athletes)
    throw new Error('usage: npm run gen -- --athletes N [--notifications-per-athlete M]');

  const config = loadConfig({
    ...process.env,
    DATABASE_URL: values['database-url'] ?? process.env.DATABASE_URL,
  });
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const result = await generateSyntheticData(database.db, {
      athletes: toInt('athletes', values.athletes),
      notificationsPerAthlete: toInt(
        'notifications-per-athlete',
        values['notifications-per-athlete'],
      ),
      salesPerAthlete: toInt('sales-per-athlete', values['sales-per-athlete']),
      log: (line) => console.log(`  ${line}`),
    });
    console.log(
      `generated on ${database.kind} in ${(result.ms / 1000).toFixed(1)} s: ${result.athletes} athletes, ` +
        `${result.fans} fans, ${result.notifications} notifications, ${result.ledgerTransactions} ledger ` +
        `transactions (${result.ledgerEntries} entries). Sign in as ${result.firstAthlete.email} ` +
        '(password Athlete123!).',
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
