import { athleteChatEndpoints, fanChatEndpoints, type TChatOutcome } from '@fhp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

/** GET /api/chats: the chats fans booked with me, 5 a page, newest first. */
export function useAthleteChats() {
  return usePagedEndpoint(athleteChatEndpoints.list, queryKeys.chats.athlete);
}

/** GET /api/fan/chats: my chats, with their state and settlement. */
export function useFanChats() {
  return usePagedEndpoint(fanChatEndpoints.list, queryKeys.chats.fan);
}

/** Every answer changes a chat's state: read the lists again after each. */
function useChatAction<V>(run: (variables: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.chats.all }),
  });
}

/** POST /api/chats/:id/accept: the athlete sets the time. */
export function useAcceptChat() {
  return useChatAction(({ id, startsAt }: { id: string; startsAt: string }) =>
    callApi(athleteChatEndpoints.accept, { params: { id }, body: { startsAt } }),
  );
}

/** POST /api/chats/:id/decline: the fan's hold is released. */
export function useDeclineChat() {
  return useChatAction((id: string) => callApi(athleteChatEndpoints.decline, { params: { id } }));
}

/** POST /api/fan/chats/:id/rate: the rating settles the chat. */
export function useRateChat() {
  return useChatAction(({ id, outcome }: { id: string; outcome: TChatOutcome }) =>
    callApi(fanChatEndpoints.rate, { params: { id }, body: { outcome } }),
  );
}

/** POST /api/fan/chats/payments/:paymentId/hold: back from the checkout, hold and send. */
export const holdChatPayment = (paymentId: string) =>
  callApi(fanChatEndpoints.held, { params: { paymentId } });
