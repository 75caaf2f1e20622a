import type { TPurchaseKind } from '../trending/trending.kinds';

/**
 * The kinds in the verification URLs (/verify/<kind>/<id>), spelled as the spec has them
 * ('endorsment_badges' included: printed QR codes point at these addresses).
 */
export const VERIFICATION_KIND_NAMES = [
  'seasonal_badges',
  'momento',
  'talking_badges',
  'my_badges',
  'endorsment_badges',
] as const;
export type TVerificationKind = (typeof VERIFICATION_KIND_NAMES)[number];

/** The purchase kind each verification page reads. */
export const VERIFICATION_KINDS: Readonly<Record<TVerificationKind, TPurchaseKind>> = {
  seasonal_badges: 'seasonal_badge',
  momento: 'momento',
  talking_badges: 'talking_badge',
  my_badges: 'sport_badge',
  endorsment_badges: 'endorsement',
};

export function isVerificationKind(value: unknown): value is TVerificationKind {
  return (
    typeof value === 'string' && (VERIFICATION_KIND_NAMES as readonly string[]).includes(value)
  );
}

/** The page's address for a purchase: what its QR code encodes. */
export function verificationPath(kind: TVerificationKind, id: string): string {
  return `/verify/${kind}/${id}`;
}
