import {
  ATHLETE_TUTORIAL_AUDIENCES,
  contentMessages as m,
  type TTutorial,
  type TTutorialInput,
  type TTutorialKind,
  TUTORIALS_SHOWN_MAX,
} from '@fhp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { tutorials as t } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Db, DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { notFound } from '../../platform/http/app-error';
import { type Cursor, toPage } from '../../platform/http/cursor';

type Actor = { id: string; email: string };
type Row = typeof t.$inferSelect;

const toTutorial = (r: Row): TTutorial => ({
  id: r.id,
  kind: r.kind as TTutorial['kind'],
  title: r.title,
  url: r.url,
  audience: r.audience as TTutorial['audience'],
  createdAt: r.createdAt.toISOString(),
});
const audited = ({ kind, title, url, audience }: Row) => ({ kind, title, url, audience });

/** What an athlete's panel shows: the kind's tutorials for athletes, oldest first (numbered). */
export async function listAthleteTutorials(db: DbOrTx, kind: TTutorialKind) {
  const rows = await db
    .select({ id: t.id, title: t.title, url: t.url })
    .from(t)
    .where(and(eq(t.kind, kind), inArray(t.audience, [...ATHLETE_TUTORIAL_AUDIENCES])))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(TUTORIALS_SHOWN_MAX);
  return { items: rows };
}

export async function listTutorials(
  db: DbOrTx,
  query: { kind?: TTutorialKind; audience?: string; cursor: Cursor | null; limit: number },
) {
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        query.kind ? eq(t.kind, query.kind) : undefined,
        query.audience ? eq(t.audience, query.audience) : undefined,
        query.cursor ? afterCursor(t, t, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(t))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(toTutorial), nextCursor: page.nextCursor };
}

export async function createTutorial(db: Db, actor: Actor, input: TTutorialInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(t).values(input).returning();
    if (!row) throw new Error('tutorial insert returned nothing');
    await recordAudit(tx, {
      actor,
      action: 'tutorial.create',
      subjectType: 'tutorial',
      subjectId: row.id,
      after: audited(row),
    });
    return toTutorial(row);
  });
}

export async function updateTutorial(db: Db, actor: Actor, id: string, input: TTutorialInput) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound();
    const [row] = await tx
      .update(t)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(t.id, id))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'tutorial.update',
      subjectType: 'tutorial',
      subjectId: id,
      before: audited(before),
      after: audited(row),
    });
    return toTutorial(row);
  });
}

export async function deleteTutorial(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(t).where(eq(t.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'tutorial.delete',
      subjectType: 'tutorial',
      subjectId: id,
      before: audited(row),
    });
    return { message: m.tutorialDeleted };
  });
}

/** The policy's subject of a path that names a tutorial: nobody owns one. */
export async function tutorialSubject(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.id, id));
  return row ? { ownerId: null } : undefined;
}
