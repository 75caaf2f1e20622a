import { referenceEndpoints as endpoints, REFERENCE_CACHE_CONTROL } from '@fhp/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { floridaMiamiOtherColleges } from './fixed-college-list';
import { listCities, listCounties, listSchools, listSports, listStates } from './reference-queries';

/** The lists change only with a release, so browsers may keep them (REFERENCE_CACHE_CONTROL). */
const cached = <T>(reply: FastifyReply, items: T[]) => {
  reply.header('cache-control', REFERENCE_CACHE_CONTROL);
  return { items };
};

export async function referenceRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  const { db } = services;

  route(app, endpoints.sports, async (req, reply) =>
    cached(reply, await listSports(db, req.query)),
  );

  route(app, endpoints.states, async (req, reply) =>
    cached(reply, await listStates(db, req.query)),
  );

  route(app, endpoints.counties, async (req, reply) =>
    cached(reply, await listCounties(db, req.params.code, req.query)),
  );

  route(app, endpoints.cities, async (req, reply) =>
    cached(reply, await listCities(db, req.params.code, req.query)),
  );

  route(app, endpoints.schools, async (req, reply) => {
    const { state, county, ...q } = req.query;
    return cached(reply, await listSchools(db, { kind: 'high-school', state, county }, q));
  });

  route(app, endpoints.colleges, async (req, reply) => {
    const { state, city, ...q } = req.query;
    return cached(reply, await listSchools(db, { kind: 'college', state, city }, q));
  });

  route(app, endpoints.fixedColleges, async (req, reply) => {
    const text = req.query.search?.toLowerCase() ?? '';
    const names = floridaMiamiOtherColleges().filter((n) => n.toLowerCase().includes(text));
    return cached(
      reply,
      names.slice(0, req.query.limit).map((name) => ({ name })),
    );
  });
}
