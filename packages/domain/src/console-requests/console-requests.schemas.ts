import { z } from 'zod';
import { consoleMessages } from '../console/console.messages';
import { pageOf, ZPageQuery } from '../pagination/pagination';

/** What athletes and visitors ask of the operators, each its own list in /console/requests. */
export const CONSOLE_REQUEST_KINDS = ['city', 'sport', 'issue', 'news-suggestion'] as const;
export type TConsoleRequestKind = (typeof CONSOLE_REQUEST_KINDS)[number];

/** A request's state as the console shows it (an issue's 'submitted' is pending). */
export const CONSOLE_REQUEST_STATES = ['pending', 'approved', 'declined'] as const;
export type TConsoleRequestState = (typeof CONSOLE_REQUEST_STATES)[number];

export const CONSOLE_DECISIONS = ['approve', 'decline'] as const;
export type TConsoleDecision = (typeof CONSOLE_DECISIONS)[number];

/** The note an operator gives with a decision (the athlete reads it in their notifications). */
export const DECISION_NOTE_MAX = 500;

export const ZConsoleRequestFilters = z.object({
  kind: z.enum(CONSOLE_REQUEST_KINDS).default('city'),
  state: z.enum([...CONSOLE_REQUEST_STATES, 'all']).default('pending'),
});
export type TConsoleRequestFilters = z.input<typeof ZConsoleRequestFilters>;
export const ZConsoleRequestsQuery = ZPageQuery.extend(ZConsoleRequestFilters.shape);

export const ZConsoleRequestItem = z.object({
  id: z.uuid(),
  kind: z.enum(CONSOLE_REQUEST_KINDS),
  state: z.enum(CONSOLE_REQUEST_STATES),
  createdAt: z.iso.datetime(),
  /** Who asked: the athlete's name and e-mail, or a visitor's reply e-mail (news suggestions). */
  requesterName: z.string().nullable(),
  requesterEmail: z.string().nullable(),
  /** In words: 'Boca Raton, Florida', 'Lacrosse', 'Issue #1234', 'Athlete spotlight'. */
  title: z.string(),
  /** The rest: the college and sport, the or suggestion's text. */
  details: z.string(),
  /** Requested cities and sports: how many people support it (the hearts). */
  support: z.number().int().nullable(),
  note: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.string().nullable(),
});
export type TConsoleRequestItem = z.infer<typeof ZConsoleRequestItem>;
export const ZConsoleRequestsPage = pageOf(ZConsoleRequestItem);

export const ZConsoleRequestParams = z.object({
  kind: z.enum(CONSOLE_REQUEST_KINDS),
  id: z.uuid(),
});

/** Approve or decline, with a note for the athlete (required to decline). */
export const ZConsoleDecision = z
  .object({
    decision: z.enum(CONSOLE_DECISIONS),
    note: z
      .string()
      .trim()
      .max(DECISION_NOTE_MAX, `Please keep the note under ${DECISION_NOTE_MAX} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((d) => d.decision === 'approve' || !!d.note, {
    path: ['note'],
    message: consoleMessages.noteRequired,
  });
export type TConsoleDecisionInput = z.input<typeof ZConsoleDecision>;

export const ZConsoleDecided = z.object({ message: z.string(), item: ZConsoleRequestItem });
