import { BUY_INTENT_KEYS, parseBuyIntent, type TAthletePage } from '@fhp/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Purchase } from './purchase';
import { purchaseFromIntent } from './purchase-from-intent';
import type { Buyer } from './use-buy-flow';

/**
 * Back on the athlete's page from the fan sign-in or sign-up with what they were buying in the
 * address (`?buy=…`, the domain's `parseBuyIntent`): once the session is known to be a fan's,
 * the same confirmation opens with the same item and amount. The intent then leaves the address
 * (a reload or a shared link does not open it again, and a call's contact does not linger).
 * A visitor who came back without signing in keeps it, for when they do.
 */
export function useReturnIntent(
  athlete: TAthletePage,
  buyer: Buyer,
  open: (purchase: Purchase) => void,
) {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !params.has('buy') || buyer === 'unknown' || buyer === 'visitor') return;
    handled.current = true;
    const intent = buyer === 'fan' ? parseBuyIntent(athlete.athleteNumber, params) : null;
    const purchase = intent ? purchaseFromIntent(athlete, intent) : null;
    if (purchase) open(purchase);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of BUY_INTENT_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [athlete, buyer, params, setParams, open]);
}
