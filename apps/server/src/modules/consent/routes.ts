import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../platform/services';

export const consentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  _app,
  _options,
) => {};
