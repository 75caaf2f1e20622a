import { defineEndpoint } from '../platform/endpoint';
import { ZSiteSettings } from './index';

export const siteSettingsEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/site-settings',
    access: 'public',
    tags: ['site-settings'],
    summary: 'External links and switches of the public site (public)',
    response: ZSiteSettings,
  }),
};
