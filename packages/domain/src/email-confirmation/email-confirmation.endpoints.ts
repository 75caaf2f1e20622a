import { z } from 'zod';
import { ZMessageResponse } from '../auth/auth.schemas';
import { defineEndpoint } from '../platform/endpoint';
import { emailConfirmationMessages as m } from './email-confirmation.messages';

/** The token of a confirmation link, as the page read it from the address. */
export const ZConfirmEmailRequest = z.object({
  token: z.string({ error: m.linkInvalid }).min(1, m.linkInvalid).max(200, m.linkInvalid),
});
export type TConfirmEmailRequest = z.infer<typeof ZConfirmEmailRequest>;

/**
 * A fan confirms their e-mail address (votes need it). Sign-up sends the first link; /api/me
 * says whether the address is confirmed (`user.emailConfirmed`).
 */
export const emailConfirmationEndpoints = {
  resend: defineEndpoint({
    method: 'POST',
    path: '/api/fan/email-confirmation',
    access: ['fan'],
    tags: ['email-confirmation'],
    summary: 'E-mail the signed-in fan a new confirmation link',
    response: ZMessageResponse,
    errors: [409, 429],
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/email-confirmation/confirm',
    access: 'public',
    tags: ['email-confirmation'],
    summary: 'Confirm an e-mail address with the single-use token of its link',
    body: ZConfirmEmailRequest,
    response: ZMessageResponse,
    errors: [409, 429],
  }),
};
