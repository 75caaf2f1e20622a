import type {
  TConsoleDecision,
  TConsoleRequestKind,
  TConsoleRequestState,
} from './console-requests.schemas';

/** The console's requests screen (/console/requests). */
export const consoleRequestsTexts = {
  title: 'Requests',
  intro:
    'Cities and sports athletes asked for, the issues they raised and news suggestions. Approving a city or sport adds it to the sign-up and profile pickers.',
  columns: ['When', 'Request', 'Asked by', 'Support', 'State'] as const,
  actionsColumn: 'Decision',
  tableLabel: 'Requests',
  loadFailed: 'The requests could not be loaded.',
  empty: 'No request in this list.',
  kindLabel: 'Kind',
  stateLabel: 'State',
  kinds: {
    city: 'Cities',
    sport: 'Sports',
    issue: 'Issues',
    'news-suggestion': 'News suggestions',
  } satisfies Record<TConsoleRequestKind, string>,
  states: {
    pending: 'Pending',
    approved: 'Approved',
    declined: 'Declined',
    all: 'All',
  } satisfies Record<TConsoleRequestState | 'all', string>,
  approve: 'Approve',
  decline: 'Decline',
  decideTitle: (decision: TConsoleDecision, title: string) =>
    `${decision === 'approve' ? 'Approve' : 'Decline'} “${title}”?`,
  approveCityHint: 'The city is added to the state’s city list (and the college to its colleges).',
  approveSportHint: 'The sport is added to the sports list.',
  noteLabel: 'Note for the athlete',
  noteOptional: 'Optional when approving; the athlete reads it in their notifications.',
  noteRequiredHint: 'Required: the athlete reads why in their notifications.',
  decidedBy: (who: string) => `by ${who}`,
  supporters: (n: number) => `${n} ${n === 1 ? 'supporter' : 'supporters'}`,
  visitor: 'Visitor',
  cancel: 'Cancel',
} as const;

/** Messages of the requests' decisions: the operator's toast and the athlete's notification. */
export const consoleRequestsMessages = {
  approved: 'Request approved',
  declined: 'Request declined',
  /** The athlete's notification (their bell). */
  decidedForAthlete: (what: string, decision: TConsoleDecision, note?: string) =>
    `Your ${what} was ${decision === 'approve' ? 'approved' : 'declined'}${note ? `: ${note}` : '.'}`,
  cityWhat: (city: string, state: string) => `request for the city ${city}, ${state}`,
  sportWhat: (sport: string) => `request for the sport ${sport}`,
  issueWhat: (n: number) => `issue #${n}`,
  suggestionWhat: 'news suggestion',
  suggestionEmailSubject: 'Your news suggestion',
} as const;
