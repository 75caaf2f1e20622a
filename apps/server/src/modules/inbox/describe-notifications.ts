import {
  formatCents,
  inboxTexts,
  newsSuggestionTypeLabel,
  type TNewsSuggestionType,
} from '@fhp/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { athleteIssues, newsSuggestions, placeRequests, users, withdrawals } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

/** What a notification says about its record: who it concerns and what, in words. */
export type Described = { who: string | null; about: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const nameOf = sql<string>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
const short = (text: string, max = 140) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * Reads, for a page of admin notifications, the records they name (one query per kind on their
 * primary keys, so a page costs a few index lookups whatever the table's size) and says in words
 * what each is about. A record deleted since is said to be so.
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

  await Promise.all([
    places.length &&
      db
        .select({
          id: placeRequests.id,
          kind: placeRequests.kind,
          state: placeRequests.state,
          city: placeRequests.city,
          college: placeRequests.college,
          sport: placeRequests.sport,
          name: nameOf,
          email: users.email,
        })
        .from(placeRequests)
        .innerJoin(users, eq(users.id, placeRequests.addedBy))
        .where(inArray(placeRequests.id, places))
        .then((found) => {
          for (const r of found)
            out.set(`${r.kind}:${r.id}`, {
              who: r.name ?? r.email,
              about:
                r.kind === 'city'
                  ? `${r.city}, ${r.state} (${r.college})`
                  : `${r.sport} (${r.college}, ${r.city}, ${r.state})`,
            });
        }),
    issues.length &&
      db
        .select({
          id: athleteIssues.id,
          number: athleteIssues.issueNumber,
          message: athleteIssues.message,
          name: nameOf,
          email: users.email,
        })
        .from(athleteIssues)
        .innerJoin(users, eq(users.id, athleteIssues.userId))
        .where(inArray(athleteIssues.id, issues))
        .then((found) => {
          for (const r of found)
            out.set(`athlete-issue:${r.id}`, {
              who: r.name ?? r.email,
              about: `#${r.number}: ${short(r.message)}`,
            });
        }),
    payouts.length &&
      db
        .select({
          id: withdrawals.id,
          amountCents: withdrawals.amountCents,
          payoutEmail: withdrawals.payoutEmail,
          status: withdrawals.status,
          name: nameOf,
          email: users.email,
        })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.athleteUserId))
        .where(inArray(withdrawals.id, payouts))
        .then((found) => {
          for (const r of found)
            out.set(`withdrawal:${r.id}`, {
              who: r.name ?? r.email,
              about: `${formatCents(r.amountCents)} to ${r.payoutEmail} (${r.status})`,
            });
        }),
    suggestions.length &&
      db
        .select({
          id: newsSuggestions.id,
          type: newsSuggestions.type,
          remarks: newsSuggestions.remarks,
          replyTo: newsSuggestions.email,
          name: nameOf,
          email: users.email,
        })
        .from(newsSuggestions)
        .leftJoin(users, eq(users.id, newsSuggestions.userId))
        .where(inArray(newsSuggestions.id, suggestions))
        .then((found) => {
          for (const r of found)
            out.set(`news-suggestion:${r.id}`, {
              who: r.name ?? r.email ?? r.replyTo,
              about: `${newsSuggestionTypeLabel(r.type as TNewsSuggestionType)}: ${short(r.remarks)}`,
            });
        }),
  ]);

  for (const r of rows) {
    const key = `${r.type}:${r.notifyId}`;
    if (out.has(key)) continue;
    const known = ['city', 'sport', 'athlete-issue', 'withdrawal', 'news-suggestion'].includes(
      r.type,
    );
    out.set(key, {
      who: null,
      about: known
        ? inboxTexts.deletedRecord
        : inboxTexts.unknownRecord(inboxTexts.kinds[r.type] ?? r.type, r.notifyId),
    });
  }
  return out;
}
