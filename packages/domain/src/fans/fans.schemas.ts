import { z } from 'zod';
import { authMessages } from '../auth/auth.messages';
import { ZEmailAddress, ZPersonName, ZSignUpPassword } from '../registration/registration.fields';
import { registrationMessages } from '../registration/registration.messages';
import { ZSessionUser } from '../users/users.schemas';
import { fansMessages as m } from './fans.messages';

/** Longest city name a fan may type. */
export const FAN_CITY_MAX_LENGTH = 100;

/**
 * Fan sign-up. State (USPS code) and city say where the fan follows athletes from: new athletes
 * near them are announced by e-mail (the sign-up flow's new-athlete fan-out reads fan_profiles).
 * The state must exist in the reference data; the server checks it.
 */
export const ZFanSignUp = z.object({
  firstName: ZPersonName(registrationMessages.firstNameRequired),
  lastName: ZPersonName(registrationMessages.lastNameRequired),
  email: ZEmailAddress(authMessages.emailInvalid, authMessages.emailRequired),
  password: ZSignUpPassword,
  stateCode: z
    .string({ error: m.stateRequired })
    .trim()
    .toUpperCase()
    .min(1, m.stateRequired)
    .regex(/^[A-Z]{2}$/, m.stateInvalid),
  city: z
    .string({ error: m.cityRequired })
    .trim()
    .min(1, m.cityRequired)
    .max(FAN_CITY_MAX_LENGTH, m.cityTooLong),
});
export type TFanSignUpInput = z.input<typeof ZFanSignUp>;
export type TFanSignUp = z.output<typeof ZFanSignUp>;

/** A new fan is signed in at once (the session cookie is set). */
export const ZFanSignUpResponse = z.object({ user: ZSessionUser, message: z.string() });
export type TFanSignUpResponse = z.infer<typeof ZFanSignUpResponse>;
