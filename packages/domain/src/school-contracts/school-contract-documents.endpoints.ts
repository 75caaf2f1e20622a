import { defineEndpoint, endpointUrl, ZBinaryBody } from '../platform/endpoint';
import {
  ZCountersignBody,
  ZCountersigned,
  ZSchoolContractDetail,
  ZSchoolContractIdParams,
  ZSchoolContractVerification,
} from './school-contract-documents.schemas';

const tags = ['school-contracts'] as const;

/**
 * A contract's documents: the console's detail and countersignature (which renders, seals and
 * stores the PDF), the sealed PDF itself and its public confirmation (decision 0066).
 */
export const schoolContractDocumentEndpoints = {
  consoleDetail: defineEndpoint({
    method: 'GET',
    path: '/api/console/school-contracts/:id',
    access: ['admin'],
    policy: { action: 'read', resource: 'school-contract' },
    tags: ['console', ...tags],
    summary: 'A school contract with its Schedule B, licensor, signatures and audit trail',
    params: ZSchoolContractIdParams,
    response: ZSchoolContractDetail,
    errors: [404],
  }),
  countersign: defineEndpoint({
    method: 'POST',
    path: '/api/console/school-contracts/:id/countersign',
    access: ['admin'],
    policy: { action: 'change', resource: 'school-contract' },
    tags: ['console', ...tags],
    summary:
      'Countersign a signed contract: renders the PDF, seals it and approves the contract (once: 409 otherwise; 503 without a signing certificate in production)',
    params: ZSchoolContractIdParams,
    body: ZCountersignBody,
    response: ZCountersigned,
    errors: [404, 409, 503],
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/school-contracts/:id/pdf',
    access: 'public',
    tags,
    summary:
      'The sealed PDF of an approved contract (a public license: anyone with the link); 404 for any other',
    params: ZSchoolContractIdParams,
    contentType: 'application/pdf',
    response: ZBinaryBody,
    errors: [404],
  }),
  verify: defineEndpoint({
    method: 'GET',
    path: '/api/school-contracts/:id/verification',
    access: 'public',
    tags,
    summary:
      "An approved contract's public confirmation: school, state, status, the sealed PDF's SHA-256",
    params: ZSchoolContractIdParams,
    response: ZSchoolContractVerification,
    errors: [404],
  }),
};

/** Where the sealed PDF of a contract is downloaded (approved contracts only). */
export const contractPdfUrl = (id: string) =>
  endpointUrl(schoolContractDocumentEndpoints.pdf, { id });

/** The public confirmation page of a contract (what the PDF's QR code opens). */
export const schoolContractVerifyPath = (id: string) =>
  `/verify/school-contract/${encodeURIComponent(id)}`;

/** The console's page of one contract. */
export const consoleSchoolContractPath = (id: string) =>
  `/console/school-contracts/${encodeURIComponent(id)}`;
