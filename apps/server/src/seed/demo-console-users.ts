import { auditLog, userNotes } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

/**
 * The console's users part (issue 34, item 5): an operator's note on the demo athlete and one
 * on the blocked demo account, with the audit rows the console would have written for them
 * (the note, and the block with its reason).
 */
export async function seedDemoConsoleUsers(db: DbOrTx, ids: Record<string, string>) {
  const { admin, athlete, blocked } = ids;
  if (!admin || !athlete) return;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const author = { authorId: admin, authorEmail: 'admin@example.com' };
  const actor = { actorId: admin, actorEmail: 'admin@example.com' };
  const athleteNote =
    'Called on the phone: verified the school and the sport. Payout e-mail confirmed by the athlete.';
  const [note] = await db
    .insert(userNotes)
    .values({ ...author, userId: athlete, text: athleteNote, createdAt: daysAgo(3) })
    .returning({ id: userNotes.id });
  await db.insert(auditLog).values({
    ...actor,
    createdAt: daysAgo(3),
    action: 'user.note',
    subjectType: 'user',
    subjectId: athlete,
    after: { noteId: note?.id ?? null },
    note: athleteNote,
  });
  if (!blocked) return;
  const reason = 'Several fans reported the page as impersonating a real athlete.';
  await db
    .insert(userNotes)
    .values({ ...author, userId: blocked, text: reason, createdAt: daysAgo(6) });
  await db.insert(auditLog).values({
    ...actor,
    createdAt: daysAgo(6),
    action: 'user.block',
    subjectType: 'user',
    subjectId: blocked,
    before: { blocked: false },
    after: { blocked: true },
    note: reason,
  });
}
