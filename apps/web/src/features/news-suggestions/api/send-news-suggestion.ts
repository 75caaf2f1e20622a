import { newsSuggestionsEndpoints, type TNewsSuggestionRequest } from '@fhp/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/news-suggestions: e-mails the suggestion to the operators. */
export function useSendNewsSuggestion() {
  return useMutation({
    mutationFn: (body: TNewsSuggestionRequest) => callApi(newsSuggestionsEndpoints.send, { body }),
  });
}
