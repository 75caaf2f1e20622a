import { z } from 'zod';

/** The consent's state (spec: pending becomes confirmed once). */
export const CONSENT_STATUSES = ['pending', 'confirmed'] as const;
export type TConsentStatus = (typeof CONSENT_STATUSES)[number];

/**
 * POST /api/consents/:id/confirm: 'confirmed' the first time, 'already-confirmed' after that.
 * A missing (or malformed) id is a 404 with the message 'This Consent Does Not Exist'.
 */
export const ZConsentConfirmResponse = z.object({
  outcome: z.enum(['confirmed', 'already-confirmed']),
  message: z.string(),
  confirmedAt: z.string(),
});
export type TConsentConfirmResponse = z.infer<typeof ZConsentConfirmResponse>;

/** The path of the link e-mailed to the parent or guardian. */
export const consentLinkPath = (id: string) => `/confirm-consent?id=${encodeURIComponent(id)}`;
