import {
  formatCents,
  inboxTexts,
  newsSuggestionTypeLabel,
  type TNewsSuggestionType,
} from '@fhp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/database';

/** What a notification says about its record: who it concerns and what, in words. */
export type Described = { who: string | null; about: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const short = (text: string, max = 140) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
const KNOWN = [
  'city',
  'sport',
  'athlete-issue',
  'withdrawal',
  'news-suggestion',
  'resolution',
  'school-contract-signed',
  'institute',
  'school-contract-request',
];

/** One record as the lookup reads it: its kind's fields in generic columns. */
type Found = {
  kind: string;
  id: string;
  name: string | null;
  email: string | null;
  a: string | null;
  b: string | null;
  c: string | null;
  d: string | null;
  n: number | null;
};

const NAME = sql.raw(`nullif(trim(u.first_name || ' ' || u.last_name), '')`);
const uuids = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

function aboutOf(r: Found): Described {
  const who = r.name ?? r.email;
  switch (r.kind) {
    case 'city':
      return { who, about: `${r.b}, ${r.a} (${r.c})` };
    case 'sport':
      return { who, about: `${r.d} (${r.c}, ${r.b}, ${r.a})` };
    case 'athlete-issue':
      return { who, about: `#${r.n}: ${short(r.a ?? '')}` };
    case 'withdrawal':
      return { who, about: `${formatCents(r.n ?? 0)} to ${r.a} (${r.b})` };
    case 'resolution':
      return { who, about: `${r.a} (${r.b}): ${short(r.c ?? '')}` };
    case 'school-contract-signed':
      return { who, about: `Contract #${r.n}: ${r.a} (${r.b}), signed by the school` };
    case 'institute':
    case 'school-contract-request':
      // The requester's school e-mail; the school, its place and state.
      return { who, about: `${r.a} (${r.b}, ${r.c})` };
    default:
      return {
        who: who ?? r.b,
        about: `${newsSuggestionTypeLabel(r.a as TNewsSuggestionType)}: ${short(r.c ?? '')}`,
      };
  }
}

/**
 * Reads, for a page of admin notifications, the records they name, in one statement (one
 * primary-key lookup per record, whatever the tables' sizes: a UNION ALL of each kind's table),
 * and says in words what each is about. A record deleted since is said to be so.
 */
export async function describeNotifications(
  db: DbOrTx,
  rows: readonly { type: string; notifyId: string }[],
): Promise<Map<string, Described>> {
  const out = new Map<string, Described>();
  const idsOf = (...types: string[]) => [
    ...new Set(
      rows.filter((r) => types.includes(r.type) && UUID.test(r.notifyId)).map((r) => r.notifyId),
    ),
  ];
  const places = idsOf('city', 'sport');
  const issues = idsOf('athlete-issue');
  const payouts = idsOf('withdrawal');
  const suggestions = idsOf('news-suggestion');
  const resolutions = idsOf('resolution');
  const contracts = idsOf('school-contract-signed');
  const institutes = idsOf('institute');
  const schoolRequests = idsOf('school-contract-request');

  const parts: SQL[] = [];
  if (places.length)
    parts.push(sql`select r.kind::text as kind, r.id::text as id, ${NAME} as name, u.email,
        r.state as a, r.city as b, r.college as c, r.sport as d, null::int as n
      from place_requests r join users u on u.id = r.added_by where r.id = any(${uuids(places)})`);
  if (issues.length)
    parts.push(sql`select 'athlete-issue' as kind, i.id::text as id, ${NAME} as name, u.email,
        i.message as a, null as b, null as c, null as d, i.issue_number as n
      from athlete_issues i join users u on u.id = i.user_id where i.id = any(${uuids(issues)})`);
  if (payouts.length)
    parts.push(sql`select 'withdrawal' as kind, w.id::text as id, ${NAME} as name, u.email,
        w.payout_email as a, w.status as b, null as c, null as d, w.amount_cents as n
      from withdrawals w join users u on u.id = w.athlete_user_id where w.id = any(${uuids(payouts)})`);
  if (suggestions.length)
    parts.push(sql`select 'news-suggestion' as kind, s.id::text as id, ${NAME} as name, u.email,
        s.type as a, s.email as b, s.remarks as c, null as d, null::int as n
      from news_suggestions s left join users u on u.id = s.user_id
      where s.id = any(${uuids(suggestions)})`);
  if (resolutions.length)
    parts.push(sql`select 'resolution' as kind, r.id::text as id, ${NAME} as name, u.email,
        r.type as a, r.status as b, r.description as c, null as d, null::int as n
      from resolutions r join users u on u.id = r.user_id where r.id = any(${uuids(resolutions)})`);
  if (contracts.length)
    parts.push(sql`select 'school-contract-signed' as kind, c.id::text as id,
        nullif(trim(coalesce(c.schedule_b->>'officerFirstName', '') || ' ' ||
          coalesce(c.schedule_b->>'officerLastName', '')), '') as name, c.officer_email as email,
        c.school_name as a, c.state_code as b, null as c, null as d, c.number::int as n
      from school_contracts c where c.id = any(${uuids(contracts)})`);
  if (institutes.length)
    parts.push(sql`select 'institute' as kind, i.id::text as id, null as name, i.email,
        i.institute_name as a, i.place as b, i.state_code as c, null as d, null::int as n
      from institute_requests i where i.id = any(${uuids(institutes)})`);
  if (schoolRequests.length)
    parts.push(sql`select 'school-contract-request' as kind, s.id::text as id, null as name,
        s.email, s.school_name as a, s.place as b, s.state_code as c, null as d, null::int as n
      from school_contract_requests s where s.id = any(${uuids(schoolRequests)})`);
  if (parts.length) {
    const found = await queryRows<Found>(db, sql.join(parts, sql` union all `));
    for (const r of found) out.set(`${r.kind}:${r.id}`, aboutOf(r));
  }

  for (const r of rows) {
    const key = `${r.type}:${r.notifyId}`;
    if (out.has(key)) continue;
    out.set(key, {
      who: null,
      about: KNOWN.includes(r.type)
        ? inboxTexts.deletedRecord
        : inboxTexts.unknownRecord(inboxTexts.kinds[r.type] ?? r.type, r.notifyId),
    });
  }
  return out;
}
