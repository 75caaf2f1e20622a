import {
  endorsementCents,
  licenseWeeks,
  pizzaChargeCents,
  pizzaCoverFeeCents,
  pizzaMoneyFanTexts,
  seasonLabel,
  type TAthletePage,
  type TBuyIntent,
  athletePageTexts as t,
} from '@fhp/domain';
import type { Purchase } from './purchase';

/**
 * The purchase a Buy button would have opened, rebuilt from the intent a fan brought back through
 * sign-in or sign-up, with the same words and price as the card: the price comes from what the
 * page shows now (never from the address), and an item that is no longer on sale, or an amount
 * outside what the card allows, gives null (no confirmation opens). The server prices it again.
 */
export function purchaseFromIntent(athlete: TAthletePage, intent: TBuyIntent): Purchase | null {
  const { offers } = athlete;
  switch (intent.item) {
    case 'sport_badge': {
      if (!offers.sportBadge) return null;
      const priceCents = offers.sportBadge.priceCents;
      const title = `${t.sportBadgeTitle}: ${t.displayWeeks(licenseWeeks(priceCents))}`;
      return { request: intent, title, priceCents };
    }
    case 'endorsement': {
      const priceCents = endorsementCents(intent.dollars);
      const { minCents, maxCents } = offers.endorsement;
      if (priceCents < minCents || priceCents > maxCents) return null;
      const title = `${t.endorsementTitle}: ${t.displayWeeks(licenseWeeks(priceCents))}`;
      return { request: intent, title, priceCents };
    }
    case 'seasonal_badge': {
      const badge = offers.seasonalBadges.find((b) => b.id === intent.badgeId);
      const priceCents = intent.format === 'video' ? badge?.videoPriceCents : badge?.qrPriceCents;
      if (!badge || priceCents == null) return null;
      const what = `${seasonLabel(badge)} · ${badge.sport} ${badge.sportType}`;
      return { request: intent, title: t.seasonalItem(what, intent.format), priceCents };
    }
    case 'talking_badge': {
      const badge = offers.talkingBadges.find((b) => b.id === intent.badgeId);
      if (!badge) return null;
      const title = `${t.talkingItem}: ${badge.description}`;
      return { request: intent, title, priceCents: badge.priceCents };
    }
    case 'memento': {
      const memento = offers.mementos.find((x) => x.id === intent.mementoId);
      if (!memento) return null;
      const title = `${t.mementoItem}: ${memento.title}`;
      return { request: intent, title, priceCents: memento.priceCents };
    }
    case 'pizza_money': {
      // Whether the request is still open and the cap leaves room is the server's answer,
      // shown in the confirmation if it refuses.
      const { dollars, coverFee } = intent.donation;
      const cents = dollars * 100;
      const title = coverFee
        ? pizzaMoneyFanTexts.donationItemWithFee(
            athlete.firstName,
            cents,
            pizzaCoverFeeCents(cents),
          )
        : pizzaMoneyFanTexts.donationItem(athlete.firstName, cents);
      return { request: intent, title, priceCents: pizzaChargeCents(cents, coverFee) };
    }
    // The call checkout gave way to chats, which an address never carries (`intentOf`): an
    // old link opens the page without a confirmation.
    default:
      return null;
  }
}
