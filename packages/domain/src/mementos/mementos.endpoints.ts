import { ZMessageResponse } from '../auth/auth.schemas';
import { ZManagerRatingRequest } from '../manager-ratings/manager-ratings.schemas';
import { defineEndpoint } from '../platform/endpoint';
import { MEMENTO_DATA_FIELD, MEMENTO_IMAGE_FIELD } from './mementos.limits';
import {
  ZMementoChange,
  ZMementoParams,
  ZMementoResponse,
  ZMementosPage,
  ZMementosQuery,
} from './mementos.schemas';

const tags = ['mementos'] as const;

/** The signed-in athlete's own mementos; another athlete's memento is a 404. */
export const mementoEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/mementos',
    access: ['athlete'],
    tags,
    summary: 'A page of my mementos (not deleted), newest first',
    query: ZMementosQuery,
    response: ZMementosPage,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/mementos',
    access: ['athlete'],
    tags,
    summary: `Publish a memento (multipart: \`${MEMENTO_DATA_FIELD}\` the JSON form, \`${MEMENTO_IMAGE_FIELD}\` JPEG/PNG/GIF/SVG up to 1 MB); a game video needs the school's approved IP contract (409)`,
    multipart: true,
    status: 201,
    response: ZMementoResponse,
    errors: [404, 409, 413, 415],
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/api/mementos/:id',
    access: ['athlete'],
    tags,
    summary: 'Change a memento’s title, description, price or manager',
    params: ZMementoParams,
    body: ZMementoChange,
    response: ZMementoResponse,
    errors: [404],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/mementos/:id',
    access: ['athlete'],
    tags,
    summary: 'Delete a memento (soft: buyers keep their license)',
    params: ZMementoParams,
    response: ZMessageResponse,
    errors: [404],
  }),
  rateManager: defineEndpoint({
    method: 'POST',
    path: '/api/mementos/:id/manager-rating',
    access: ['athlete'],
    tags,
    summary: 'Rate the manager named on the memento (once); feeds the manager ratings',
    params: ZMementoParams,
    body: ZManagerRatingRequest,
    response: ZMementoResponse,
    errors: [404, 409],
  }),
};
