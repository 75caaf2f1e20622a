import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../platform/db/database';

const FIRST_NAMES = [
  'Aaliyah',
  'Aiden',
  'Amara',
  'Andre',
  'Bianca',
  'Brandon',
  'Caleb',
  'Camila',
  'Darius',
  'Delia',
  'Elena',
  'Elijah',
  'Fatima',
  'Gavin',
  'Grace',
  'Hector',
  'Imani',
  'Isaiah',
  'Jada',
  'Jordan',
  'Kayla',
  'Keanu',
  'Layla',
  'Lucas',
  'Malik',
  'Maya',
  'Nadia',
  'Noah',
  'Olivia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Santiago',
  'Sofia',
  'Tariq',
  'Tessa',
  'Victor',
  'Yara',
  'Zane',
];
const LAST_NAMES = [
  'Adams',
  'Alvarez',
  'Baker',
  'Bell',
  'Brooks',
  'Campbell',
  'Carter',
  'Chen',
  'Cruz',
  'Davis',
  'Diaz',
  'Edwards',
  'Evans',
  'Fisher',
  'Flores',
  'Garcia',
  'Gomez',
  'Green',
  'Hall',
  'Harris',
  'Hughes',
  'Jackson',
  'James',
  'Johnson',
  'Kim',
  'King',
  'Lee',
  'Lewis',
  'Lopez',
  'Martin',
  'Mendoza',
  'Mitchell',
  'Moore',
  'Morales',
  'Murphy',
  'Nguyen',
  'Okafor',
  'Ortiz',
  'Patel',
  'Perez',
  'Phillips',
  'Quillfeather',
  'Ramirez',
  'Reed',
  'Rivera',
  'Roberts',
  'Robinson',
  'Sanchez',
  'Scott',
  'Smith',
  'Stewart',
  'Taylor',
  'Thomas',
  'Torres',
  'Turner',
  'Walker',
  'Washington',
  'White',
  'Williams',
  'Young',
];
const SPORTS = ['Basketball', 'Football', 'Soccer', 'Baseball', 'Volleyball', 'Track and Field'];
const STATES = ['FL', 'TX', 'CA', 'NY', 'GA', 'OH', 'NC', 'AZ', 'WA', 'IL'];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * The directory's name indexes on users (migrations 0021 and 0028): dropped while a large batch
 * is added and built again after it, which is several times faster than updating them row by
 * row (the trigram index most). The trigger that adds each name to directory_names is off for
 * the batch too; its distinct names are added in one statement after it.
 */
const NAME_INDEXES = [
  'users_name_order_idx',
  'users_first_name_order_idx',
  'users_full_name_trgm_idx',
  'users_email_prefix_idx',
];

/**
 * Athletes for the directory's bench: `count` active athletes with names drawn from common
 * first and last names (so a name fragment matches as many as it would in a real roster:
 * "garc" about 1 in 60), sports and states. No notifications, sales or sessions. One statement
 * (generate_series), with the name indexes built once after it.
 */
export async function generateDirectoryAthletes(db: Db, count: number): Promise<void> {
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = 'users'
          and indexname in (${sql.join(
            NAME_INDEXES.map((name) => sql`${name}`),
            sql`, `,
          )})`,
  );
  for (const { indexname } of indexes) {
    await db.execute(sql.raw(`drop index if exists "${indexname}"`));
  }
  await db.execute(sql`alter table users disable trigger users_directory_names`);
  await db.execute(sql`
    with made as (
      insert into users (email, password_hash, role, first_name, last_name)
      select 'dir-' || g || '-' || md5(random()::text) || '@example.com', 'not-a-password', 'athlete',
             (${textArray(FIRST_NAMES)})[1 + (g * 7) % ${FIRST_NAMES.length}],
             (${textArray(LAST_NAMES)})[1 + (g * 13) % ${LAST_NAMES.length}]
      from generate_series(1, ${count}::int) g
      returning id)
    insert into athlete_profiles (user_id, sport, state_code)
    select id,
           (${textArray(SPORTS)})[1 + (random() * ${SPORTS.length - 1})::int],
           (${textArray(STATES)})[1 + (random() * ${STATES.length - 1})::int]
    from made`);
  await db.execute(sql`alter table users enable trigger users_directory_names`);
  await db.execute(sql`
    insert into directory_names (name)
    select lower(first_name) from users union select lower(last_name) from users
    on conflict do nothing`);
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze athlete_profiles`);
}
