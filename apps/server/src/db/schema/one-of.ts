import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A CHECK that a column holds one of the domain's values (null passes, as in any check). The
 * values are written into the constraint as literals: a check takes no parameters.
 */
export const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
