import { z } from 'zod';
import {
  DEFAULT_PAYOUT_REVIEW,
  type TPayoutReviewRule,
  ZPayoutReviewRule,
} from '../console-money/payout-review';

/**
 * Links of the public site (videos, PDFs, sign-up sites, the fan and athlete sites). The
 * operators change them without a release (site_settings table); these are the defaults.
 * Until an operator sets an address, a link goes to the product's own page for it (a same-site
 * path, rendered as an internal link); an operator's absolute URL opens in a new tab.
 * Features add their keys here; the web reads them through GET /api/site-settings.
 */
export const DEFAULT_SITE_LINKS = {
  fanSite: '/fan/login',
  athleteSite: '/auth/login',
  // Sites of the info pages ('Go to site' / Continue).
  chatSite: '/1on1Chat',
  groupChatSite: '/groupChat',
  mementoSite: '/Momentos',
  // Videos (Play Video links of the home and info pages): the page the video is about.
  introVideo: '/overview',
  overviewVideo: '/overview',
  chatVideo: '/1on1Chat',
  groupChatVideo: '/groupChat',
  endorsementVideo: '/endorsement',
  sportBadgesVideo: '/sport-badges',
  mementoVideo: '/Momentos',
  seasonalVideo: '/seasonal-system',
  talkingBadgesVideo: '/badges',
  talentContestVideo: '/talent-contest',
  contestVideo: '/contests',
  contestRulesVideo: '/contests',
  schoolIpVideo: '/school-ip',
  verifyEndorsementsVideo: '/verify-endorsements',
  managerVideo: '/manager',
  pizzaMoneyVideo: '/pizza-money',
  // Documents.
  whitepaperPdf: '/overview',
  ecosystemPdf: '/overview',
  nilDisclaimerPdf: '/terms-and-conditions',
  // Sign-up sites.
  schoolSignUp: '/school-licence',
  collectiveSignUp: '/offers',
  vendorSignUp: '/offers',
  fanSignUp: '/fan/sign-up',
  athleteSignUp: '/auth/register',
  tournamentOrganizerSignUp: '/contests',
} as const satisfies Record<string, string>;

export type SiteLinkKey = keyof typeof DEFAULT_SITE_LINKS;

export const DEFAULT_SITE_SETTINGS = {
  /** The shop's three items can be ordered; off shows 'Currently Not Available'. */
  shopAvailable: false,
  links: DEFAULT_SITE_LINKS,
  /**
   * Payouts that wait for an operator (console-money/payout-review.ts): over $100, or to a payout
   * e-mail changed in the last 7 days. Not part of the public answer (ZSiteSettings).
   */
  payoutReview: DEFAULT_PAYOUT_REVIEW,
};

/** A same-site path ('/fan/sign-up'), not a protocol-relative address ('//host'). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export const ZSiteLink = z.union([
  z.url(),
  z.string().refine(isSitePath, { message: 'Enter an address or a path starting with /' }),
]);

export const ZSiteSettings = z.object({
  shopAvailable: z.boolean(),
  links: z.record(z.string(), ZSiteLink),
});
export type SiteSettings = {
  shopAvailable: boolean;
  links: Record<SiteLinkKey, string>;
  payoutReview: TPayoutReviewRule;
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
  const payoutReview = ZPayoutReviewRule.safeParse(stored.payoutReview);
  return {
    shopAvailable: shop.success ? shop.data : DEFAULT_SITE_SETTINGS.shopAvailable,
    links: links as Record<SiteLinkKey, string>,
    payoutReview: payoutReview.success ? payoutReview.data : DEFAULT_SITE_SETTINGS.payoutReview,
  };
}

export const siteSettingsMessages = {} as const;
