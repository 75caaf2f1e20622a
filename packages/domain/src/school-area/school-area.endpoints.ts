import { defineEndpoint } from '../platform/endpoint';
import {
  ZSchoolAreaHome,
  ZSchoolAreaMe,
  ZSchoolAthletesPage,
  ZSchoolAthletesQuery,
  ZSchoolIdParams,
  ZSchoolIpStatus,
} from './school-area.schemas';

/**
 * The school administrator's area: only accounts of role school-admin call these. The routes
 * that name a school decide through the policy module (relation 'school-admin': an
 * administrator reads their own school's rows; another school answers 404).
 */
export const schoolAreaEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/school-area/me',
    access: ['school-admin'],
    tags: ['school-area'],
    summary: 'The school the signed-in school administrator administers (null when none)',
    response: ZSchoolAreaMe,
  }),
  home: defineEndpoint({
    method: 'GET',
    path: '/api/school-area/schools/:schoolId',
    access: ['school-admin'],
    policy: { action: 'read', resource: 'school' },
    tags: ['school-area'],
    summary: "A school and its IP contract, for the school's administrator",
    params: ZSchoolIdParams,
    response: ZSchoolAreaHome,
  }),
  athletes: defineEndpoint({
    method: 'GET',
    path: '/api/school-area/schools/:schoolId/athletes',
    access: ['school-admin'],
    policy: { action: 'read', resource: 'school' },
    tags: ['school-area'],
    summary: "A page of the school's athletes who accepted its IP contract, newest first",
    params: ZSchoolIdParams,
    query: ZSchoolAthletesQuery,
    response: ZSchoolAthletesPage,
  }),
};

/** The athlete's side: Check School IP (/admin/index). The Yes is POST /api/profile/ip-contract. */
export const schoolIpEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/school-ip',
    access: ['athlete'],
    tags: ['school-area'],
    summary:
      'Whether my school holds an approved IP contract, whether I accepted it, and how to ask for one',
    response: ZSchoolIpStatus,
  }),
};
