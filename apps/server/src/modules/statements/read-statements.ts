import { statementYearRange, type TEarningsStatement, type TGivingStatement } from '@fhp/domain';
import type { DbOrTx } from '../../platform/db/database';
import { buildEarnings } from './build-earnings';
import { buildGiving } from './build-giving';
import { type EarningsLine, readEarningsLines, walletBalanceBefore } from './earnings-lines';
import { readGivingLines } from './giving-lines';
import { statementPerson } from './statement-year';

/**
 * The athlete's statement of a year and its ledger lines (the disclosure lists them). The
 * closing balance is the opening one plus the lines, so the statement always adds up.
 */
export async function readEarnings(
  db: DbOrTx,
  athleteId: string,
  year: number,
  now = new Date(),
): Promise<{ statement: TEarningsStatement; lines: EarningsLine[] }> {
  const person = await statementPerson(db, athleteId, year, 'wallet', now);
  const range = statementYearRange(year);
  const lines = await readEarningsLines(db, athleteId, range);
  const openingBalanceCents = await walletBalanceBefore(db, athleteId, range.from);
  const statement = buildEarnings(lines, { year, ...person, openingBalanceCents, now });
  return { statement, lines };
}

/** The fan's giving statement of a year. */
export async function readGiving(
  db: DbOrTx,
  fanId: string,
  year: number,
  now = new Date(),
): Promise<TGivingStatement> {
  const person = await statementPerson(db, fanId, year, 'purchases', now);
  const lines = await readGivingLines(db, fanId, statementYearRange(year));
  return buildGiving(lines, { year, ...person, now });
}
