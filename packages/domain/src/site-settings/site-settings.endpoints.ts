import { CONSOLE_READ } from '../console/console.endpoints';
import { defineEndpoint } from '../platform/endpoint';
import { ZSiteSettings, ZSiteSettingsUpdate } from './index';

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

/** The console's Site settings screen. */
export const consoleSiteSettingsEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/console/settings',
    access: ['admin'],
    policy: CONSOLE_READ,
    tags: ['console'],
    summary: 'The site settings as the public site reads them (defaults merged)',
    response: ZSiteSettings,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/console/settings',
    access: ['admin'],
    policy: { action: 'change', resource: 'console' },
    tags: ['console'],
    summary: 'Changes the links and the shop switch (audited with before and after)',
    body: ZSiteSettingsUpdate,
    response: ZSiteSettings,
  }),
};
