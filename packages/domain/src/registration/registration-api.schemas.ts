import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../auth/auth.limits';
import { REGISTRATION_STATUSES } from './registration.limits';
import { registrationMessages } from './registration.messages';

/** The multipart field names of POST /api/registration/athletes. */
export const SIGN_UP_DATA_FIELD = 'data';
export const SIGN_UP_PHOTO_FIELD = 'photo';

export const ZRegistrationStatus = z.enum(REGISTRATION_STATUSES);
export type TRegistrationStatus = z.infer<typeof ZRegistrationStatus>;

/**
 * 201 of the sign-up. The account exists but cannot sign in until the fee is paid; `feeToken`
 * (shown once, valid until `feeTokenExpiresAt`) lets the fee page pay without a session.
 */
export const ZAthleteSignUpResponse = z.object({
  athleteNumber: z.number().int(),
  registrationStatus: ZRegistrationStatus,
  feeToken: z.string(),
  feeTokenExpiresAt: z.iso.datetime(),
  feeAmountCents: z.number().int(),
});
export type TAthleteSignUpResponse = z.infer<typeof ZAthleteSignUpResponse>;

// A token of the wrong shape is an invalid link like any other, with the same message.
const ZFeeToken = z
  .string({ error: registrationMessages.feeTokenInvalid })
  .min(20, registrationMessages.feeTokenInvalid)
  .max(200, registrationMessages.feeTokenInvalid);
export const ZRegistrationFeeTokenRequest = z.object({ token: ZFeeToken });

/** What the fee page shows: who pays, how much, for what. */
export const ZRegistrationFeeSummary = z.object({
  firstName: z.string(),
  lastName: z.string(),
  athleteNumber: z.number().int(),
  registrationStatus: ZRegistrationStatus,
  amountCents: z.number().int(),
  currency: z.string(),
  description: z.string(),
});
export type TRegistrationFeeSummary = z.infer<typeof ZRegistrationFeeSummary>;

/** The browser goes to approveUrl; the provider returns it to /auth/registration-fee. */
export const ZRegistrationFeeStartResponse = z.object({
  paymentId: z.uuid(),
  approveUrl: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type TRegistrationFeeStartResponse = z.infer<typeof ZRegistrationFeeStartResponse>;

export const ZRegistrationFeeCaptureRequest = z.object({ token: ZFeeToken, paymentId: z.uuid() });
export const ZRegistrationFeeCaptureResponse = z.object({
  registrationStatus: ZRegistrationStatus,
  athleteNumber: z.number().int(),
  message: z.string(),
});
export type TRegistrationFeeCaptureResponse = z.infer<typeof ZRegistrationFeeCaptureResponse>;

/**
 * Back from paying: the paid fee's token and payment give the athlete their first session, once.
 * The same body as the capture; the answer is a sign-in's (the user, the cookie set).
 */
export const ZRegistrationFeeSessionRequest = ZRegistrationFeeCaptureRequest;

/** A pending athlete who lost the link signs in here to get a new fee token. */
export const ZRegistrationFeeResumeRequest = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export const ZRegistrationFeeResumeResponse = z.object({
  feeToken: z.string(),
  feeTokenExpiresAt: z.iso.datetime(),
  feeAmountCents: z.number().int(),
});
