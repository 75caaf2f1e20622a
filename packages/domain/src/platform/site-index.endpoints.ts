import { defineEndpoint, ZBinaryBody } from './endpoint';

/** For crawlers: text and XML documents at the site's root, not JSON. */
export const siteIndexEndpoints = {
  robots: defineEndpoint({
    method: 'GET',
    path: '/robots.txt',
    access: 'public',
    tags: ['platform'],
    summary: 'robots.txt: the panel and the API disallowed, the sitemap named',
    contentType: 'text/plain',
    response: ZBinaryBody,
  }),
  sitemap: defineEndpoint({
    method: 'GET',
    path: '/sitemap.xml',
    access: 'public',
    tags: ['platform'],
    summary: 'The sitemap: every public page on PUBLIC_URL',
    contentType: 'application/xml',
    response: ZBinaryBody,
  }),
};
