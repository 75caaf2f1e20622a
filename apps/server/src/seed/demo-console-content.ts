import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MODERATION_PLACE_LABELS, moderationMessages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import {
  athleteProfiles,
  auditLog,
  blogPosts,
  files,
  moderationItems,
  notifications,
  tutorials,
} from '../db/schema';
import { sanitizePostHtml } from '../modules/blogs/sanitize-post-html';
import type { DbOrTx } from '../platform/db/database';
import { SERVER_ROOT } from '../platform/paths';
import type { FileStorage } from '../platform/storage/file-storage';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const operator = (admin: string) => ({ actorId: admin, actorEmail: 'admin@example.com' });

/**
 * The console's Content demo (issue 34, item 7): tutorials and education videos for the panel's
 * pages, and a news post an operator wrote in the console with formatting, each with the audit
 * row the console writes.
 */
export async function seedDemoConsoleContent(db: DbOrTx, ids: Record<string, string>) {
  const { admin } = ids;
  if (!admin) return;
  const made = await db
    .insert(tutorials)
    .values([
      {
        kind: 'tutorial',
        audience: 'athlete',
        title: 'Create your first seasonal badge',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        createdAt: daysAgo(20),
      },
      {
        kind: 'tutorial',
        audience: 'both',
        title: 'How fans find and support you',
        url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
        createdAt: daysAgo(19),
      },
      {
        kind: 'tutorial',
        audience: 'others',
        title: 'For schools: the IP license in five minutes',
        url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
        createdAt: daysAgo(18),
      },
      {
        kind: 'education',
        audience: 'both',
        title: 'NIL basics for student athletes',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        createdAt: daysAgo(17),
      },
      {
        kind: 'education',
        audience: 'athlete',
        title: 'Taxes on royalties',
        url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
        createdAt: daysAgo(16),
      },
    ])
    .returning();
  const [post] = await db
    .insert(blogPosts)
    .values({
      type: 'admin',
      authorUserId: admin,
      title: 'Spring signing day: what to prepare',
      category: 'when',
      createdAt: daysAgo(2),
      descriptionHtml: sanitizePostHtml(
        '<h3>Spring signing day is coming</h3><p>Schools and collectives meet athletes on <strong>April 15</strong>. Before then:</p><ol><li>Finish your <em>profile</em> and add a photo.</li><li>Create a seasonal badge for your sport.</li><li>Read the <a href="https://www.ncaa.org/sports/2021/2/8/about-taking-action.aspx">NIL guidelines</a> of your school.</li></ol><blockquote>Fans buy from athletes whose page tells their story.</blockquote>',
      ),
    })
    .returning();
  await db.insert(auditLog).values([
    ...made.map((t) => ({
      ...operator(admin),
      createdAt: t.createdAt,
      action: 'tutorial.create',
      subjectType: 'tutorial',
      subjectId: t.id,
      after: { kind: t.kind, title: t.title, url: t.url, audience: t.audience },
    })),
    ...(post
      ? [
          {
            ...operator(admin),
            createdAt: post.createdAt,
            action: 'news.create',
            subjectType: 'news-post',
            subjectId: post.id,
            after: {
              title: post.title,
              category: post.category,
              descriptionHtml: post.descriptionHtml,
            },
          },
        ]
      : []),
  ]);
}

const HIDDEN_IMAGE = path.join(SERVER_ROOT, 'src/seed/demo-gift-images/gift-intro.png');

/**
 * The console's Moderation demo (issue 34, item 8), once the demo photos are stored: the second
 * athlete's photo waits for review, and a QR code image the first athlete uploaded (a picture,
 * not a QR code) was hidden, with the athlete's notification and the audit row.
 */
export async function seedDemoModeration(
  db: DbOrTx,
  storage: FileStorage,
  ids: Record<string, string>,
) {
  const { admin, athlete, athlete2 } = ids;
  if (!admin || !athlete || !athlete2) return;
  const [photo] = await db
    .select({ fileId: athleteProfiles.photoFileId })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, athlete2));
  if (photo?.fileId) {
    await db.insert(moderationItems).values({
      kind: 'athlete-photo',
      place: 'profile-photo',
      athleteUserId: athlete2,
      subjectId: athlete2,
      fileId: photo.fileId,
      createdAt: daysAgo(1),
    });
  }

  const body = await fs.readFile(HIDDEN_IMAGE);
  const storageKey = `player_files/${randomUUID()}.png`;
  await storage.put(storageKey, body, 'image/png');
  const [file] = await db
    .insert(files)
    .values({
      storageKey,
      purpose: 'player_files',
      mimeType: 'image/png',
      sizeBytes: body.length,
      ownerUserId: athlete,
      originalName: 'my-qr.png',
      createdAt: daysAgo(5),
    })
    .returning({ id: files.id });
  if (!file) throw new Error('files insert returned nothing');
  const reason = 'This image is not a QR code. Upload the QR code fans scan.';
  const [item] = await db
    .insert(moderationItems)
    .values({
      kind: 'qr-image',
      place: 'profile-qr',
      state: 'hidden',
      athleteUserId: athlete,
      subjectId: athlete,
      fileId: file.id,
      createdAt: daysAgo(5),
      decidedAt: daysAgo(4),
      decidedById: admin,
      decidedByEmail: 'admin@example.com',
      reason,
    })
    .returning({ id: moderationItems.id });
  if (!item) throw new Error('moderation insert returned nothing');
  await db.insert(notifications).values({
    userId: athlete,
    type: 'moderation',
    message: moderationMessages.hiddenNotice(MODERATION_PLACE_LABELS['profile-qr'], reason),
    data: { moderationItemId: item.id, place: 'profile-qr' },
    createdAt: daysAgo(4),
    // Read since: the demo athlete's unread notifications stay the three the panel's journeys count.
    readAt: daysAgo(3.5),
  });
  await db.insert(auditLog).values({
    ...operator(admin),
    createdAt: daysAgo(4),
    action: 'moderation.hide',
    subjectType: 'moderation-item',
    subjectId: item.id,
    before: { state: 'pending', kind: 'qr-image', place: 'profile-qr', fileId: file.id },
    after: { state: 'hidden', qrCodeFileId: null },
    note: reason,
  });
}
