import {
  athletePageEndpoints,
  fanChatEndpoints,
  fanPizzaMoneyEndpoints,
  fanPurchasesEndpoints,
} from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { Purchase } from '../components/purchase';

/** The feature's own keys: a public page no other feature reads or invalidates (the server
 * renders the page with its answer under this key: entry-server.tsx LIVE_PAGES). */
export const athletePageKey = (athleteNumber: number) => ['athlete-page', athleteNumber] as const;
/**
 * The pizza money card: public, but it says the signed-in fan's own waiting request, so the key
 * carries who is looking (a sign-in or sign-out reads it again).
 */
export const pizzaMoneyKey = (athleteNumber: number, viewer: string | null) =>
  ['athlete-page', athleteNumber, 'pizza-money', viewer ?? 'visitor'] as const;
const anyPizzaMoneyKey = (athleteNumber: number) =>
  ['athlete-page', athleteNumber, 'pizza-money'] as const;

/** GET /api/athletes/:athleteNumber: who the athlete is and everything on sale. */
export function useAthletePage(athleteNumber: number) {
  return useQuery({
    queryKey: athletePageKey(athleteNumber),
    queryFn: ({ signal }) =>
      callApi(athletePageEndpoints.get, { params: { athleteNumber } }, { signal }),
    enabled: Number.isInteger(athleteNumber) && athleteNumber > 0,
    staleTime: 60_000,
  });
}

/**
 * POST /api/fan/checkout (an item), POST /api/fan/pizza-money/donations (a donation) or
 * POST /api/fan/chats (a chat, whose money is only held): the server prices it (and checks the
 * pizza money cap) and opens the provider's order; the answer's approveUrl is where the fan pays.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (request: Purchase['request']) =>
      request.item === 'pizza_money'
        ? callApi(fanPizzaMoneyEndpoints.donate, { body: request.donation })
        : request.item === 'chat'
          ? callApi(fanChatEndpoints.book, { body: request.booking })
          : callApi(fanPurchasesEndpoints.checkout, { body: request }),
  });
}

/**
 * GET /api/athletes/:athleteNumber/pizza-money: what is left under the cap, the request open to
 * donations and the fan's own request waiting for an answer. `enabled` waits for the session.
 */
export function usePizzaMoney(athleteNumber: number, viewer: string | null, enabled: boolean) {
  return useQuery({
    queryKey: pizzaMoneyKey(athleteNumber, viewer),
    queryFn: ({ signal }) =>
      callApi(fanPizzaMoneyEndpoints.athlete, { params: { athleteNumber } }, { signal }),
    enabled,
  });
}

/** Reads the card again (after a request, a refusal or a donation). */
export function useRefreshPizzaMoney() {
  const queryClient = useQueryClient();
  return (athleteNumber: number) =>
    queryClient.invalidateQueries({ queryKey: anyPizzaMoneyKey(athleteNumber) });
}

/** POST /api/fan/pizza-money/requests: ask the athlete whether they could use pizza money. */
export function useAskPizzaMoney(athleteNumber: number) {
  const refresh = useRefreshPizzaMoney();
  return useMutation({
    mutationFn: () => callApi(fanPizzaMoneyEndpoints.ask, { body: { athleteNumber } }),
    // A refusal (already asked, an open request) also means the card is out of date.
    onSettled: () => refresh(athleteNumber),
  });
}

/**
 * POST /api/fan/pizza-money/donations/:paymentId/capture: back from the donation's checkout. The
 * server records the donation once however often this is sent.
 */
export const capturePizzaDonation = (paymentId: string) =>
  callApi(fanPizzaMoneyEndpoints.capture, { params: { paymentId } });
