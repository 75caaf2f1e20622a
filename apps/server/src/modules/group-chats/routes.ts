import {
  athleteGroupChatEndpoints as athlete,
  fanGroupChatEndpoints as fan,
  publicGroupChatEndpoints as open,
} from '@fhp/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { groupChats } from '../../db/schema';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { buySeat } from './buy-seat';
import { cancelGroupChat } from './cancel-group-chat';
import { holdSeat } from './capture-seat';
import { athleteGroupChatViews, fanSeatViews } from './group-chat-rows';
import { listPublicGroupChats } from './public-group-chats';
import { rateSeat } from './rate-seat';
import { createGroupChat, updateGroupChat } from './schedule-group-chat';

export async function groupChatsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, athlete.list, async (request) => {
    const rows = await services.db
      .select()
      .from(groupChats)
      .where(eq(groupChats.athleteUserId, request.user.id))
      .orderBy(desc(groupChats.startsAt))
      .limit(200);
    return { items: await athleteGroupChatViews(services.db, rows) };
  });
  route(app, athlete.create, async (request, reply) =>
    reply.status(201).send(await createGroupChat(services.db, request.user.id, request.body)),
  );
  route(app, athlete.update, async (request) =>
    updateGroupChat(services.db, request.user.id, request.params.id, request.body),
  );
  route(app, athlete.cancel, async (request) =>
    cancelGroupChat(services, request.user.id, request.params.id, request.log),
  );
  route(app, open.list, async (request) =>
    listPublicGroupChats(services.db, request.query.athleteNumber),
  );
  route(app, fan.buy, async (request, reply) =>
    reply.status(201).send(await buySeat(services, request.user.id, request.params.id)),
  );
  route(app, fan.held, async (request) =>
    holdSeat(services, request.user.id, request.params.paymentId, request.log),
  );
  route(app, fan.list, async (request) => ({
    items: await fanSeatViews(services.db, request.user.id),
  }));
  route(app, fan.rate, async (request) =>
    rateSeat(services, request.user.id, request.params.id, request.body.outcome, request.log),
  );
}
