import type { TSaleKind } from './royalties';

/** What the athlete's bell calls each sale that credits them. */
const SOLD_ITEM: Partial<Record<TSaleKind, string>> = {
  sport_badge: 'sport badge',
  momento: 'memento',
  group_chat: 'group chat',
  single_chat: 'single chat',
  seasonal_badge: 'seasonal badge',
  endorsement: 'endorsement badge',
  talking_badge: 'talking badge',
};

/** The notification an athlete gets when a sale credits them ("Frankie Fanning bought ..."). */
export function saleNotificationText(kind: TSaleKind, buyerName: string | null): string {
  const buyer = buyerName?.trim() || 'A fan';
  if (kind === 'pizza_money') return `${buyer} sent you pizza money.`;
  return `${buyer} bought your ${SOLD_ITEM[kind] ?? 'item'}.`;
}

/**
 * The notification type of a sale: an endorsement keeps its own type, which the athlete can
 * answer with a thank-you e-mail to the fan; every other sale is a plain 'sale'.
 */
export function saleNotificationType(kind: TSaleKind): string {
  return kind === 'endorsement' ? 'endorsement' : 'sale';
}
