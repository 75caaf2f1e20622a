import { contentMessages as m, type TConsoleDeal, type TDealInput } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { vendorAds as v } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Db, DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { notFound } from '../../platform/http/app-error';
import { type Cursor, toPage } from '../../platform/http/cursor';

type Actor = { id: string; email: string };
type Row = typeof v.$inferSelect;

const toDeal = (r: Row): TConsoleDeal => ({
  id: r.id,
  category: r.category,
  status: r.status,
  media: r.media,
  imageUrl: r.imageUrl,
  videoUrl: r.videoUrl,
  website: r.website,
  description: r.description,
  totalViews: r.totalViews,
  createdAt: r.createdAt.toISOString(),
});
const audited = (r: Row) => {
  const { id: _id, createdAt: _c, totalViews: _t, vendorUserId: _v, ...rest } = r;
  return rest;
};

export async function listConsoleDeals(
  db: DbOrTx,
  query: { status?: Row['status']; cursor: Cursor | null; limit: number },
) {
  const rows = await db
    .select()
    .from(v)
    .where(
      and(
        query.status ? eq(v.status, query.status) : undefined,
        query.cursor ? afterCursor(v, v, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(v))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(toDeal), nextCursor: page.nextCursor };
}

export async function createDeal(db: Db, actor: Actor, input: TDealInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(v).values(input).returning();
    if (!row) throw new Error('deal insert returned nothing');
    await recordAudit(tx, {
      actor,
      action: 'deal.create',
      subjectType: 'deal',
      subjectId: row.id,
      after: audited(row),
    });
    return toDeal(row);
  });
}

export async function updateDeal(db: Db, actor: Actor, id: string, input: TDealInput) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(v).where(eq(v.id, id)).for('update');
    if (!before) throw notFound();
    const [row] = await tx.update(v).set(input).where(eq(v.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'deal.update',
      subjectType: 'deal',
      subjectId: id,
      before: audited(before),
      after: audited(row),
    });
    return toDeal(row);
  });
}

export async function deleteDeal(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(v).where(eq(v.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'deal.delete',
      subjectType: 'deal',
      subjectId: id,
      before: audited(row),
    });
    return { message: m.dealDeleted };
  });
}

export async function dealSubject(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: v.id }).from(v).where(eq(v.id, id));
  return row ? { ownerId: null } : undefined;
}
