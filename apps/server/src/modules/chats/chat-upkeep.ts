import {
  CHAT_RATING_HOURS,
  CHAT_REMINDER_MINUTES,
  CHAT_REQUEST_DAYS,
  chatsMessages as m,
} from '@fhp/domain';
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { chats } from '../../db/schema';
import { defineJob } from '../../platform/jobs/job-queue';
import type { AppServices } from '../../platform/services';
import type { PaymentLog } from '../payments/capture-handlers';
import { chatTimeText, endRequestedChat } from './answer-chat';
import { findChat } from './chat-rows';
import { settleChat } from './rate-chat';
import { tellChatFan } from './tell-chat-fan';

const BATCH = 100;

export type ChatUpkeepReport = { expired: number; reminded: number; settled: number };

/**
 * What time does to chats: requests unanswered for 7 days expire (their holds released), fans
 * are reminded shortly before a chat starts (once), and a chat whose rating window closed unrated
 * is settled as satisfactory. Each chat is its own transaction; one failure does not stop the
 * rest (the next run tries again).
 */
export async function upkeepChats(
  services: AppServices,
  log: PaymentLog,
  now = new Date(),
): Promise<ChatUpkeepReport> {
  const report: ChatUpkeepReport = { expired: 0, reminded: 0, settled: 0 };
  const each = async (ids: { id: string }[], work: (id: string) => Promise<boolean>) => {
    let done = 0;
    for (const { id } of ids) {
      try {
        if (await work(id)) done++;
      } catch (error) {
        log.error({ err: error, chatId: id }, 'chat upkeep failed');
      }
    }
    return done;
  };

  const unanswered = await services.db
    .select({ id: chats.id })
    .from(chats)
    .where(
      and(
        eq(chats.status, 'requested'),
        lt(chats.createdAt, new Date(now.getTime() - CHAT_REQUEST_DAYS * 24 * 3600_000)),
      ),
    )
    .limit(BATCH);
  report.expired = await each(unanswered, async (id) =>
    Boolean(await endRequestedChat(services, id, { status: 'expired' }, log)),
  );

  const soon = await services.db
    .select({ id: chats.id })
    .from(chats)
    .where(
      and(
        eq(chats.status, 'accepted'),
        isNull(chats.remindedAt),
        lte(chats.startsAt, new Date(now.getTime() + CHAT_REMINDER_MINUTES * 60_000)),
        sql`${chats.startsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(BATCH);
  report.reminded = await each(soon, (id) =>
    services.db.transaction(async (tx) => {
      const [marked] = await tx
        .update(chats)
        .set({ remindedAt: now })
        .where(and(eq(chats.id, id), isNull(chats.remindedAt)))
        .returning({ id: chats.id });
      const row = marked ? await findChat(tx, eq(chats.id, id)) : undefined;
      if (!row?.chat.startsAt) return false;
      await tellChatFan(
        services,
        tx,
        row,
        m.startingForFan(row.athleteName, chatTimeText(row.chat.startsAt)),
        `Your chat with ${row.athleteName} starts soon`,
      );
      return true;
    }),
  );

  const closed = await services.db
    .select({ id: chats.id })
    .from(chats)
    .where(
      and(
        eq(chats.status, 'accepted'),
        sql`${chats.startsAt} + make_interval(mins => ${chats.minutes}, hours => ${CHAT_RATING_HOURS}) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(BATCH);
  report.settled = await each(closed, async (id) =>
    Boolean(await settleChat(services, id, { auto: true }, log, now)),
  );
  if (report.expired + report.reminded + report.settled > 0) log.info(report, 'chats upkept');
  return report;
}

export const chatUpkeepJob = defineJob('chat-upkeep', async (services, _data, { log }) => {
  await upkeepChats(services, log);
});
