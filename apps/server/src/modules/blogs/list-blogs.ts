import { blogYearOptions, type TBlogsPage, type TBlogsQuery } from '@fhp/domain';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { blogPosts as b } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { fileUrl } from '../../platform/storage/files-service';
import { sanitizePostHtml } from './sanitize-post-html';

/** `%`, `_` and the escape character itself match literally in an ILIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The calendar year as UTC instants [1 Jan year, 1 Jan year+1). */
const yearRange = (year: number) =>
  [new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))] as const;

/**
 * A page of the public news (admin posts only), newest first, filtered by category, year (UTC)
 * and a case-insensitive part of the title. The HTML leaves sanitized (sanitize-post-html.ts).
 */
export async function listBlogs(
  db: DbOrTx,
  query: Omit<TBlogsQuery, 'cursor'> & { cursor: Cursor | null },
): Promise<TBlogsPage> {
  const years = query.year === undefined ? null : yearRange(query.year);
  const rows = await db
    .select({
      id: b.id,
      title: b.title,
      category: b.category,
      descriptionHtml: b.descriptionHtml,
      imageFileId: b.imageFileId,
      createdAt: b.createdAt,
    })
    .from(b)
    .where(
      and(
        eq(b.type, 'admin'),
        isNull(b.hiddenAt),
        query.category ? eq(b.category, query.category) : undefined,
        years ? and(gte(b.createdAt, years[0]), lt(b.createdAt, years[1])) : undefined,
        query.q ? sql`${b.title} ilike ${`%${escapeLike(query.q)}%`} escape '\\'` : undefined,
        query.cursor ? afterCursor(b, b, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(b))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    items: page.items.map((r) => ({
      id: r.id,
      title: r.title,
      category: r.category,
      descriptionHtml: sanitizePostHtml(r.descriptionHtml),
      imageUrl: r.imageFileId ? fileUrl(r.imageFileId) : null,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

/** The year filter's choices: the spec's years and every year with an admin post. */
export async function blogYears(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({
      year: sql<number>`extract(year from ${b.createdAt} at time zone 'UTC')::int`,
    })
    .from(b)
    .where(eq(b.type, 'admin'));
  return blogYearOptions(rows.map((r) => Number(r.year)));
}
