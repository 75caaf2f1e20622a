import { z } from 'zod';

export const ROLES = ['athlete', 'fan', 'school-admin', 'admin'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** What leaves the server about the signed-in user (never the password hash). */
export const ZSessionUser = z.object({
  id: z.uuid(),
  email: z.email(),
  role: ZRole,
  isManager: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  /**
   * Whether the account's e-mail address is confirmed (a fan needs it to vote in contests).
   * The server always sends it; optional so a session written without it still reads.
   */
  emailConfirmed: z.boolean().optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** What the athlete panel's shell needs about the signed-in athlete. */
export const ZAthleteSummary = z.object({
  athleteNumber: z.number().int(),
  sport: z.string().nullable(),
  state: z.string().nullable(),
  /** Null until the athlete sets it: the shell then shows the chat-rate banner. */
  chatRateCents: z.number().int().nullable(),
});
export type TAthleteSummary = z.infer<typeof ZAthleteSummary>;

/**
 * GET /api/me. A visitor who sends no session cookie at all gets `{ user: null, athlete: null }`
 * (200: being signed out is an answer, and the browser logs no error for it); a session cookie
 * that no longer opens a session is a 401 (the session ended).
 */
export const ZMeResponse = z.object({
  user: ZSessionUser.nullable(),
  athlete: ZAthleteSummary.nullable(),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;
/** /api/me of a signed-in user. */
export type TSignedInMe = TMeResponse & { user: TSessionUser };
