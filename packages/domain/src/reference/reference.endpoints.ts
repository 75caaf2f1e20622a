import { defineEndpoint } from '../platform/endpoint';
import {
  ZCollegesQuery,
  ZReferenceNames,
  ZReferenceSchools,
  ZReferenceSearchQuery,
  ZReferenceStates,
  ZSchoolsQuery,
  ZStateCodeParams,
} from './reference.schemas';

const tags = ['reference'];

/** Public lists for the sign-up and profile pickers; they change only with a release. */
export const referenceEndpoints = {
  sports: defineEndpoint({
    method: 'GET',
    path: '/api/reference/sports',
    access: 'public',
    tags,
    summary: 'Sports',
    query: ZReferenceSearchQuery,
    response: ZReferenceNames,
  }),
  states: defineEndpoint({
    method: 'GET',
    path: '/api/reference/states',
    access: 'public',
    tags,
    summary: 'States, with whether high-school athletes may register there',
    query: ZReferenceSearchQuery,
    response: ZReferenceStates,
  }),
  counties: defineEndpoint({
    method: 'GET',
    path: '/api/reference/states/:code/counties',
    access: 'public',
    tags,
    summary: 'Counties of a state',
    params: ZStateCodeParams,
    query: ZReferenceSearchQuery,
    response: ZReferenceNames,
  }),
  cities: defineEndpoint({
    method: 'GET',
    path: '/api/reference/states/:code/cities',
    access: 'public',
    tags,
    summary: 'Cities of a state',
    params: ZStateCodeParams,
    query: ZReferenceSearchQuery,
    response: ZReferenceNames,
  }),
  schools: defineEndpoint({
    method: 'GET',
    path: '/api/reference/schools',
    access: 'public',
    tags,
    summary: 'High schools by state and county',
    query: ZSchoolsQuery,
    response: ZReferenceSchools,
  }),
  colleges: defineEndpoint({
    method: 'GET',
    path: '/api/reference/colleges',
    access: 'public',
    tags,
    summary: 'Colleges by state and city',
    query: ZCollegesQuery,
    response: ZReferenceSchools,
  }),
  fixedColleges: defineEndpoint({
    method: 'GET',
    path: '/api/reference/colleges/florida-miami-other',
    access: 'public',
    tags,
    summary: "The fixed college list for state Florida, city Miami, school 'Other'",
    query: ZReferenceSearchQuery,
    response: ZReferenceNames,
  }),
};
