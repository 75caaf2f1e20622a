import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../auth/auth.limits';
import { authMessages } from '../auth/auth.messages';
import { ZPayoutEmail, ZPersonName } from '../registration/registration.fields';
import { GENDERS, MAX_CHAT_RATE_CENTS } from '../registration/registration.limits';
import { registrationMessages as rm } from '../registration/registration.messages';
import { ATHLETE_BIO_MAX_LENGTH, MAX_TEAMMATES, SOCIAL_PLATFORMS } from './profile.limits';
import { profileMessages as m } from './profile.messages';
import {
  checkSocialEntry,
  hasControlCharacters,
  isValidSportBadgeRate,
  isYoutubeVideoUrl,
} from './profile.rules';

/** An empty value clears an optional link. */
const optionalLink = (isValid: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(500, message)
    .refine((v) => v === '' || isValid(v), message)
    .transform((v) => (v === '' ? null : v));

/**
 * The public page's bio: plain text, trimmed, at most ATHLETE_BIO_MAX_LENGTH characters (counted
 * as the database counts them, by code point), line breaks kept; empty clears it.
 */
export const ZAthleteBio = z
  .string({ error: m.bioTooLong })
  .trim()
  .refine((v) => !hasControlCharacters(v), m.bioInvalidCharacters)
  .refine((v) => [...v].length <= ATHLETE_BIO_MAX_LENGTH, m.bioTooLong)
  .transform((v) => (v === '' ? null : v));

const isHttpUrl = (v: string) => z.url({ protocol: /^https?$/ }).safeParse(v).success;

/**
 * `PATCH /api/profile`: one field per request, as each field has its own edit and save. The
 * answer carries the field's own success message.
 */
export const ZProfileFieldUpdate = z.discriminatedUnion('field', [
  z.object({ field: z.literal('firstName'), value: ZPersonName(rm.firstNameRequired) }),
  z.object({ field: z.literal('lastName'), value: ZPersonName(rm.lastNameRequired) }),
  z.object({
    field: z.literal('sport'),
    value: z.string({ error: rm.sportRequired }).trim().min(1, rm.sportRequired).max(100),
  }),
  // Trending's gender filter reads it; sign-up leaves it optional, so the profile sets it.
  z.object({ field: z.literal('gender'), value: z.enum(GENDERS, { error: rm.genderInvalid }) }),
  z.object({
    field: z.literal('chatRateCents'),
    value: z
      .number({ error: rm.chatRateRequired })
      .int(rm.chatRateInvalid)
      .min(0, rm.chatRateInvalid)
      .max(MAX_CHAT_RATE_CENTS, rm.chatRateTooHigh),
  }),
  z.object({
    field: z.literal('sportBadgeRateCents'),
    value: z
      .number({ error: rm.sportBadgeRequired })
      .int(rm.sportBadgeWholeDollars)
      .refine(isValidSportBadgeRate, rm.sportBadgeCustomRange),
  }),
  z.object({ field: z.literal('qrUrl'), value: optionalLink(isYoutubeVideoUrl, m.qrUrlInvalid) }),
  z.object({ field: z.literal('youtubeUrl'), value: optionalLink(isHttpUrl, m.youtubeUrlInvalid) }),
  z.object({ field: z.literal('bio'), value: ZAthleteBio }),
]);
export type TProfileFieldUpdate = z.input<typeof ZProfileFieldUpdate>;
export type TProfileField = TProfileFieldUpdate['field'];

export const ZSocialLink = z.object({ name: z.enum(SOCIAL_PLATFORMS), url: z.string() });
export type TSocialLink = z.infer<typeof ZSocialLink>;

/**
 * `PUT /api/profile/social-media`: the whole table. Each entry is checked against the ones
 * before it, with the add-row messages ('Please add name and URL', 'Invalid {Platform} URL',
 * '{Platform} already exists').
 */
export const ZSocialMediaUpdate = z.object({
  socialMedia: z
    .array(z.object({ name: z.string().optional(), url: z.string().optional() }))
    .max(SOCIAL_PLATFORMS.length)
    .superRefine((list, ctx) => {
      list.forEach((entry, i) => {
        const message = checkSocialEntry(list.slice(0, i) as { name: string }[], entry);
        if (message) ctx.addIssue({ code: 'custom', path: [i], message });
      });
    })
    .transform((list) =>
      list.map((e) => ({ name: e.name?.trim(), url: e.url?.trim() }) as TSocialLink),
    ),
});
export type TSocialMediaUpdateInput = z.input<typeof ZSocialMediaUpdate>;

/** `PUT /api/profile/teammates`: up to 3 athlete IDs, each required and numeric, no repeats. */
export const ZTeammatesUpdate = z.object({
  teammates: z
    .array(
      z
        .union([z.string(), z.number()], { error: m.teammateRequired })
        .transform((v) => String(v).trim())
        .refine((v) => v !== '', m.teammateRequired)
        .refine((v) => v === '' || /^\d{1,9}$/.test(v), m.teammateNotNumber)
        .transform(Number),
    )
    .max(MAX_TEAMMATES, m.teammatesTooMany)
    .superRefine((ids, ctx) => {
      ids.forEach((id, i) => {
        if (ids.indexOf(id) !== i)
          ctx.addIssue({ code: 'custom', path: [i], message: m.teammateDuplicate });
      });
    }),
});
export type TTeammatesUpdateInput = z.input<typeof ZTeammatesUpdate>;

/**
 * `PUT /api/profile/payout-email`: the new address, checked as at sign-up, and the current
 * password, verified on the server ('Current Password is Invalid').
 */
export const ZPayoutEmailChange = z.object({
  payoutEmail: ZPayoutEmail,
  currentPassword: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(MAX_PASSWORD_LENGTH),
});
export type TPayoutEmailChange = z.input<typeof ZPayoutEmailChange>;

/** The same payout address in another spelling (addresses are stored lower-cased). */
export const isSamePayoutEmail = (current: string | null, next: string) =>
  current !== null && current.trim().toLowerCase() === next.trim().toLowerCase();

export const ZRatingVisibilityUpdate = z.object({ show: z.boolean() });
/** `POST /api/profile/ip-contract`: the offer's Yes (No just hides it in the browser). */
export const ZIpContractAccept = z.object({ accept: z.literal(true) });

export const ZAthleteProfile = z.object({
  athleteNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  phone: z.string().nullable(),
  payoutEmail: z.string().nullable(),
  contactMethod: z.string().nullable(),
  contactValue: z.string().nullable(),
  country: z.string().nullable(),
  schoolAthlete: z.boolean().nullable(),
  chatRateCents: z.number().int().nullable(),
  sportBadgeRateCents: z.number().int().nullable(),
  sport: z.string().nullable(),
  athleteType: z.string().nullable(),
  /** State name for display and its code (or 'OTHER') for the address editor. */
  state: z.string().nullable(),
  stateCode: z.string().nullable(),
  county: z.string().nullable(),
  city: z.string().nullable(),
  schoolName: z.string().nullable(),
  /** True on the 'Other' institution path (the school was typed, not picked). */
  newInstitute: z.boolean(),
  photoUrl: z.string().nullable(),
  qrCodeUrl: z.string().nullable(),
  qrUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  bio: z.string().nullable(),
  socialMedia: z.array(ZSocialLink),
  promotedTeammates: z.array(z.number().int()),
  /** rvRating; null shows 'pending' and hides the visibility switch. */
  rating: z.number().nullable(),
  showRating: z.boolean(),
  /** Linked to the school's IP contract (spec: schoolAdminId). */
  hasSchoolContract: z.boolean(),
  /** Spec section 4: a school admin with ip_contract matches state, county and school, and no link yet. */
  ipContractOffer: z.boolean(),
  /** High-school athletes: the parent's or guardian's consent (the newest request); else null. */
  parentalConsent: z
    .object({
      status: z.enum(['pending', 'confirmed']),
      guardianEmail: z.string(),
      confirmedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
  lastLoggedInAt: z.iso.datetime().nullable(),
});
export type TAthleteProfile = z.infer<typeof ZAthleteProfile>;

/** Every profile write answers its success message and the updated profile. */
export const ZProfileUpdateResponse = z.object({ message: z.string(), profile: ZAthleteProfile });
export type TProfileUpdateResponse = z.infer<typeof ZProfileUpdateResponse>;

/** Multipart field of `POST /api/profile/photo` and `POST /api/profile/qr-code`. */
export const PROFILE_FILE_FIELD = 'file';
