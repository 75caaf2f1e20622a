import { z } from 'zod';

/**
 * External links of the public site (videos, PDFs, sign-up sites, the fan and athlete sites). The
 * operators change them without a release (site_settings table); these are the defaults.
 * Features add their keys here; the web reads them through GET /api/site-settings.
 */
export const DEFAULT_SITE_LINKS = {
  fanSite: 'https://fans.fhp.example/login',
  athleteSite: 'https://athletes.fhp.example/login',
} as const satisfies Record<string, string>;

export type SiteLinkKey = keyof typeof DEFAULT_SITE_LINKS;

export const DEFAULT_SITE_SETTINGS = {
  /** The shop's three items can be ordered; off shows 'Currently Not Available'. */
  shopAvailable: false,
  links: DEFAULT_SITE_LINKS,
};

export const ZSiteSettings = z.object({
  shopAvailable: z.boolean(),
  links: z.record(z.string(), z.url()),
});
export type SiteSettings = {
  shopAvailable: boolean;
  links: Record<SiteLinkKey, string>;
};

/** Stored values override defaults key by key; unknown or malformed stored values are ignored. */
export function mergeSiteSettings(stored: Record<string, unknown>): SiteSettings {
  const shop = z.boolean().safeParse(stored.shopAvailable);
  const links: Record<string, string> = { ...DEFAULT_SITE_LINKS };
  const storedLinks = z.record(z.string(), z.unknown()).safeParse(stored.links);
  if (storedLinks.success) {
    for (const [key, url] of Object.entries(storedLinks.data)) {
      if (key in DEFAULT_SITE_LINKS && z.url().safeParse(url).success) links[key] = url as string;
    }
  }
  return {
    shopAvailable: shop.success ? shop.data : DEFAULT_SITE_SETTINGS.shopAvailable,
    links: links as Record<SiteLinkKey, string>,
  };
}

export const siteSettingsMessages = {} as const;
