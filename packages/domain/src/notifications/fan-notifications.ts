/**
 * What fans are told about an athlete's new items (spec part 2, "Fan notification"). The
 * athlete side writes them with the item; the fan side reads them.
 */
export const FAN_NOTIFICATION_TYPES = [
  'seasonal_badge',
  'talking_badge',
  'talking_contest',
  'talent_contest',
  'blog',
] as const;
export type TFanNotificationType = (typeof FAN_NOTIFICATION_TYPES)[number];
