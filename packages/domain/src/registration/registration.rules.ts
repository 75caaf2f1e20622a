import { z } from 'zod';
import { ACKNOWLEDGEMENT_REQUIRED_MESSAGES as ackMessages } from './registration.acknowledgements';
import {
  NEW_JERSEY_CODE,
  OTHER_CHOICE,
  SPORT_BADGE_CUSTOM_MAX_CENTS,
  SPORT_BADGE_CUSTOM_MIN_CENTS,
  SPORT_BADGE_PRESET_CENTS,
  WHATSAPP_MAX_DIGITS,
  WHATSAPP_MIN_DIGITS,
} from './registration.limits';
import { registrationMessages as m } from './registration.messages';

/** The fields the cross-field rules read. Any may still hold a raw value that failed its own check. */
export type SignUpRuleInput = {
  contactWithFans?: string;
  contactMethod?: string;
  contactValue?: string;
  country?: string;
  schoolAthlete?: string;
  sportBadgeCustom?: boolean;
  sportBadgeRateCents?: number;
  athleteType?: string;
  state?: string;
  county?: string;
  city?: string;
  school?: string;
  instituteName?: string;
  email?: string;
  guardianEmail?: string;
  acknowledgements?: { highSchoolInformation?: boolean; newGroupAthleteVideo?: boolean };
};

type Ctx = {
  addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void;
};

const WHATSAPP = new RegExp(`^\\d{${WHATSAPP_MIN_DIGITS},${WHATSAPP_MAX_DIGITS}}$`);
/**
 * The one WhatsApp number rule: WHATSAPP_MIN_DIGITS to WHATSAPP_MAX_DIGITS digits, digits only
 * (the country code included, no '+'). An athlete's sign-up contact and a fan's call request
 * both use it, with registrationMessages.whatsappInvalid.
 */
export const isWhatsAppNumber = (value: string | undefined) => WHATSAPP.test(value ?? '');
const isEmail = (v: string | undefined) => z.email().safeParse(v ?? '').success;
const isHighSchool = (v: SignUpRuleInput) => v.athleteType === 'High School';
/** Non-school USA athletes and athletes of another country form the "new group". */
export const isNewGroupAthlete = (v: SignUpRuleInput) =>
  v.country === 'Other' || (v.country === 'USA' && v.schoolAthlete === 'no');

function checkContact(v: SignUpRuleInput, issue: (path: string, message: string) => void) {
  if (v.contactWithFans !== 'yes') return;
  if (!v.contactMethod) issue('contactMethod', m.contactMethodRequired);
  else if (v.contactMethod === 'whatsapp' && !isWhatsAppNumber(v.contactValue))
    issue('contactValue', m.whatsappInvalid);
  else if (v.contactMethod === 'zoom' && !isEmail(v.contactValue))
    issue('contactValue', m.zoomInvalid);
}

function checkSportBadge(v: SignUpRuleInput, issue: (path: string, message: string) => void) {
  const cents = v.sportBadgeRateCents;
  if (typeof cents !== 'number') return; // its own message is already there
  if (!v.sportBadgeCustom) {
    if (!(SPORT_BADGE_PRESET_CENTS as readonly number[]).includes(cents))
      issue('sportBadgeRateCents', m.sportBadgeRequired);
  } else if (cents < SPORT_BADGE_CUSTOM_MIN_CENTS || cents > SPORT_BADGE_CUSTOM_MAX_CENTS) {
    issue('sportBadgeRateCents', m.sportBadgeCustomRange);
  } else if (cents % 100 !== 0) {
    issue('sportBadgeRateCents', m.sportBadgeWholeDollars);
  }
}

export function checkLocation(v: SignUpRuleInput, issue: (path: string, message: string) => void) {
  if (!v.state) return;
  const highSchool = isHighSchool(v);
  if (highSchool && v.state === NEW_JERSEY_CODE) issue('state', m.highSchoolNewJersey);
  if (highSchool && v.state === OTHER_CHOICE) issue('state', m.highSchoolStateNotListed);
  const otherState = v.state === OTHER_CHOICE;
  const place = highSchool ? v.county : v.city;
  if (!otherState && !place)
    issue(highSchool ? 'county' : 'city', highSchool ? m.countyRequired : m.cityRequired);
  const otherSchool = otherState || place === OTHER_CHOICE || v.school === OTHER_CHOICE;
  if (otherSchool && !v.instituteName) issue('instituteName', m.instituteNameRequired);
  if (!otherSchool && place && !v.school) issue('school', m.schoolRequired);
}

/** High-school athletes name a parent or guardian (not themselves) who confirms consent. */
function checkGuardian(v: SignUpRuleInput, issue: (path: string, message: string) => void) {
  if (!isHighSchool(v)) return;
  const guardian = v.guardianEmail?.trim() ?? '';
  if (!guardian) issue('guardianEmail', m.guardianEmailRequired);
  else if (!isEmail(guardian)) issue('guardianEmail', m.guardianEmailInvalid);
  else if (guardian.toLowerCase() === v.email?.trim().toLowerCase())
    issue('guardianEmail', m.guardianEmailSameAsYours);
}

/** The cross-field rules, each reported at the field the form shows it under. */
export function checkSignUpRules(v: SignUpRuleInput, ctx: Ctx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  checkContact(v, issue);
  if (v.country === 'USA' && !v.schoolAthlete) issue('schoolAthlete', m.schoolAthleteRequired);
  if (isNewGroupAthlete(v) && v.acknowledgements?.newGroupAthleteVideo !== true)
    issue('acknowledgements.newGroupAthleteVideo', ackMessages.newGroupAthleteVideo);
  if (isHighSchool(v) && v.acknowledgements?.highSchoolInformation !== true)
    issue('acknowledgements.highSchoolInformation', ackMessages.highSchoolInformation);
  checkSportBadge(v, issue);
  checkLocation(v, issue);
  checkGuardian(v, issue);
}

/**
 * Drops what the choices made irrelevant, as the form does: 'OTHER' as state skips county,
 * city and school; 'OTHER' as county or city sets school to 'OTHER'; a listed school has no
 * typed name; no contact details when fans may not call; no school-athlete answer abroad; a
 * guardian e-mail (lower-cased) for high-school athletes only.
 */
export function normalizeSignUp<T extends SignUpRuleInput>(v: T): T {
  const highSchool = isHighSchool(v);
  const otherState = v.state === OTHER_CHOICE;
  const place = otherState ? undefined : highSchool ? v.county : v.city;
  const school = otherState || place === OTHER_CHOICE ? OTHER_CHOICE : v.school;
  const contact = v.contactWithFans === 'yes';
  return {
    ...v,
    county: highSchool ? place : undefined,
    city: highSchool ? undefined : place,
    school,
    instituteName: school === OTHER_CHOICE ? v.instituteName : undefined,
    contactMethod: contact ? v.contactMethod : undefined,
    contactValue: contact ? v.contactValue : undefined,
    schoolAthlete: v.country === 'USA' ? v.schoolAthlete : undefined,
    guardianEmail: highSchool ? v.guardianEmail?.toLowerCase() : undefined,
  };
}
