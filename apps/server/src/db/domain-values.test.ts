import {
  AD_MEDIA,
  AD_STATUSES,
  ATHLETE_TYPES,
  BLOG_POST_TYPES,
  CHAT_OUTCOMES,
  CHAT_STATUSES,
  CONSENT_STATUSES,
  EMAIL_STATUSES,
  FAN_CALL_TYPES,
  ISSUE_STATUSES,
  PAYMENT_STATUSES,
  PLACE_REQUEST_KINDS,
  PLACE_REQUEST_STATUSES,
  REGISTRATION_STATUSES,
  ROLES,
  SALE_KINDS,
  SCHOOL_KINDS,
  SHOP_ORDER_TYPES,
} from '@fhp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/database';
import { createUser } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/** Every database enum whose values are a list of the domain package. */
const DOMAIN_ENUMS: Record<string, readonly string[]> = {
  athlete_type: ATHLETE_TYPES,
  blog_post_type: BLOG_POST_TYPES,
  consent_status: CONSENT_STATUSES,
  email_status: EMAIL_STATUSES,
  fan_call_type: FAN_CALL_TYPES,
  chat_status: CHAT_STATUSES,
  chat_outcome: CHAT_OUTCOMES,
  issue_status: ISSUE_STATUSES,
  payment_status: PAYMENT_STATUSES,
  place_request_kind: PLACE_REQUEST_KINDS,
  place_request_status: PLACE_REQUEST_STATUSES,
  purchase_kind: SALE_KINDS,
  registration_status: REGISTRATION_STATUSES,
  school_kind: SCHOOL_KINDS,
  shop_order_type: SHOP_ORDER_TYPES,
  user_role: ROLES,
  vendor_ad_media: AD_MEDIA,
  vendor_ad_status: AD_STATUSES,
};

/** Enums of the server's own machinery, which the domain never names. */
const SERVER_ENUMS = ['ledger_account_kind', 'simulated_order_status'];

/** PostgreSQL's error code behind drizzle's wrapping, or 'none' when the statement ran. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'none';
  } catch (error) {
    for (let e: unknown = error; e instanceof Error; e = e.cause) {
      const { code } = e as Error & { code?: unknown };
      if (typeof code === 'string') return code;
    }
    throw error;
  }
}

describe('schema: status and kind columns hold only the domain values', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("has each enum's values exactly as the domain lists them", async () => {
    const rows = await queryRows<{ name: string; labels: string[] }>(
      database.db,
      sql`select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
        from pg_type t join pg_enum e on e.enumtypid = t.oid
        join pg_namespace n on n.oid = t.typnamespace
        -- Our tables live in public; pg-boss keeps its own types in its own schema.
        where n.nspname = 'public'
        group by t.typname`,
    );
    const inDatabase = Object.fromEntries(rows.map((r) => [r.name, r.labels]));
    for (const [name, values] of Object.entries(DOMAIN_ENUMS))
      expect(inDatabase[name], name).toEqual([...values]);
    // A new enum is listed above, with its domain list or as the server's own.
    const unlisted = Object.keys(inDatabase).filter(
      (name) => !(name in DOMAIN_ENUMS) && !SERVER_ENUMS.includes(name),
    );
    expect(unlisted).toEqual([]);
  });

  it('refuses an unknown status, kind or choice, and writes nothing', async () => {
    const { db } = database;
    const athlete = await createUser(db);
    const run = (query: SQL) => refusal(db.execute(query));
    // 22P02: not a value of the enum; 23514: the check constraint.
    expect(
      await run(sql`insert into athlete_issues (user_id, issue_number, message, status)
        values (${athlete.id}, 1234, 'Hi', 'resolved')`),
    ).toBe('22P02');
    expect(
      await run(sql`insert into place_requests (kind, added_by, state, city, college, sport, status)
        values ('city', ${athlete.id}, 'Florida', 'Miami', 'FIU', 'Golf', 'accepted')`),
    ).toBe('22P02');
    expect(
      await run(
        sql`insert into news_suggestions (type, remarks, status) values ('news', 'Hi', 'lost')`,
      ),
    ).toBe('23514');
    expect(
      await run(sql`insert into news_suggestions (type, remarks) values ('gossip', 'Hi')`),
    ).toBe('23514');
    expect(
      await run(sql`update chats set channel = 'Skype' where fan_user_id = ${athlete.id}`),
    ).toBe('22P02');
    expect(await run(sql`update payments set status = 'lost' where user_id = ${athlete.id}`)).toBe(
      '22P02',
    );
    for (const [column, value] of [
      ['gender', 'Other'],
      ['country', 'Canada'],
      ['contact_method', 'phone'],
    ] as const)
      expect(
        await run(sql`update athlete_profiles set ${sql.identifier(column)} = ${value}
          where user_id = ${athlete.id}`),
        column,
      ).toBe('23514');

    const written = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from athlete_issues)::int + (select count(*) from place_requests)::int
        + (select count(*) from chats)::int as n`,
    );
    expect(written).toEqual([{ n: 0 }]);
    const [profile] = await queryRows<{ gender: string | null }>(
      db,
      sql`select gender from athlete_profiles where user_id = ${athlete.id}`,
    );
    expect(profile).toEqual({ gender: null });
    // The domain's own values pass.
    expect(
      await run(sql`update athlete_profiles set gender = 'Female', country = 'USA',
        contact_method = 'zoom' where user_id = ${athlete.id}`),
    ).toBe('none');
  });
});
