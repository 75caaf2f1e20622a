import { z } from 'zod';

/** The consent's state (spec: pending becomes confirmed once). */
export const CONSENT_STATUSES = ['pending', 'confirmed'] as const;
export type TConsentStatus = (typeof CONSENT_STATUSES)[number];

/**
 * GET /api/consents/:id: who asks for the consent, for the guardian to see before confirming.
 * Reading it changes nothing (a link scanner that opens the page confirms nothing). A missing
 * (or malformed) id is a 404 with the message 'This Consent Does Not Exist'.
 */
export const ZConsentRequest = z.object({
  status: z.enum(CONSENT_STATUSES),
  /** When and only if confirmed. */
  confirmedAt: z.string().nullable(),
  athlete: z.object({
    name: z.string(),
    athleteType: z.enum(['College', 'High School']).nullable(),
    sport: z.string().nullable(),
    school: z.string().nullable(),
    state: z.string().nullable(),
  }),
});
export type TConsentRequest = z.infer<typeof ZConsentRequest>;

/**
 * POST /api/consents/:id/confirm (the guardian's click): 'confirmed' the first time, 'already-confirmed' after that.
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
