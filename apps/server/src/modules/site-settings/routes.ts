import { consoleSiteSettingsEndpoints, siteSettingsEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleGuard } from '../../platform/auth/subjects';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { changeSiteSettings } from './change-site-settings';
import { readSiteSettings } from './site-settings';

export async function siteSettingsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.read, async () => readSiteSettings(services.db));

  const onConsole = { authorize: consoleGuard(services.db) };
  route(
    app,
    consoleSiteSettingsEndpoints.read,
    async () => readSiteSettings(services.db),
    onConsole,
  );
  route(
    app,
    consoleSiteSettingsEndpoints.update,
    async (request) =>
      changeSiteSettings(
        services,
        { id: request.user.id, email: request.user.email },
        request.body,
      ),
    onConsole,
  );
}
