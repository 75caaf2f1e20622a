import type { PlaceKind, TTrendingQuery } from '@fhp/domain';

/**
 * Every query key in one place, so server events and mutations invalidate the same keys the
 * hooks read. Keys are arrays whose first element names the feature: invalidating
 * `queryKeys.notifications.all` also refreshes every page and tab below it.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** The school administrator's area: my school, its contract, its athletes. */
  schoolArea: {
    all: ['school-area'] as const,
    me: ['school-area', 'me'] as const,
    home: (schoolId: number) => ['school-area', 'home', schoolId] as const,
    athletes: (schoolId: number) => ['school-area', 'athletes', schoolId] as const,
  },
  /** The athlete's Check School IP (GET /api/school-ip). */
  schoolIp: ['school-ip'] as const,
  /** The operators' console: one group per menu entry, all under ['console']. */
  console: {
    all: ['console'] as const,
    audit: (filters: object) => ['console', 'audit', filters] as const,
    inbox: ['console', 'inbox'] as const,
    /** The unread count in the top bar and the menu (GET /api/console/inbox/summary). */
    inboxSummary: ['console', 'inbox', 'summary'] as const,
    inboxList: (filters: object) => ['console', 'inbox', 'list', filters] as const,
    resolutions: ['console', 'resolutions'] as const,
    resolutionList: (filters: object) => ['console', 'resolutions', 'list', filters] as const,
    resolution: (id: string) => ['console', 'resolutions', 'detail', id] as const,
    requests: ['console', 'requests'] as const,
    requestsList: (filters: object) => ['console', 'requests', 'list', filters] as const,
    schools: ['console', 'schools'] as const,
    schoolsList: (tab: string, filters: object) => ['console', 'schools', tab, filters] as const,
    users: ['console', 'users'] as const,
    usersList: (filters: object) => ['console', 'users', 'list', filters] as const,
    user: (id: string) => ['console', 'users', 'detail', id] as const,
    contests: ['console', 'contests'] as const,
    contestsList: (filters: object) => ['console', 'contests', 'list', filters] as const,
    contest: (id: string) => ['console', 'contests', 'detail', id] as const,
    contestBoard: (id: string) => ['console', 'contests', 'board', id] as const,
    contestVotes: (id: string) => ['console', 'contests', 'votes', id] as const,
    contestSchoolOptions: (search: string) =>
      ['console', 'contests', 'school-options', search] as const,
    money: ['console', 'money'] as const,
    withdrawals: (filters: object) => ['console', 'money', 'withdrawals', filters] as const,
    withdrawal: (id: string) => ['console', 'money', 'withdrawal', id] as const,
    payoutReview: ['console', 'money', 'payout-review'] as const,
    purchases: (filters: object) => ['console', 'money', 'purchases', filters] as const,
    ledgerAccounts: (email: string) => ['console', 'money', 'ledger', 'accounts', email] as const,
    ledgerPostings: (id: string) => ['console', 'money', 'ledger', 'postings', id] as const,
    ledgerDaily: ['console', 'money', 'ledger', 'daily'] as const,
    ledgerCheck: ['console', 'money', 'ledger', 'check'] as const,
    content: ['console', 'content'] as const,
    contentList: (list: 'tutorials' | 'news' | 'deals', filters: object) =>
      ['console', 'content', list, filters] as const,
    moderation: ['console', 'moderation'] as const,
    moderationList: (filters: object) => ['console', 'moderation', filters] as const,
    settings: ['console', 'settings'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: (tab: 'unread' | 'read') => ['notifications', 'list', tab] as const,
    /** The bell: GET /api/notifications/summary (whether the red dot shows). */
    summary: ['notifications', 'summary'] as const,
    /** The mobile bell dropdown: the newest unread notifications. */
    bellPreview: ['notifications', 'bell-preview'] as const,
  },
  /** One-on-one chats: the athlete's requests and the fan's own, both under ['chats']. */
  chats: {
    all: ['chats'] as const,
    athlete: ['chats', 'athlete'] as const,
    fan: ['chats', 'fan'] as const,
  },
  wallet: {
    all: ['wallet'] as const,
  },
  payments: {
    all: ['payments'] as const,
    simulatedOrder: (orderId: string) => ['payments', 'simulated', orderId] as const,
  },
  registration: {
    feeSummary: (token: string) => ['registration', 'fee-summary', token] as const,
  },
  reference: {
    sports: ['reference', 'sports'] as const,
    states: ['reference', 'states'] as const,
    counties: (state: string) => ['reference', 'counties', state] as const,
    cities: (state: string, search: string) => ['reference', 'cities', state, search] as const,
    schools: (kind: string, state: string, place: string, search: string) =>
      ['reference', 'schools', kind, state, place, search] as const,
    fixedColleges: ['reference', 'fixed-colleges'] as const,
  },
  resolutions: {
    all: ['resolutions'] as const,
    detail: (id: string) => ['resolutions', 'detail', id] as const,
    list: ['resolutions', 'list'] as const,
    contact: ['resolutions', 'contact'] as const,
  },
  /** GET /api/profile: the signed-in athlete's whole profile (beside the shell's `me`). */
  profile: {
    all: ['profile'] as const,
  },
  /** GET /api/site-settings: the operators' links and switches (info pages, home, shop). */
  siteSettings: {
    all: ['site-settings'] as const,
  },
  schoolContract: {
    all: ['school-contract'] as const,
    /** GET /api/school-contracts/:id: the contract as its reader may see it (or a 404). */
    detail: (id: string) => ['school-contract', 'detail', id] as const,
  },
  consent: {
    all: ['consent'] as const,
    /** GET /api/consents/:id: who asks, and the status (reading confirms nothing). */
    detail: (id: string) => ['consent', 'detail', id] as const,
  },
  verification: {
    all: ['verification'] as const,
    detail: (kind: string, id: string) => ['verification', kind, id] as const,
  },
  blogs: {
    all: ['blogs'] as const,
    list: (filters: { category: string; year: string; q: string }) =>
      ['blogs', 'list', filters] as const,
    years: ['blogs', 'years'] as const,
  },
  deals: {
    all: ['deals'] as const,
    /** '' is every category. */
    list: (category: string) => ['deals', 'list', category] as const,
  },
  trending: {
    all: ['trending'] as const,
    list: (filters: TTrendingQuery) =>
      ['trending', filters.sport ?? '', filters.gender ?? ''] as const,
  },
  /** The athlete panel's Tutorials and Education pages (operators write them). */
  tutorials: (kind: 'tutorial' | 'education') => ['tutorials', kind] as const,
  issues: {
    all: ['issues'] as const,
    list: ['issues', 'list'] as const,
  },
  /** The shared requested cities and sports lists. */
  requestedPlaces: {
    all: ['requested-places'] as const,
    list: (kind: PlaceKind) => ['requested-places', kind] as const,
  },
  /** GET /api/intros: the intro screens the athlete continued past (server-side, every device). */
  intros: {
    all: ['intros'] as const,
  },
  seasonalBadges: {
    all: ['seasonal-badges'] as const,
    list: ['seasonal-badges', 'list'] as const,
    bySport: (sport: string) => ['seasonal-badges', 'sport', sport] as const,
    quota: ['seasonal-badges', 'quota'] as const,
  },
  mementos: {
    all: ['mementos'] as const,
    list: ['mementos', 'list'] as const,
  },
  talkingBadges: {
    all: ['talking-badges'] as const,
    list: ['talking-badges', 'list'] as const,
    quota: ['talking-badges', 'quota'] as const,
  },
  badgeSales: {
    all: ['badge-sales'] as const,
  },
  /** /admin/pizza-money: refreshed by 'wallet.changed' (a donation was captured). */
  contests: {
    all: ['contests'] as const,
    board: (contestId: string) => ['contests', 'board', contestId] as const,
  },
  groupChats: {
    all: ['group-chats'] as const,
    mine: ['group-chats', 'mine'] as const,
    seats: ['group-chats', 'seats'] as const,
    upcoming: (athleteNumber?: number) =>
      ['group-chats', 'upcoming', athleteNumber ?? 'all'] as const,
  },
  pizzaMoney: {
    all: ['pizza-money'] as const,
    list: ['pizza-money', 'list'] as const,
    donations: (id: string) => ['pizza-money', 'donations', id] as const,
  },
} as const;
