import { siteSettingsEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { readSiteSettings } from './site-settings';

export async function siteSettingsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.read, async () => readSiteSettings(services.db));
}
