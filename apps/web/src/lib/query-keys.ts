/**
 * Every query key in one place, so server events and mutations invalidate the same keys the
 * hooks read. Keys are arrays whose first element names the feature: invalidating
 * `queryKeys.notifications.all` also refreshes every page and tab below it.
 */
export const queryKeys = {
  me: ['me'] as const,
  notifications: {
    all: ['notifications'] as const,
    list: (tab: 'unread' | 'read') => ['notifications', 'list', tab] as const,
    /** The bell: GET /api/notifications/summary (whether the red dot shows). */
    summary: ['notifications', 'summary'] as const,
    /** The mobile bell dropdown: the newest unread notifications. */
    bellPreview: ['notifications', 'bell-preview'] as const,
  },
  fanRequests: {
    all: ['fan-requests'] as const,
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
  },
} as const;
