import { athletePagePath, FAN_PATHS, fanAccountPaths } from '@fhp/domain';
import { useMounted } from '@mantine/hooks';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useGoToUrl } from '../../../lib/goto-url';
import { useSession } from '../../../lib/session';
import { useRefreshPizzaMoney, useStartCheckout } from '../api/athlete-page-api';
import { intentOf, type Purchase } from './purchase';

/** Who is looking: a fan may buy; another role sees a note; a visitor is asked to sign in. */
export type Buyer = 'fan' | 'other-role' | 'visitor' | 'unknown';

/**
 * Buy -> confirm -> POST /api/fan/checkout -> the provider's page. A visitor who is not signed
 * in (or whose session ended: a 401) is told why an account is needed (`accountNeeded`), with the
 * fan sign-up and sign-in that bring them back to this page with the same item and amount in its
 * address (the intent), where `useReturnIntent` opens the confirmation again.
 */
export function useBuyFlow(athleteNumber: number) {
  // Its answer matters once the visitor acts: the server renders the page without it (decision
  // 0037), complete as HTML, and the app that starts on the first interaction asks for it.
  const known = useSession({ canWaitForInteraction: true });
  // Unknown in the first render, as the server drew the page for everyone: a signed-in
  // visitor's page carries their session for the header (web-app.ts), and the offers drawn
  // for them at once would not match the HTML being hydrated.
  const session = useMounted() ? known : { user: null, status: 'loading' as const };
  const goTo = useGoToUrl();
  const checkout = useStartCheckout();
  const refreshPizzaMoney = useRefreshPizzaMoney();
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  /** The account dialog: open with what was being bought (or null: no item chosen yet). */
  const [accountNeeded, setAccountNeeded] = useState<{ purchase: Purchase | null } | null>(null);
  const buyer: Buyer = session.user
    ? session.user.role === 'fan'
      ? 'fan'
      : 'other-role'
    : session.status === 'signed-out'
      ? 'visitor'
      : 'unknown';
  const askToSignIn = (next: Purchase | null) => {
    setPurchase(null);
    setAccountNeeded({ purchase: next });
  };
  const returnTo = athletePagePath(athleteNumber, intentOf(accountNeeded?.purchase?.request));

  return {
    buyer,
    /** Who is looking, for what the server answers per fan (the pizza money card). */
    viewer: session.user?.id ?? null,
    purchase,
    pending: checkout.isPending || checkout.isSuccess,
    error: checkout.error && !isSignedOut(checkout.error) ? checkout.error.message : null,
    buy: (next: Purchase) => {
      if (buyer === 'visitor') return askToSignIn(next);
      checkout.reset();
      setPurchase(next);
    },
    confirm: (publicSupporter: boolean) => {
      if (!purchase) return;
      if (buyer === 'visitor') return askToSignIn(purchase);
      checkout.mutate(withConsent(purchase.request, publicSupporter), {
        onSuccess: ({ approveUrl }) => goTo(approveUrl),
        onError: (error) => {
          if (isSignedOut(error)) askToSignIn(purchase);
          // A refused donation (the cap, an expired request): the card shows where things stand.
          else if (purchase.request.item === 'pizza_money') void refreshPizzaMoney(athleteNumber);
        },
      });
    },
    close: () => {
      if (!checkout.isPending) setPurchase(null);
    },
    accountNeeded: {
      opened: accountNeeded !== null,
      purchase: accountNeeded?.purchase ?? null,
      paths: fanAccountPaths(returnTo),
      open: () => askToSignIn(null),
      close: () => setAccountNeeded(null),
    },
  };
}

/** The fan's "Show me as a supporter" answer, carried by the checkout request the server prices. */
function withConsent(request: Purchase['request'], publicSupporter: boolean): Purchase['request'] {
  // A chat is private between the fan and the athlete: nobody is shown as its supporter.
  if (request.item === 'chat') return request;
  return request.item === 'pizza_money'
    ? { ...request, donation: { ...request.donation, publicSupporter } }
    : { ...request, publicSupporter };
}

/** The fan sign-in, which brings the fan back to this athlete's page. */
export const fanSignInPath = (athleteNumber: number) =>
  `${FAN_PATHS.login}?redirect=/athletes/${athleteNumber}`;

const isSignedOut = (error: unknown) => isApiError(error) && error.status === 401;
