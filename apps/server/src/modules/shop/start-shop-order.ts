import {
  messages,
  SHOP_CURRENCY,
  SHOP_PAYMENT_PURPOSE,
  shopOrderDescription,
  shopTotalCents,
  type TShopOrderRequest,
  type TShopOrderStartResponse,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteProfiles, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { conflict, validationFailed } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { listedAthlete } from '../athlete-page/listed-athlete';
import { startPayment } from '../payments/start-payment';
import { readSiteSettings } from '../site-settings/site-settings';

/** The payment page the provider returns to; startPayment adds `paymentId`. */
export const shopPaymentPage = (type: TShopOrderRequest['type']) => `/shop/${type}/payment`;

const quantities = (order: TShopOrderRequest) => ({
  signs: order.type === 'poster' ? 0 : order.signs,
  posterPacks: order.type === 'sign' ? 0 : order.posterPacks,
});

/**
 * The athlete a sign is for, by their public number: only an athlete the public can see (active,
 * not blocked), as their page and the directory show them. Unknown: the field's catalogue message.
 */
async function athleteForSign(db: DbOrTx, athleteNumber: number) {
  const [row] = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(and(eq(athleteProfiles.athleteNumber, athleteNumber), listedAthlete))
    .limit(1);
  if (!row) {
    throw validationFailed(
      { athleteNumber: messages.shop.athleteNotFound },
      messages.shop.athleteNotFound,
    );
  }
  return {
    userId: row.userId,
    number: athleteNumber,
    name: `${row.firstName} ${row.lastName}`.trim(),
  };
}

/**
 * Pay Now: refuses while the shop is closed, computes the total from the domain's prices (the
 * browser sends no amount), checks the athlete a sign is for, and opens the provider's order. The validated form rides in the
 * payment's metadata; the order row is written only when the payment is captured.
 */
export async function startShopOrder(
  services: AppServices,
  order: TShopOrderRequest,
  userId: string | null,
): Promise<TShopOrderStartResponse> {
  const settings = await readSiteSettings(services.db);
  if (!settings.shopAvailable) throw conflict(messages.shop.notAvailable);

  // Signs carry an athlete's name: checked now, before the buyer is sent to pay.
  const athlete =
    order.type === 'poster' ? null : await athleteForSign(services.db, order.athleteNumber);
  const counts = quantities(order);
  const totalCents = shopTotalCents(counts);
  const page = shopPaymentPage(order.type);
  const { paymentId, approveUrl } = await startPayment(services, {
    purpose: SHOP_PAYMENT_PURPOSE,
    userId,
    amountCents: totalCents,
    currency: SHOP_CURRENCY,
    description: shopOrderDescription(order.type, counts),
    returnPath: page,
    cancelPath: `${page}?cancelled=1`,
    metadata: { order: { ...order, ...counts }, athlete },
  });
  return { paymentId, approveUrl, totalCents, currency: SHOP_CURRENCY };
}
