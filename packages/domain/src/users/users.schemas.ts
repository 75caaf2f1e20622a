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
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZMeResponse = z.object({ user: ZSessionUser });
export type TMeResponse = z.infer<typeof ZMeResponse>;
