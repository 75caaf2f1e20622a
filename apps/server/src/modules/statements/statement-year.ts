import { messages, statementYears } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';

export type StatementPerson = { name: string; years: number[] };

/**
 * The person a statement is for and the years one exists for: from the first of the account's
 * creation and its first money (demo sales may be dated before the account) to this year. Any
 * other year is refused with the catalogue's message, before anything is read for it.
 */
export async function statementPerson(
  db: DbOrTx,
  userId: string,
  year: number,
  firstMoney: 'wallet' | 'purchases',
  now = new Date(),
): Promise<StatementPerson> {
  const money =
    firstMoney === 'wallet'
      ? sql`(select min(e.created_at) from ledger_entries e
             join ledger_accounts a on a.id = e.account_id
             where a.kind = 'athlete_wallet' and a.owner_user_id = u.id)`
      : sql`(select min(p.created_at) from purchases p where p.fan_user_id = u.id)`;
  const [row] = await queryRows<{ name: string; first_year: number | string }>(
    db,
    sql`select trim(u.first_name || ' ' || u.last_name) as name,
          extract(year from least(u.created_at, coalesce(${money}, u.created_at))
                  at time zone 'UTC')::int as first_year
        from users u where u.id = ${userId}`,
  );
  const years = statementYears(
    Number(row?.first_year ?? now.getUTCFullYear()),
    now.getUTCFullYear(),
  );
  if (!row || !years.includes(year)) throw badRequest(messages.statements.badYear);
  return { name: row.name, years };
}
