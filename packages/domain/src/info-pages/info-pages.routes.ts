/**
 * The route of each info page, apart from its copy (info-pages.content.ts): the web router
 * needs only these, so the pages' text stays out of the first-load JavaScript.
 */
export const INFO_PAGE_ROUTES = {
  oneOnOneChat: { path: '/1on1Chat' },
  groupChat: { path: '/groupChat' },
  endorsement: { path: '/endorsement' },
  sportBadges: { path: '/sport-badges' },
  overview: { path: '/overview' },
  momentos: { path: '/Momentos' },
  seasonalSystem: { path: '/seasonal-system' },
  badges: { path: '/badges' },
  talentContest: { path: '/talent-contest' },
  contests: { path: '/contests' },
  schoolIp: { path: '/school-ip' },
  verifyEndorsements: { path: '/verify-endorsements' },
  manager: { path: '/manager' },
  offers: { path: '/offers' },
  pizzaMoney: { path: '/pizza-money', prefix: true },
} as const satisfies Record<string, { path: string; prefix?: boolean }>;
