import { newsSuggestionsEndpoints as endpoints, NEWS_SUGGESTION_RATE_LIMIT } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { sendNewsSuggestion } from './send-news-suggestion';

export async function newsSuggestionsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(
    app,
    endpoints.send,
    async (request) =>
      sendNewsSuggestion(services, request.body, request.user?.role ? request.user.id : null),
    {
      // Public and it sends mail: a per-address brake so it cannot be used to flood the operators.
      config: { rateLimit: { ...NEWS_SUGGESTION_RATE_LIMIT } },
      // A signed-in sender is kept with the suggestion: the operators' decision reaches their bell.
      session: 'optional',
    },
  );
}
