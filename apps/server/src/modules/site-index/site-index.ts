import { PUBLIC_PAGE_PATHS } from '@fhp/domain';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Paths crawlers are asked to leave alone: the athlete panel and the API. */
export const ROBOTS_DISALLOWED = ['/admin', '/api'] as const;

/** robots.txt: everything public may be crawled except the panel and the API; names the sitemap. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap of the public pages (the domain's page metadata), absolute on PUBLIC_URL. */
export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGE_PATHS.map(
    // PUBLIC_URL carries no trailing slash (config strips it), as in every e-mailed link.
    (path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
