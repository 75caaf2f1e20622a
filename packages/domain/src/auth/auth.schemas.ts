import { z } from 'zod';
import { ZSessionUser } from '../users/users.schemas';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth.limits';
import { authMessages as m } from './auth.messages';

const ZEmail = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email(m.emailInvalid))
  .transform((e) => e.toLowerCase());

/**
 * The panel being signed into decides which roles may enter: the athlete panel, the operators'
 * console, the fan area or the school administrators' area.
 */
export const PANELS = ['athlete', 'console', 'fan', 'school'] as const;
export type TPanel = (typeof PANELS)[number];

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(MAX_PASSWORD_LENGTH),
  panel: z.enum(PANELS).default('athlete'),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ user: ZSessionUser });

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export const ZMessageResponse = z.object({ message: z.string() });

const ZNewPassword = z
  .string({ error: m.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, m.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH);

export const ZResetPasswordRequest = z.object({
  token: z.string().min(20, m.resetLinkInvalid).max(200, m.resetLinkInvalid),
  password: ZNewPassword,
});

/**
 * Change password: the spec's three rules, checked in this order. The current password itself
 * is verified on the server ('Current Password is Invalid').
 */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, m.currentPasswordInvalid).max(MAX_PASSWORD_LENGTH),
    newPassword: ZNewPassword,
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: m.samePassword });
    } else if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDoNotMatch });
    }
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

// Kept in its own zod-free module so the web app's router can use it without loading zod.
export {
  accountAreaPath,
  DEFAULT_AFTER_LOGIN_PATH,
  isAthletePanelPath,
  isSignedOutOnlyPath,
  safeRedirectPath,
  signedInRedirect,
  signedInTarget,
  signInTarget,
} from './auth.redirect';
