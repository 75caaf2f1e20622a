import { PUBLIC_PAGES_CHANNEL } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import { auditLog, moderationItems, notifications } from '../../db/schema';
import { createAdmin, createUser, sessionCookie } from '../../test/factories';
import { twoProcesses } from '../../test/two-processes';

const onPostgres = inject('dbKind') === 'postgres';

describe('moderation decisions under concurrency', () => {
  const { first: t, second: other } = twoProcesses();

  it.runIf(onPostgres)(
    'two operators deciding one item at once (two processes) make one decision',
    async () => {
      const db = t.services.db;
      const athlete = await createUser(db);
      const [a, b] = await Promise.all([createAdmin(db), createAdmin(db)]);
      const cookies = await Promise.all([a, b].map((o) => sessionCookie(db, o?.id ?? '')));
      for (let round = 0; round < 5; round++) {
        const [item] = await db
          .insert(moderationItems)
          .values({
            kind: 'blog-post',
            place: 'blog-post',
            athleteUserId: athlete.id,
            subjectId: crypto.randomUUID(),
          })
          .returning();
        const id = item?.id ?? '';
        const responses = await Promise.all([
          t.app.inject({
            method: 'POST',
            url: `/api/console/moderation/${id}/hide`,
            headers: { cookie: cookies[0] },
            payload: { reason: 'Not allowed' },
          }),
          other.app.inject({
            method: 'POST',
            url: `/api/console/moderation/${id}/review`,
            headers: { cookie: cookies[1] },
          }),
        ]);
        expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const audits = await db.select().from(auditLog).where(eq(auditLog.subjectId, id));
        expect(audits).toHaveLength(1);
        const hid = responses[0]?.statusCode === 200;
        const notes = await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, athlete.id), eq(notifications.type, 'moderation')));
        expect(notes.filter((n) => n.data.moderationItemId === id)).toHaveLength(hid ? 1 : 0);
      }
    },
  );

  it.runIf(onPostgres)(
    'tells the other process to drop its rendered pages when an item is hidden',
    async () => {
      const db = t.services.db;
      const athlete = await createUser(db);
      const admin = await createAdmin(db);
      const heard = vi.fn();
      const stop = other.services.events.subscribe(PUBLIC_PAGES_CHANNEL, heard);
      try {
        const [item] = await db
          .insert(moderationItems)
          .values({
            kind: 'blog-post',
            place: 'blog-post',
            athleteUserId: athlete.id,
            subjectId: crypto.randomUUID(),
          })
          .returning();
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/console/moderation/${item?.id}/hide`,
          headers: { cookie: await sessionCookie(db, admin.id) },
          payload: { reason: 'Not allowed' },
        });
        expect(res.statusCode).toBe(200);
        await vi.waitFor(() =>
          expect(heard).toHaveBeenCalledWith(
            expect.objectContaining({ type: 'public-pages.changed' }),
          ),
        );
      } finally {
        stop();
      }
    },
  );
});
