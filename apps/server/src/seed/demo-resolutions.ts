import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import {
  adminNotifications,
  athleteProfiles,
  auditLog,
  notifications,
  resolutionMessages,
  resolutions,
  users,
} from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

/**
 * The resolution center's demo (issue 34, item 11): two resolutions of the demo athlete with a
 * conversation. A pending one whose newest message is an operator's answer, still unread in the
 * athlete's bell; an accepted one, with its audit row. The operators' inbox has the matching
 * 'resolution' notifications.
 */
export async function seedDemoResolutions(db: DbOrTx, ids: Record<string, string>) {
  const { admin, athlete } = ids;
  if (!admin || !athlete) return;
  const [me] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      athleteNumber: athleteProfiles.athleteNumber,
      phone: athleteProfiles.phone,
    })
    .from(users)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, users.id))
    .where(eq(users.id, athlete));
  if (!me) return;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
  const contact = {
    userId: athlete,
    name: `${me.firstName} ${me.lastName}`.trim(),
    athleteNumber: me.athleteNumber,
    email: me.email,
    phoneNumber: me.phone,
  };

  const [pending, accepted] = await db
    .insert(resolutions)
    .values([
      {
        ...contact,
        type: 'Financial',
        description:
          'A fan says they bought my seasonal badge last week, but I cannot find the sale in my wallet history.',
        status: 'pending',
        updatedBy: 'admin',
        createdAt: at(26),
        updatedAt: at(3),
      },
      {
        ...contact,
        type: 'Informational',
        description: 'How long does a withdrawal take to reach my PayPal account?',
        status: 'accepted',
        updatedBy: 'admin',
        decidedBy: admin,
        createdAt: at(24 * 6),
        updatedAt: at(24 * 5),
      },
    ])
    .returning({ id: resolutions.id });
  if (!pending || !accepted) return;

  await db.insert(resolutionMessages).values([
    {
      resolutionId: pending.id,
      senderId: athlete,
      sender: 'athlete',
      message: 'The fan sent me a screenshot of their receipt dated last Tuesday.',
      createdAt: at(25),
    },
    {
      resolutionId: pending.id,
      senderId: admin,
      sender: 'admin',
      message:
        'Thanks! We found the payment: it was still being confirmed by PayPal. It will show in your wallet within a day. Could you tell us the fan’s e-mail so we can confirm?',
      createdAt: at(3),
    },
    {
      resolutionId: accepted.id,
      senderId: athlete,
      sender: 'athlete',
      message: 'I asked for $40 on Monday.',
      createdAt: at(24 * 6 - 1),
    },
    {
      resolutionId: accepted.id,
      senderId: admin,
      sender: 'admin',
      message:
        'Payouts usually arrive within minutes; larger ones wait for a quick review first. Yours was paid on Tuesday.',
      createdAt: at(24 * 5 + 2),
    },
    {
      resolutionId: accepted.id,
      senderId: athlete,
      sender: 'athlete',
      message: 'Got it, thank you!',
      createdAt: at(24 * 5 + 1),
    },
  ]);

  await db.insert(adminNotifications).values([
    { type: 'resolution', notifyId: pending.id, createdAt: at(26) },
    { type: 'resolution', notifyId: pending.id, createdAt: at(25) },
    { type: 'resolution', notifyId: accepted.id, status: true, createdAt: at(24 * 6) },
  ]);
  await db.insert(notifications).values([
    {
      userId: athlete,
      type: 'resolution',
      message: messages.resolutions.adminReplied('Financial'),
      data: { resolutionId: pending.id },
      createdAt: at(3),
    },
    {
      userId: athlete,
      type: 'resolution',
      message: messages.resolutions.acceptedNotice('Informational'),
      data: { resolutionId: accepted.id },
      readAt: at(24 * 4),
      createdAt: at(24 * 5),
    },
  ]);
  await db.insert(auditLog).values({
    actorId: admin,
    actorEmail: 'admin@example.com',
    createdAt: at(24 * 5),
    action: 'resolution.accept',
    subjectType: 'resolution',
    subjectId: accepted.id,
    before: { status: 'pending' },
    after: { status: 'accepted' },
  });
}
