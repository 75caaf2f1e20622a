import { z } from 'zod';
import { authMessages } from '../auth/auth.messages';
import {
  ALWAYS_REQUIRED_ACKNOWLEDGEMENTS,
  ACKNOWLEDGEMENT_REQUIRED_MESSAGES as ackMessages,
} from './registration.acknowledgements';
import {
  ZDateOfBirth,
  ZEmailAddress,
  ZOptionalText,
  ZPayoutEmail,
  ZPersonName,
  ZPhone,
  ZSignUpPassword,
} from './registration.fields';
import {
  ATHLETE_TYPES,
  CONTACT_METHODS,
  COUNTRIES,
  GENDERS,
  INSTITUTE_NAME_MAX_LENGTH,
  MAX_CHAT_RATE_CENTS,
  YES_NO,
} from './registration.limits';
import { registrationMessages as m } from './registration.messages';
import { checkSignUpRules, normalizeSignUp } from './registration.rules';

const ALWAYS_REQUIRED = Object.fromEntries(
  ALWAYS_REQUIRED_ACKNOWLEDGEMENTS.map((key) => [
    key,
    z.literal(true, { error: ackMessages[key] }),
  ]),
) as { [K in (typeof ALWAYS_REQUIRED_ACKNOWLEDGEMENTS)[number]]: z.ZodLiteral<true> };

/** Every box is sent as a boolean; the conditional two are checked by the cross-field rules. */
export const ZSignUpAcknowledgements = z
  .object({
    ...ALWAYS_REQUIRED,
    highSchoolInformation: z.boolean().optional(),
    newGroupAthleteVideo: z.boolean().optional(),
  })
  // Missing entirely: parse {} so each box gets its own message rather than one for the group.
  .prefault({} as never);

const chosen = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/**
 * Athlete sign-up: every rule of spec part 1, section 5 with its message, on the field it belongs
 * to. Money is integer cents. Location values are the reference lists' values (state = USPS
 * code; county, city and school = names) or 'OTHER'. The photo travels beside this data.
 * Reference existence (sport, state, county, city, school, the states open to high-school
 * athletes, the Florida/Miami college list) is checked on the server against the data.
 */
export const ZAthleteSignUp = z
  .object({
    firstName: ZPersonName(m.firstNameRequired),
    lastName: ZPersonName(m.lastNameRequired),
    dateOfBirth: ZDateOfBirth,
    /** In the athlete record (spec section 3) but not among the sign-up rules: optional. */
    gender: chosen(GENDERS, m.genderInvalid).optional(),
    email: ZEmailAddress(authMessages.emailInvalid, authMessages.emailRequired),
    password: ZSignUpPassword,
    phone: ZPhone,
    contactWithFans: chosen(YES_NO, m.contactWithFansRequired),
    contactMethod: chosen(CONTACT_METHODS, m.contactMethodRequired).optional(),
    /** The WhatsApp number (digits) or the Zoom e-mail, as contactMethod says. */
    contactValue: ZOptionalText(254, m.zoomInvalid),
    country: chosen(COUNTRIES, m.countryRequired),
    schoolAthlete: chosen(YES_NO, m.schoolAthleteRequired).optional(),
    payoutEmail: ZPayoutEmail,
    chatRateCents: z
      .number({ error: m.chatRateRequired })
      .int(m.chatRateInvalid)
      .min(0, m.chatRateInvalid)
      .max(MAX_CHAT_RATE_CENTS, m.chatRateTooHigh),
    /** false: one of $4 / $8 / $12; true: a custom amount in SPORT_BADGE_CUSTOM_RANGE_TEXT. */
    sportBadgeCustom: z.boolean().default(false),
    sportBadgeRateCents: z.number({ error: m.sportBadgeRequired }).int(m.sportBadgeWholeDollars),
    athleteType: chosen(ATHLETE_TYPES, m.athleteTypeRequired),
    sport: z.string({ error: m.sportRequired }).trim().min(1, m.sportRequired).max(100),
    state: z
      .string({ error: m.stateRequired })
      .trim()
      .min(1, m.stateRequired)
      .max(10)
      .toUpperCase(),
    county: ZOptionalText(100, m.countyUnknown),
    city: ZOptionalText(100, m.cityUnknown),
    school: ZOptionalText(INSTITUTE_NAME_MAX_LENGTH, m.schoolUnknown),
    /** The typed school name (or the Florida/Miami list's choice) when school is 'OTHER'. */
    instituteName: ZOptionalText(INSTITUTE_NAME_MAX_LENGTH, m.instituteNameTooLong),
    /** High school only: the parent or guardian who is e-mailed the consent link. */
    guardianEmail: ZOptionalText(254, m.guardianEmailInvalid),
    acknowledgements: ZSignUpAcknowledgements,
  })
  .superRefine(checkSignUpRules)
  .transform(normalizeSignUp);

/** What the form holds and sends (before defaults and normalisation). */
export type TAthleteSignUpInput = z.input<typeof ZAthleteSignUp>;
/** What the server stores: location normalised, phone formatted, e-mails lower-cased. */
export type TAthleteSignUp = z.output<typeof ZAthleteSignUp>;
