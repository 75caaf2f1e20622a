import {
  REFERENCE_CACHE_CONTROL,
  ZCollegesQuery,
  ZErrorResponse,
  ZReferenceNames,
  ZReferenceSchools,
  ZReferenceSearchQuery,
  ZReferenceStates,
  ZSchoolsQuery,
  ZStateCodeParams,
} from '@fhp/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../platform/services';
import { floridaMiamiOtherColleges } from './fixed-college-list';
import { listCities, listCounties, listSchools, listSports, listStates } from './reference-queries';

const tags = ['reference'];
const errors = { 400: ZErrorResponse };
/** Public lists for the sign-up and profile pickers; they change only with a release. */
const cached = <T>(reply: FastifyReply, items: T[]) => {
  reply.header('cache-control', REFERENCE_CACHE_CONTROL);
  return { items };
};

export const referenceRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { db } = services;
  const list = {
    querystring: ZReferenceSearchQuery,
    response: { 200: ZReferenceNames, ...errors },
  };

  app.get(
    '/api/reference/sports',
    { schema: { tags, summary: 'Sports', ...list } },
    async (req, reply) => cached(reply, await listSports(db, req.query)),
  );

  app.get(
    '/api/reference/states',
    {
      schema: {
        tags,
        summary: 'States, with whether high-school athletes may register there',
        querystring: ZReferenceSearchQuery,
        response: { 200: ZReferenceStates, ...errors },
      },
    },
    async (req, reply) => cached(reply, await listStates(db, req.query)),
  );

  app.get(
    '/api/reference/states/:code/counties',
    { schema: { tags, summary: 'Counties of a state', params: ZStateCodeParams, ...list } },
    async (req, reply) => cached(reply, await listCounties(db, req.params.code, req.query)),
  );

  app.get(
    '/api/reference/states/:code/cities',
    { schema: { tags, summary: 'Cities of a state', params: ZStateCodeParams, ...list } },
    async (req, reply) => cached(reply, await listCities(db, req.params.code, req.query)),
  );

  const schoolsResponse = { 200: ZReferenceSchools, ...errors };
  app.get(
    '/api/reference/schools',
    {
      schema: {
        tags,
        summary: 'High schools by state and county',
        querystring: ZSchoolsQuery,
        response: schoolsResponse,
      },
    },
    async (req, reply) => {
      const { state, county, ...q } = req.query;
      return cached(reply, await listSchools(db, { kind: 'high-school', state, county }, q));
    },
  );

  app.get(
    '/api/reference/colleges',
    {
      schema: {
        tags,
        summary: 'Colleges by state and city',
        querystring: ZCollegesQuery,
        response: schoolsResponse,
      },
    },
    async (req, reply) => {
      const { state, city, ...q } = req.query;
      return cached(reply, await listSchools(db, { kind: 'college', state, city }, q));
    },
  );

  app.get(
    '/api/reference/colleges/florida-miami-other',
    {
      schema: {
        tags,
        summary: "The fixed college list for state Florida, city Miami, school 'Other'",
        ...list,
      },
    },
    async (req, reply) => {
      const text = req.query.search?.toLowerCase() ?? '';
      const names = floridaMiamiOtherColleges().filter((n) => n.toLowerCase().includes(text));
      return cached(
        reply,
        names.slice(0, req.query.limit).map((name) => ({ name })),
      );
    },
  );
};
