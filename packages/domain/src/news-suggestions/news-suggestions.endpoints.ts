import { defineEndpoint } from '../platform/endpoint';
import { ZNewsSuggestionRequest, ZNewsSuggestionResponse } from './index';

export const newsSuggestionsEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/news-suggestions',
    access: 'public',
    tags: ['news-suggestions'],
    summary: 'Send a news suggestion (type and remarks) to the operators by e-mail (public)',
    body: ZNewsSuggestionRequest,
    response: ZNewsSuggestionResponse,
    errors: [429, 502],
  }),
};
