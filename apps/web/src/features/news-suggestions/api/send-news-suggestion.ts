import { type TNewsSuggestionRequest, ZNewsSuggestionResponse } from '@fhp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/news-suggestions: e-mails the suggestion to the operators. */
export function useSendNewsSuggestion() {
  return useMutation({
    mutationFn: (body: TNewsSuggestionRequest) =>
      api.post('/api/news-suggestions', body, ZNewsSuggestionResponse),
  });
}
