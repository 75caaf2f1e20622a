import { FAN_LICENSE_MAX_DOLLARS } from '../money/fan-license';
import { MAX_IMAGE_BYTES } from '../platform/uploads';

/** Registration fee: $4.00, charged once after sign-up (spec part 1, sections 2 and 9). */
export const REGISTRATION_FEE_CENTS = 400;
/** The order's description at the payment provider, as the spec names it. */
export const REGISTRATION_FEE_DESCRIPTION = 'License Fee';
/** How long the one-time token handed out at sign-up can start and capture the fee. */
export const REGISTRATION_FEE_TOKEN_TTL_DAYS = 7;
/**
 * A sign-up whose fee was never paid is deleted after this many days (its e-mail address becomes
 * free again), unless a payment of it may still be taken or is being taken.
 */
export const UNPAID_SIGN_UP_RETENTION_DAYS = 7;

/** Sign-ups accepted from one network address per window, counted in the database. */
export const MAX_SIGN_UPS_PER_ADDRESS = 60;
export const SIGN_UP_WINDOW_MINUTES = 60;

/** Date of birth at least 3 years ago (spec section 5). */
export const MIN_ATHLETE_AGE_YEARS = 3;
/** Dates before this are typing mistakes, not athletes. */
export const EARLIEST_BIRTH_YEAR = 1900;

export const PHONE_DIGITS = 10;
export const WHATSAPP_MIN_DIGITS = 7;
export const WHATSAPP_MAX_DIGITS = 15;
export const NAME_MAX_LENGTH = 50;
export const INSTITUTE_NAME_MAX_LENGTH = 150;

/**
 * Sport badge amount at sign-up: $4, $8, $12, or a custom $20 to $599 (whole dollars). Fans buy
 * the sport badge as a license, so its price stays in the license range (decision 0046).
 */
export const SPORT_BADGE_PRESET_CENTS = [400, 800, 1200] as const;
export const SPORT_BADGE_CUSTOM_MIN_CENTS = 2_000;
export const SPORT_BADGE_CUSTOM_MAX_CENTS = FAN_LICENSE_MAX_DOLLARS * 100;
/** "$20 to $599": the custom range as every label and message writes it. */
export const SPORT_BADGE_CUSTOM_RANGE_TEXT = `$${SPORT_BADGE_CUSTOM_MIN_CENTS / 100} to $${
  SPORT_BADGE_CUSTOM_MAX_CENTS / 100
}`;
/** Chat rate per minute: at least 0; the cap only stops a typing slip from becoming a price. */
export const MAX_CHAT_RATE_CENTS = 100_000;

/** The registration photo: PNG, GIF or JPEG up to 1 MB (1,000,000 bytes). */
export const REGISTRATION_PHOTO_MAX_BYTES = MAX_IMAGE_BYTES;

/** The pickers' "not listed" choice: as state it skips city and school; as county/city it sets school. */
export const OTHER_CHOICE = 'OTHER';
/** High-school athletes may not choose New Jersey (spec: not permitted until 2025). */
export const NEW_JERSEY_CODE = 'NJ';
/** State and city whose 'Other' school choice offers a fixed college list instead of free text. */
export const FIXED_COLLEGE_LIST_PLACE = { state: 'FL', city: 'Miami' } as const;

export const ATHLETE_TYPES = ['College', 'High School'] as const;
export const COUNTRIES = ['USA', 'Other'] as const;
export const GENDERS = ['Male', 'Female'] as const;
export const YES_NO = ['yes', 'no'] as const;
export const CONTACT_METHODS = ['whatsapp', 'zoom'] as const;
export const REGISTRATION_STATUSES = ['pending_fee', 'active'] as const;
