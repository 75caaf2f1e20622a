import {
  FAN_PURCHASE_PURPOSE,
  GROUP_CHAT_SEAT_PURPOSE,
  PIZZA_MONEY_PURPOSE,
  SHOP_PAYMENT_PURPOSE,
  type TPaymentPurpose,
} from '@fhp/domain';
import { BADGE_FEE_PURPOSE } from './modules/badge-fees/badge-fees';
import { chatCapture } from './modules/chats/chat-capture';
import { CHAT_PURPOSE } from './modules/chats/chat-payment';
import {
  COMMUNITY_BADGE_PURPOSE,
  communityBadgeCapture,
} from './modules/community-badges/buy-community-badge';
import { fanPurchaseCapture } from './modules/fan-purchases/capture-fan-purchase';
import { groupChatSeatCapture } from './modules/group-chats/capture-seat';
import { pizzaDonationCapture } from './modules/pizza-money/capture-pizza-donation';
import { registrationFeeCapture } from './modules/registration/capture-registration-fee';
import { REGISTRATION_FEE_PURPOSE } from './modules/registration/start-registration-fee';
import { seasonalBadgeFeeCapture } from './modules/seasonal-badges/create-seasonal-badge';
import { shopOrderCapture } from './modules/shop/capture-shop-order';
import { talkingBadgeFeeCapture } from './modules/talking-badges/create-talking-badge';
import type { CaptureHandler } from './platform/payments/capture-handlers';
import type { AppServices } from './platform/services';

/**
 * What a captured payment records, for every payment purpose of the domain (PAYMENT_PURPOSES),
 * built with the app's services (the receipts go through its Mailer, follow-up work through its
 * job queue). main.ts and the test app put them into `services.captures` at start, beside the
 * background jobs; the capture from a request, the reconciliation job and PayPal's webhook all
 * read them from there. A purpose without a handler fails the typecheck (and a test).
 */
export function captureHandlers(services: AppServices): Record<TPaymentPurpose, CaptureHandler> {
  return {
    [REGISTRATION_FEE_PURPOSE]: registrationFeeCapture(services),
    [FAN_PURCHASE_PURPOSE]: fanPurchaseCapture(services),
    [PIZZA_MONEY_PURPOSE]: pizzaDonationCapture(services),
    [SHOP_PAYMENT_PURPOSE]: shopOrderCapture,
    [COMMUNITY_BADGE_PURPOSE]: communityBadgeCapture,
    [BADGE_FEE_PURPOSE.seasonal_badge]: seasonalBadgeFeeCapture(services),
    [BADGE_FEE_PURPOSE.talking_badge]: talkingBadgeFeeCapture(services),
    [CHAT_PURPOSE]: chatCapture(services),
    [GROUP_CHAT_SEAT_PURPOSE]: groupChatSeatCapture(services),
  };
}
