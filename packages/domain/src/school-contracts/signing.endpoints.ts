import { defineEndpoint } from '../platform/endpoint';
import {
  ZContractPageParams,
  ZSchoolContractView,
  ZSignContractAnswer,
  ZSignContractBody,
  ZSigningCodeBody,
  ZSigningMessage,
  ZSigningVerified,
} from './signing.schemas';

/**
 * The contract page (/school-contract/{id}). Public routes: an approved contract is anyone's to
 * read; a draft opens only to its School Verification Officer, proven by a one-time code e-mailed
 * to the request's school address (the signing session is an HttpOnly cookie), or to an operator
 * and the school's administrator (the policy module, in the handler). Everything else is 404.
 */
export const schoolContractSigningEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/school-contracts/:id',
    access: 'public',
    tags: ['school-contracts'],
    summary:
      'A school contract: public once approved; a draft or signed one only to its verified officer, operators and the school administrator (404 to anyone else)',
    params: ZContractPageParams,
    response: ZSchoolContractView,
    errors: [404, 429],
  }),
  requestCode: defineEndpoint({
    method: 'POST',
    path: '/api/school-contracts/:id/code',
    access: 'public',
    tags: ['school-contracts'],
    summary:
      "E-mail a one-time code to a draft contract's school address (the same answer for any id)",
    params: ZContractPageParams,
    status: 202,
    response: ZSigningMessage,
    errors: [429],
  }),
  verifyCode: defineEndpoint({
    method: 'POST',
    path: '/api/school-contracts/:id/verify',
    access: 'public',
    tags: ['school-contracts'],
    summary:
      'Check the one-time code: a right one opens a signing session for the contract (an HttpOnly cookie)',
    params: ZContractPageParams,
    body: ZSigningCodeBody,
    response: ZSigningVerified,
    errors: [429],
  }),
  sign: defineEndpoint({
    method: 'POST',
    path: '/api/school-contracts/:id/sign',
    access: 'public',
    tags: ['school-contracts'],
    summary:
      "The verified officer's Schedule B, licensor block and signature: the draft becomes signed, once",
    params: ZContractPageParams,
    body: ZSignContractBody,
    response: ZSignContractAnswer,
    errors: [404, 409, 413, 429, 503],
  }),
};
