import { contentMessages as m, type TNewsPost, type TNewsPostInput } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { blogPosts as b } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Db, DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { notFound, validationFailed } from '../../platform/http/app-error';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { fileUrl } from '../../platform/storage/files-service';
import { sanitizePostHtml } from '../blogs/sanitize-post-html';

type Actor = { id: string; email: string };
type Row = typeof b.$inferSelect;

const isNews = (id: string) => and(eq(b.id, id), eq(b.type, 'admin'));

const toPost = (r: Row): TNewsPost => ({
  id: r.id,
  title: r.title,
  category: r.category,
  descriptionHtml: r.descriptionHtml,
  imageUrl: r.imageFileId ? fileUrl(r.imageFileId) : null,
  createdAt: r.createdAt.toISOString(),
});
const audited = ({ title, category, descriptionHtml }: Row) => ({
  title,
  category,
  descriptionHtml,
});

/**
 * The post as stored: its HTML cut to the allowlist (sanitize-post-html.ts). A post whose whole
 * text was markup the allowlist removes (a lone script) is refused as empty, not stored blank.
 */
function cleaned(input: TNewsPostInput) {
  const descriptionHtml = sanitizePostHtml(input.descriptionHtml);
  if (descriptionHtml.replace(/<[^>]*>|&nbsp;|\s/g, '') === '') {
    throw validationFailed({ descriptionHtml: m.bodyRequired });
  }
  return { title: input.title, category: input.category, descriptionHtml };
}

export async function listNewsPosts(db: DbOrTx, query: { cursor: Cursor | null; limit: number }) {
  const rows = await db
    .select()
    .from(b)
    .where(and(eq(b.type, 'admin'), query.cursor ? afterCursor(b, b, query.cursor) : undefined))
    .orderBy(...newestFirst(b))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(toPost), nextCursor: page.nextCursor };
}

export async function createNewsPost(db: Db, actor: Actor, input: TNewsPostInput) {
  const values = cleaned(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(b)
      .values({ ...values, type: 'admin', authorUserId: actor.id })
      .returning();
    if (!row) throw new Error('news post insert returned nothing');
    await recordAudit(tx, {
      actor,
      action: 'news.create',
      subjectType: 'news-post',
      subjectId: row.id,
      after: audited(row),
    });
    return toPost(row);
  });
}

export async function updateNewsPost(db: Db, actor: Actor, id: string, input: TNewsPostInput) {
  const values = cleaned(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(b).where(isNews(id)).for('update');
    if (!before) throw notFound();
    const [row] = await tx.update(b).set(values).where(isNews(id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'news.update',
      subjectType: 'news-post',
      subjectId: id,
      before: audited(before),
      after: audited(row),
    });
    return toPost(row);
  });
}

export async function deleteNewsPost(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(b).where(isNews(id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'news.delete',
      subjectType: 'news-post',
      subjectId: id,
      before: audited(row),
    });
    return { message: m.newsDeleted };
  });
}

export async function newsPostSubject(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: b.id }).from(b).where(isNews(id));
  return row ? { ownerId: null } : undefined;
}
