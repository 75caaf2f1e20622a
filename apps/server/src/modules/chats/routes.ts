import { athleteChatEndpoints as athlete, fanChatEndpoints as fan } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { acceptChat, declineChat } from './answer-chat';
import { bookChat } from './book-chat';
import { listChats } from './chat-rows';
import { holdChat } from './hold-chat';
import { rateChat } from './rate-chat';

export async function chatRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  // The athlete's side: their own chats only (ownership is in every query).
  route(app, athlete.list, async (request) =>
    listChats(
      services.db,
      { athleteUserId: request.user.id },
      { cursor: cursorParam(request.query.cursor), limit: request.query.limit },
    ),
  );
  route(app, athlete.accept, async (request) =>
    acceptChat(services, request.user.id, request.params.id, request.body.startsAt),
  );
  route(app, athlete.decline, async (request) =>
    declineChat(services, request.user.id, request.params.id, request.log),
  );

  // The fan's side.
  route(app, fan.book, async (request, reply) =>
    reply.status(201).send(await bookChat(services, request.user.id, request.body)),
  );
  route(app, fan.held, async (request) =>
    holdChat(services, request.user.id, request.params.paymentId, request.log),
  );
  route(app, fan.list, async (request) =>
    listChats(
      services.db,
      { fanUserId: request.user.id },
      { cursor: cursorParam(request.query.cursor), limit: request.query.limit },
    ),
  );
  route(app, fan.rate, async (request) =>
    rateChat(services, request.user.id, request.params.id, request.body.outcome, request.log),
  );
}
