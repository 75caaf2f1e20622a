import {
  athleteGroupChatEndpoints as athlete,
  fanGroupChatEndpoints as fan,
  publicGroupChatEndpoints as open,
  type TChatOutcome,
  type TGroupChatCreateRequest,
} from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { CAN_WAIT_FOR_INTERACTION } from '../../../lib/first-load';
import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys.groupChats;

/** GET /api/group-chats: my group chats with seats sold. */
export function useMyGroupChats() {
  return useQuery({
    queryKey: keys.mine,
    queryFn: ({ signal }) => callApi(athlete.list, {}, { signal }),
  });
}

/**
 * GET /api/public/group-chats: upcoming group chats (all, or one athlete's). The athlete's page
 * is drawn by the server complete without them (decision 0051) and lists them once its app runs,
 * so the read does not make the page start its app at once (CAN_WAIT_FOR_INTERACTION).
 */
export function useUpcomingGroupChats(athleteNumber?: number) {
  return useQuery({
    queryKey: keys.upcoming(athleteNumber),
    queryFn: ({ signal }) =>
      callApi(open.list, { query: athleteNumber ? { athleteNumber } : {} }, { signal }),
    meta: athleteNumber ? CAN_WAIT_FOR_INTERACTION : undefined,
  });
}

/** GET /api/fan/group-chats: my seats. */
export function useFanSeats() {
  return useQuery({
    queryKey: keys.seats,
    queryFn: ({ signal }) => callApi(fan.list, {}, { signal }),
  });
}

function useGroupChatAction<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /api/group-chats */
export function useCreateGroupChat() {
  return useGroupChatAction((body: TGroupChatCreateRequest) => callApi(athlete.create, { body }));
}

/** POST /api/group-chats/:id/cancel */
export function useCancelGroupChat() {
  return useGroupChatAction((id: string) => callApi(athlete.cancel, { params: { id } }));
}

/** POST /api/fan/group-chats/:id/seats: the checkout that holds a seat's price. */
export function useBuySeat() {
  return useMutation({
    mutationFn: (id: string) => callApi(fan.buy, { params: { id } }),
  });
}

/** POST /api/fan/group-chats/payments/:paymentId/hold: back from the checkout. */
export const holdSeat = (paymentId: string) => callApi(fan.held, { params: { paymentId } });

/** POST /api/fan/group-chat-seats/:id/rate */
export function useRateSeat() {
  return useGroupChatAction(({ id, outcome }: { id: string; outcome: TChatOutcome }) =>
    callApi(fan.rate, { params: { id }, body: { outcome } }),
  );
}
