import { ZLoginResponse } from '../auth/auth.schemas';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZAthleteSignUpResponse,
  ZRegistrationFeeCaptureRequest,
  ZRegistrationFeeCaptureResponse,
  ZRegistrationFeeResumeRequest,
  ZRegistrationFeeResumeResponse,
  ZRegistrationFeeSessionRequest,
  ZRegistrationFeeStartResponse,
  ZRegistrationFeeSummary,
  ZRegistrationFeeTokenRequest,
} from './registration-api.schemas';

const tags = ['registration'];

export const registrationEndpoints = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/registration/athletes',
    access: 'public',
    tags,
    summary:
      'Athlete sign-up: multipart with `data` (JSON, ZAthleteSignUp) and `photo` (PNG/GIF/JPEG, 1 MB)',
    multipart: true,
    status: 201,
    response: ZAthleteSignUpResponse,
    errors: [401, 404, 409, 413, 415, 429],
  }),
  feeSummary: defineEndpoint({
    method: 'POST',
    path: '/api/registration/fee/summary',
    access: 'public',
    tags,
    summary: 'What the registration fee page shows, for a fee token',
    body: ZRegistrationFeeTokenRequest,
    response: ZRegistrationFeeSummary,
    errors: [401, 404, 409, 429],
  }),
  startFee: defineEndpoint({
    method: 'POST',
    path: '/api/registration/fee',
    access: 'public',
    tags,
    summary: "Start the $4.00 'License Fee' payment; the browser goes to approveUrl",
    body: ZRegistrationFeeTokenRequest,
    response: ZRegistrationFeeStartResponse,
    errors: [401, 404, 409, 429],
  }),
  captureFee: defineEndpoint({
    method: 'POST',
    path: '/api/registration/fee/capture',
    access: 'public',
    tags,
    summary: 'Capture the approved fee and activate the account (safe to repeat)',
    body: ZRegistrationFeeCaptureRequest,
    response: ZRegistrationFeeCaptureResponse,
    errors: [401, 402, 404, 409, 429],
  }),
  feeSession: defineEndpoint({
    method: 'POST',
    path: '/api/registration/fee/session',
    access: 'public',
    tags,
    summary:
      "After the fee is captured: exchange the fee token for the athlete's first session, once (sets the session cookie)",
    body: ZRegistrationFeeSessionRequest,
    response: ZLoginResponse,
    errors: [404],
  }),
  resumeFee: defineEndpoint({
    method: 'POST',
    path: '/api/registration/fee/resume',
    access: 'public',
    tags,
    summary:
      'A pending athlete signs in with e-mail and password to get a new fee token (sign-in limits apply)',
    body: ZRegistrationFeeResumeRequest,
    response: ZRegistrationFeeResumeResponse,
    errors: [401, 404, 409, 429],
  }),
};
