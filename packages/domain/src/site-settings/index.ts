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
  // The athlete's contest page: the rules document and the Great Video Info image.
  contestRulesDocument: '/contests',
  greatVideoInfoImage: '/images/great-video-info.svg',
  // Images: the Brand ambassador tab's Vote Getter Info (a product asset until an operator sets one).
  voteGetterInfoImage: '/images/vote-getter-info.svg',
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

export const SITE_LINK_MAX = 2000;
export const siteLinkMessage =
  'Enter an address starting with https:// or http://, or a path starting with /';
/** An operator's link: an http(s) address or a same-site path (never javascript: or data:). */
export const ZSiteLink = z
  .string()
  .trim()
  .min(1, siteLinkMessage)
  .max(SITE_LINK_MAX, siteLinkMessage)
  .pipe(
    z.union(
      [
        z.url({ protocol: /^https?$/, hostname: z.regexes.domain }),
        z.string().refine((v) => isSitePath(v) && !/[\s\\]/.test(v), siteLinkMessage),
      ],
      { error: siteLinkMessage },
    ),
  );

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
      if (key in DEFAULT_SITE_LINKS && ZSiteLink.safeParse(url).success) links[key] = url as string;
    }
  }
  const payoutReview = ZPayoutReviewRule.safeParse(stored.payoutReview);
  return {
    shopAvailable: shop.success ? shop.data : DEFAULT_SITE_SETTINGS.shopAvailable,
    links: links as Record<SiteLinkKey, string>,
    payoutReview: payoutReview.success ? payoutReview.data : DEFAULT_SITE_SETTINGS.payoutReview,
  };
}

export const siteSettingsMessages = { linkInvalid: siteLinkMessage } as const;

/** PUT /api/console/settings: every link (known keys only) and the shop switch. */
export const ZSiteSettingsUpdate = z.object({
  shopAvailable: z.boolean(),
  links: z.strictObject(
    Object.fromEntries(Object.keys(DEFAULT_SITE_LINKS).map((key) => [key, ZSiteLink])) as Record<
      SiteLinkKey,
      typeof ZSiteLink
    >,
  ),
});
export type TSiteSettingsUpdate = z.infer<typeof ZSiteSettingsUpdate>;

/** The links' labels on the console's Site settings screen, grouped as the landing page uses them. */
export const SITE_LINK_LABELS: Record<SiteLinkKey, string> = {
  fanSite: 'Fan site',
  athleteSite: 'Athlete site',
  chatSite: 'Single chat site',
  groupChatSite: 'Group chat site',
  mementoSite: 'Memento platform',
  introVideo: 'Intro video',
  overviewVideo: 'Overview video',
  chatVideo: 'Single chat video',
  groupChatVideo: 'Group chat video',
  endorsementVideo: 'Endorsement video',
  sportBadgesVideo: 'Sport badges video',
  mementoVideo: 'Memento video',
  seasonalVideo: 'Seasonal badges video',
  talkingBadgesVideo: 'Talking badges video',
  talentContestVideo: 'Talent contest video',
  contestVideo: 'Contests video',
  contestRulesVideo: 'Contest rules video',
  schoolIpVideo: 'School IP video',
  verifyEndorsementsVideo: 'Verify endorsements video',
  managerVideo: 'Manager video',
  pizzaMoneyVideo: 'Pizza money video',
  whitepaperPdf: 'Whitepaper (PDF)',
  ecosystemPdf: 'Ecosystem (PDF)',
  nilDisclaimerPdf: 'NIL disclaimer (PDF)',
  contestRulesDocument: 'Contest rules (document)',
  greatVideoInfoImage: 'Great Video Info (image)',
  voteGetterInfoImage: 'Vote Getter Info image',
  schoolSignUp: 'School sign-up',
  collectiveSignUp: 'Collective sign-up',
  vendorSignUp: 'Vendor sign-up',
  fanSignUp: 'Fan sign-up',
  athleteSignUp: 'Athlete sign-up',
  tournamentOrganizerSignUp: 'Tournament organizer sign-up',
};

export const SITE_LINK_GROUPS: readonly { title: string; keys: readonly SiteLinkKey[] }[] = [
  { title: 'Sites', keys: ['fanSite', 'athleteSite', 'chatSite', 'groupChatSite', 'mementoSite'] },
  {
    title: 'Videos',
    keys: [
      'introVideo',
      'overviewVideo',
      'chatVideo',
      'groupChatVideo',
      'endorsementVideo',
      'sportBadgesVideo',
      'mementoVideo',
      'seasonalVideo',
      'talkingBadgesVideo',
      'talentContestVideo',
      'contestVideo',
      'contestRulesVideo',
      'schoolIpVideo',
      'verifyEndorsementsVideo',
      'managerVideo',
      'pizzaMoneyVideo',
    ],
  },
  {
    title: 'Documents',
    keys: ['whitepaperPdf', 'ecosystemPdf', 'nilDisclaimerPdf', 'contestRulesDocument'],
  },
  { title: 'Images', keys: ['greatVideoInfoImage', 'voteGetterInfoImage'] },
  {
    title: 'Sign-up sites',
    keys: [
      'schoolSignUp',
      'collectiveSignUp',
      'vendorSignUp',
      'fanSignUp',
      'athleteSignUp',
      'tournamentOrganizerSignUp',
    ],
  },
];

/** The console's Site settings screen (/console/settings). */
export const siteSettingsTexts = {
  title: 'Site settings',
  intro:
    'Links and switches of the public site. A change shows on the public and panel pages at once.',
  shopLabel: 'Shop available',
  shopDescription: "Off shows the shop's items as 'Currently Not Available'.",
  defaultHint: (value: string) => `Default: ${value}`,
  save: 'Save settings',
  reset: 'Undo changes',
  saved: 'Site settings saved.',
  loadFailed: 'The site settings could not be loaded.',
  confirmTitle: 'Save the site settings?',
  confirmText: (count: number) =>
    `${count} ${count === 1 ? 'setting changes' : 'settings change'} on the public site at once.`,
  nothingChanged: 'Nothing changed.',
} as const;
