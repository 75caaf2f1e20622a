import { z } from 'zod';
import { VERIFICATION_KIND_NAMES } from './verification.kinds';

/**
 * Path parameters are read as plain strings: an unknown kind or a malformed id is answered like
 * a missing badge (404 'This Badge not found'), not as bad input.
 */
export const ZVerificationParams = z.object({ kind: z.string(), id: z.string() });

export const ZVerificationResponse = z.object({
  id: z.uuid(),
  kind: z.enum(VERIFICATION_KIND_NAMES),
  /** Null once the fan's account is gone (the sale stays on record). */
  fanName: z.string().nullable(),
  /** Masked by the server (maskEmail: "j•••@example.com"); the full address is never sent. */
  fanEmail: z.string().nullable(),
  athleteName: z.string(),
  /** Masked like fanEmail. */
  athleteEmail: z.string(),
  /** What was licensed, when the kind names one (a memento's title); null otherwise. */
  itemTitle: z.string().nullable(),
  amountCents: z.number().int(),
  purchasedAt: z.iso.datetime(),
  license: z.object({
    weeks: z.number().int(),
    endsAt: z.iso.datetime(),
    active: z.boolean(),
    /** The purchase was refunded then, which ended its license; null when it was not. */
    refundedAt: z.iso.datetime().nullable(),
  }),
});
export type TVerificationResponse = z.infer<typeof ZVerificationResponse>;
