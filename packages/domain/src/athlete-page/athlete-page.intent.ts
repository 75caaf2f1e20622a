import { type TCheckoutRequest, ZCheckoutRequest } from '../fan-purchases/fan-purchases.schemas';
import { FAN_PATHS } from '../fans/fans.texts';
import { type TPizzaDonateRequest, ZPizzaDonateRequest } from '../pizza-money/pizza-money.schemas';

/**
 * What a signed-out visitor was about to buy on an athlete's page, kept in that page's address
 * through the fan sign-in or sign-up (`?buy=<item>&amount=<cents>&…`) so they come back to the
 * same item and amount, ready to confirm. The same requests the Buy buttons send: an item on
 * sale (the checkout's request) or a pizza money donation.
 */
export type TBuyIntent = TCheckoutRequest | { item: 'pizza_money'; donation: TPizzaDonateRequest };

/** The query keys an intent uses; the page takes them out of its address once read. */
export const BUY_INTENT_KEYS = [
  'buy',
  'amount',
  'badge',
  'format',
  'channel',
  'contact',
  'minutes',
  'request',
  'coverFee',
] as const;

type QueryLike = { get(key: string): string | null };

/** Whole cents as the address carries them: digits only, nothing else ("10e2", "-1", " 5"). */
const cents = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
/** A whole-dollar amount in cents, as dollars; anything with cents is refused. */
const dollarsOf = (amount: number | null) =>
  amount !== null && amount % 100 === 0 ? amount / 100 : Number.NaN;

/**
 * The intent in an athlete page's query, or null when there is none or it is not a request the
 * Buy buttons could have sent (checked by the same schemas the server checks the checkout with,
 * so a hand-edited address cannot open a confirmation for something not on sale this way).
 */
export function parseBuyIntent(athleteNumber: number, query: QueryLike): TBuyIntent | null {
  const item = query.get('buy');
  if (item === 'pizza_money') {
    const parsed = ZPizzaDonateRequest.safeParse({
      requestId: query.get('request'),
      dollars: dollarsOf(cents(query.get('amount'))),
      coverFee: query.get('coverFee') === '1',
    });
    return parsed.success ? { item, donation: parsed.data } : null;
  }
  const candidate =
    item === 'sport_badge'
      ? { item, athleteNumber }
      : item === 'endorsement'
        ? { item, athleteNumber, dollars: dollarsOf(cents(query.get('amount'))) }
        : item === 'seasonal_badge'
          ? { item, badgeId: query.get('badge'), format: query.get('format') }
          : item === 'talking_badge'
            ? { item, badgeId: query.get('badge') }
            : item === 'memento'
              ? { item, mementoId: query.get('badge') }
              : null;
  if (!candidate) return null;
  const parsed = ZCheckoutRequest.safeParse(candidate);
  // An intent names the athlete only by the page it is on.
  if (
    !parsed.success ||
    ('athleteNumber' in parsed.data && parsed.data.athleteNumber !== athleteNumber)
  )
    return null;
  return parsed.data;
}

/** The query that carries an intent (without the "?"), each value URI-encoded. */
export function buyIntentQuery(intent: TBuyIntent): string {
  const pairs: [string, string][] = [['buy', intent.item]];
  switch (intent.item) {
    case 'endorsement':
      pairs.push(['amount', String(intent.dollars * 100)]);
      break;
    case 'seasonal_badge':
      pairs.push(['badge', intent.badgeId], ['format', intent.format]);
      break;
    case 'talking_badge':
      pairs.push(['badge', intent.badgeId]);
      break;
    case 'memento':
      pairs.push(['badge', intent.mementoId]);
      break;
    case 'pizza_money':
      pairs.push(
        ['request', intent.donation.requestId],
        ['amount', String(intent.donation.dollars * 100)],
      );
      if (intent.donation.coverFee) pairs.push(['coverFee', '1']);
      break;
    case 'sport_badge':
      break;
  }
  return pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/** The athlete's page with the intent in its address: where sign-in or sign-up returns to. */
export function athletePagePath(athleteNumber: number, intent?: TBuyIntent | null): string {
  const path = `/athletes/${athleteNumber}`;
  return intent ? `${path}?${buyIntentQuery(intent)}` : path;
}

/** The fan sign-in and sign-up, each returning to `returnTo` (a same-site path) afterwards. */
export function fanAccountPaths(returnTo: string) {
  const redirect = `redirect=${encodeURIComponent(returnTo)}`;
  return { signIn: `${FAN_PATHS.login}?${redirect}`, signUp: `${FAN_PATHS.signUp}?${redirect}` };
}
