import {
  NEWS_SUGGESTION_RATE_LIMIT,
  ZErrorResponse,
  ZNewsSuggestionRequest,
  ZNewsSuggestionResponse,
} from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../platform/services';
import { sendNewsSuggestion } from './send-news-suggestion';

export const newsSuggestionsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/api/news-suggestions',
    {
      // Public and it sends mail: a per-address brake so it cannot be used to flood the operators.
      config: { rateLimit: { ...NEWS_SUGGESTION_RATE_LIMIT } },
      schema: {
        tags: ['news-suggestions'],
        summary: 'Send a news suggestion (type and remarks) to the operators by e-mail (public)',
        body: ZNewsSuggestionRequest,
        response: {
          200: ZNewsSuggestionResponse,
          400: ZErrorResponse,
          429: ZErrorResponse,
          502: ZErrorResponse,
        },
      },
    },
    async (request) => sendNewsSuggestion(services, request.body),
  );
};
