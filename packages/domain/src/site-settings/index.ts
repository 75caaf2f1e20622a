import { z } from 'zod';

/**
 * External links of the public site (videos, PDFs, sign-up sites, the fan and athlete sites). The
 * operators change them without a release (site_settings table); these are the defaults.
 * Features add their keys here; the web reads them through GET /api/site-settings.
 */
export const DEFAULT_SITE_LINKS = {
  fanSite: 'https://fans.fhp.example/login',
  athleteSite: 'https://athletes.fhp.example/login',
  // External sites of the info pages ('Go to site' / Continue).
  chatSite: 'https://chat.fhp.example/login',
  groupChatSite: 'https://chat.fhp.example/group/login',
  mementoSite: 'https://mementos.fhp.example/login',
  // Videos (Play Video links of the home and info pages).
  introVideo: 'https://videos.fhp.example/intro',
  overviewVideo: 'https://videos.fhp.example/overview',
  chatVideo: 'https://videos.fhp.example/one-on-one-chat',
  groupChatVideo: 'https://videos.fhp.example/group-chat',
  endorsementVideo: 'https://videos.fhp.example/endorsement-badges',
  sportBadgesVideo: 'https://videos.fhp.example/sport-badges',
  mementoVideo: 'https://videos.fhp.example/mementos',
  seasonalVideo: 'https://videos.fhp.example/seasonal-badges',
  talkingBadgesVideo: 'https://videos.fhp.example/talking-badges',
  talentContestVideo: 'https://videos.fhp.example/talent-contest',
  contestVideo: 'https://videos.fhp.example/contests',
  contestRulesVideo: 'https://videos.fhp.example/contest-rules',
  schoolIpVideo: 'https://videos.fhp.example/school-ip',
  verifyEndorsementsVideo: 'https://videos.fhp.example/verify-endorsements',
  managerVideo: 'https://videos.fhp.example/managers',
  pizzaMoneyVideo: 'https://videos.fhp.example/pizza-money',
  // Documents.
  whitepaperPdf: 'https://docs.fhp.example/fhp-whitepaper.pdf',
  ecosystemPdf: 'https://docs.fhp.example/fhp-ecosystem.pdf',
  nilDisclaimerPdf: 'https://docs.fhp.example/fhp-nil-disclaimer.pdf',
  // Sign-up sites.
  schoolSignUp: 'https://schools.fhp.example/sign-up',
  collectiveSignUp: 'https://collectives.fhp.example/sign-up',
  vendorSignUp: 'https://vendors.fhp.example/sign-up',
  fanSignUp: 'https://fans.fhp.example/sign-up',
  tournamentOrganizerSignUp: 'https://tournaments.fhp.example/sign-up',
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
