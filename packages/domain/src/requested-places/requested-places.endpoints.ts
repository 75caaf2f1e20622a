import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZPlaceRequest,
  ZPlaceRequestCreated,
  ZPlaceRequestsPage,
  ZPlaceRequestsQuery,
  ZSupportState,
  ZSupportUpdate,
} from './requested-places.schemas';
import type { PlaceKind } from './requested-places.texts';

const ZPlaceRequestId = z.object({ id: z.uuid() });

/** Requested cities and requested sports: the same endpoints over one table, by kind. */
function placeRequestEndpoints(kind: PlaceKind, base: `/api/requested-${string}`) {
  const tags = [base.slice('/api/'.length)];
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      access: 'signed-in',
      tags,
      summary: `A page of ${kind} requests, newest first, with support counts`,
      query: ZPlaceRequestsQuery,
      response: ZPlaceRequestsPage,
      errors: [404],
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      access: ['athlete'],
      tags,
      summary: `Request a new ${kind} (the operators get a '${kind}' notification)`,
      body: ZPlaceRequest,
      status: 201,
      response: ZPlaceRequestCreated,
      errors: [404],
    }),
    setSupport: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id/support`,
      access: 'signed-in',
      tags,
      summary: 'Set whether I support the request (the heart); repeating changes nothing',
      params: ZPlaceRequestId,
      body: ZSupportUpdate,
      response: ZSupportState,
      errors: [404],
    }),
  };
}

export const requestedCityEndpoints = placeRequestEndpoints('city', '/api/requested-cities');
export const requestedSportEndpoints = placeRequestEndpoints('sport', '/api/requested-sports');

/** The endpoints of one kind's screen. */
export const placeRequestEndpointsOf: Record<PlaceKind, typeof requestedCityEndpoints> = {
  city: requestedCityEndpoints,
  sport: requestedSportEndpoints,
};
