import { ZSiteSettings } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../platform/services';
import { readSiteSettings } from './site-settings';

export const siteSettingsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/site-settings',
    {
      schema: {
        tags: ['site-settings'],
        summary: 'External links and switches of the public site (public)',
        response: { 200: ZSiteSettings },
      },
    },
    async () => readSiteSettings(services.db),
  );
};
