import { defineEndpoint } from '../platform/endpoint';
import {
  ZContractSearchAnswer,
  ZContractSearchQuery,
  ZInstituteRequestForm,
  ZMessageAnswer,
} from './school-requests.schemas';

const tags = ['school-contracts'] as const;

/** The public side of the school path: the request, the new institute request, the search. */
export const schoolRequestsEndpoints = {
  request: defineEndpoint({
    method: 'POST',
    path: '/api/school-contract-requests',
    access: 'public',
    tags,
    summary:
      'Request a school IP contract: multipart `data` (JSON: level, state, place, school, email) and `idImage` (PNG/GIF/JPEG, 1 MB). 409 with the duplicate’s message',
    multipart: true,
    status: 201,
    response: ZMessageAnswer,
    errors: [409, 413, 415, 429],
  }),
  instituteRequest: defineEndpoint({
    method: 'POST',
    path: '/api/institute-requests',
    access: 'public',
    tags,
    summary: 'Ask the operators to add a school missing from the lists (public)',
    body: ZInstituteRequestForm,
    status: 201,
    response: ZMessageAnswer,
    errors: [429],
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/school-contract-search',
    access: 'public',
    tags,
    summary:
      'The approved contract of a school (level, state, place, school); 404 "No contract found" otherwise, an unapproved one included',
    query: ZContractSearchQuery,
    response: ZContractSearchAnswer,
    errors: [404],
  }),
};
