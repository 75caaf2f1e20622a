import {
  MAX_SIGN_UPS_PER_ADDRESS,
  messages,
  SIGN_UP_WINDOW_MINUTES,
  ZAthleteSignUpResponse,
  ZErrorResponse,
  ZRegistrationFeeCaptureRequest,
  ZRegistrationFeeCaptureResponse,
  ZRegistrationFeeResumeRequest,
  ZRegistrationFeeResumeResponse,
  ZRegistrationFeeStartResponse,
  ZRegistrationFeeSummary,
  ZRegistrationFeeTokenRequest,
} from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitByAddress } from '../../platform/limits/limit-by-address';
import type { AppServices } from '../../platform/services';
import { captureRegistrationFee } from './capture-registration-fee';
import { readSignUpRequest } from './read-sign-up-request';
import { resumeRegistrationFee } from './resume-registration-fee';
import { signUpAthlete } from './sign-up-athlete';
import { registrationFeeSummary, startRegistrationFee } from './start-registration-fee';

const tags = ['registration'];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};

export const registrationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/api/registration/athletes',
    {
      // Sign-up is public and hashes a password: counted per address in the database, shared
      // by every process, before the upload is read.
      preHandler: limitByAddress(services.db, {
        scope: 'sign-up-address',
        max: MAX_SIGN_UPS_PER_ADDRESS,
        windowMs: SIGN_UP_WINDOW_MINUTES * 60_000,
        message: messages.registration.tooManySignUps,
      }),
      schema: {
        tags,
        summary:
          'Athlete sign-up: multipart with `data` (JSON, ZAthleteSignUp) and `photo` (PNG/GIF/JPEG, 1 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: ZAthleteSignUpResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await signUpAthlete(services, await readSignUpRequest(request));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/registration/fee/summary',
    {
      schema: {
        tags,
        summary: 'What the registration fee page shows, for a fee token',
        body: ZRegistrationFeeTokenRequest,
        response: { 200: ZRegistrationFeeSummary, ...errors },
      },
    },
    async (request) => registrationFeeSummary(services, request.body.token),
  );

  app.post(
    '/api/registration/fee',
    {
      schema: {
        tags,
        summary: "Start the $4.00 'License Fee' payment; the browser goes to approveUrl",
        body: ZRegistrationFeeTokenRequest,
        response: { 200: ZRegistrationFeeStartResponse, ...errors },
      },
    },
    async (request) => startRegistrationFee(services, request.body.token, request.log),
  );

  app.post(
    '/api/registration/fee/capture',
    {
      schema: {
        tags,
        summary: 'Capture the approved fee and activate the account (safe to repeat)',
        body: ZRegistrationFeeCaptureRequest,
        response: { 200: ZRegistrationFeeCaptureResponse, 402: ZErrorResponse, ...errors },
      },
    },
    async (request) => captureRegistrationFee(services, request.body, request.log),
  );

  app.post(
    '/api/registration/fee/resume',
    {
      schema: {
        tags,
        summary:
          'A pending athlete signs in with e-mail and password to get a new fee token (sign-in limits apply)',
        body: ZRegistrationFeeResumeRequest,
        response: { 200: ZRegistrationFeeResumeResponse, ...errors },
      },
    },
    async (request) => resumeRegistrationFee(services, { ...request.body, ip: request.ip }),
  );
};
