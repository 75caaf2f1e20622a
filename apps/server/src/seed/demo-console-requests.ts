import { consoleRequestsMessages as m } from '@fhp/domain';
import {
  adminNotifications,
  auditLog,
  newsSuggestions,
  notifications,
  placeRequests,
} from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

/**
 * The console's requests and inbox (issue 34): besides the athletes' pending city, sport and
 * issue requests (demo-athlete-account.ts, their admin notifications unread), news suggestions
 * waiting (a signed-in fan's and a visitor's), and a sport request of the second athlete an
 * operator declined, with their (read) notification, its read inbox item and its audit row.
 */
export async function seedDemoConsoleRequests(db: DbOrTx, ids: Record<string, string>) {
  const { admin, athlete2, fan } = ids;
  if (!admin || !athlete2) return;
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

  const suggestions = await db
    .insert(newsSuggestions)
    .values([
      {
        type: 'athlete',
        remarks: 'Our point guard just broke the school record for assists. Worth a spotlight!',
        userId: fan ?? null,
        createdAt: hoursAgo(3),
      },
      {
        type: 'event',
        remarks: 'The spring regatta on Lake Monroe is open to fans this year.',
        email: 'rowing.fan@example.com',
        createdAt: hoursAgo(26),
      },
    ])
    .returning({ id: newsSuggestions.id, createdAt: newsSuggestions.createdAt });

  const decidedAt = hoursAgo(20);
  const note = 'Quidditch is not a sport we list yet; ask again when your college fields a team.';
  const [declined] = await db
    .insert(placeRequests)
    .values({
      kind: 'sport',
      addedBy: athlete2,
      state: 'Florida',
      city: 'Orlando',
      college: 'University Of Central Florida',
      sport: 'Quidditch',
      status: 'declined',
      decisionNote: note,
      decidedAt,
      decidedBy: admin,
      createdAt: hoursAgo(48),
    })
    .returning();
  if (!declined) return;

  await db.insert(adminNotifications).values([
    ...suggestions.map((s) => ({
      type: 'news-suggestion',
      notifyId: s.id,
      createdAt: s.createdAt,
    })),
    { type: 'sport', notifyId: declined.id, status: true, createdAt: declined.createdAt },
  ]);
  const record = {
    state: declined.state,
    city: declined.city,
    college: declined.college,
    sport: declined.sport,
  };
  await db.insert(auditLog).values({
    actorId: admin,
    actorEmail: 'admin@example.com',
    createdAt: decidedAt,
    action: 'request.decline',
    subjectType: 'sport',
    subjectId: declined.id,
    before: { status: 'pending', ...record },
    after: { status: 'declined', ...record },
    note,
  });
  // Read since: the demo athlete accounts' unread lists stay as other demos describe them.
  await db.insert(notifications).values({
    userId: athlete2,
    type: 'request-decided',
    message: m.decidedForAthlete(m.sportWhat(declined.sport), 'decline', note),
    data: { kind: 'sport', id: declined.id, decision: 'decline' },
    createdAt: decidedAt,
    readAt: new Date(decidedAt.getTime() + 3_600_000),
  });
}
