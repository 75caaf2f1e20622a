import { z } from 'zod';
import type { TPageMeta } from '../info-pages/page-meta';
import { CONTEST_BADGE_KINDS, CONTEST_KINDS, type TContestKind } from './contests.limits';
import { contestsMessages as m } from './contests.messages';
import { contestPagePath } from './contests.rules';
import { type TContestBoard, ZContestSummary } from './contests.schemas';

/**
 * The public contest pages (issue 37): /contests (sport), /talent-contest (brand ambassador) and
 * each contest's shareable page /contests/<number>. Only YouTube ids leave the server; the pages
 * build the thumbnail (youtubeThumbnailUrl) and the privacy-enhanced player (youtubeEmbedUrl).
 */

/** A completed contest stays on its list page this many days after its end date. */
export const PUBLIC_CONTEST_RECENT_DAYS = 30;
/** At most this many contests on a list page (the open ones first, then the newest). */
export const PUBLIC_CONTESTS_MAX = 50;
/** Thumbnails on a contest's card: the first video of its first entries. */
export const PUBLIC_CONTEST_THUMBNAILS = 4;
/** Entries on a contest's page (the earliest first). */
export const PUBLIC_CONTEST_ENTRIES_MAX = 200;

export const ZPublicContestsQuery = z.object({ kind: z.enum(CONTEST_KINDS) });

export const ZPublicContestParams = z.object({
  contestNumber: z.coerce
    .number({ error: m.notFound })
    .int(m.notFound)
    .positive(m.notFound)
    .max(2_147_483_647, m.notFound),
});

/** A contest on its list page: the summary, how many athletes, and a few videos' ids. */
export const ZPublicContestCard = ZContestSummary.extend({
  athletes: z.number().int(),
  /** The first video id of its first entries (PUBLIC_CONTEST_THUMBNAILS at most). */
  thumbnails: z.array(z.string()),
  boardShown: z.boolean(),
});
export type TPublicContestCard = z.infer<typeof ZPublicContestCard>;

export const ZPublicContests = z.object({ items: z.array(ZPublicContestCard) });
export type TPublicContests = z.infer<typeof ZPublicContests>;

/** A contest badge on sale, as a fan buys it (its images through the public file route). */
export const ZPublicContestBadge = z.object({
  id: z.uuid(),
  kind: z.enum(CONTEST_BADGE_KINDS),
  description: z.string(),
  priceCents: z.number().int(),
  introImageUrl: z.string().nullable(),
  appealImageUrl: z.string().nullable(),
});
export type TPublicContestBadge = z.infer<typeof ZPublicContestBadge>;

/** An athlete's entry on the contest's page. */
export const ZPublicContestEntry = z.object({
  athleteNumber: z.number().int(),
  athleteName: z.string(),
  photoUrl: z.string().nullable(),
  /** The entry's contest video (what fans vote for); null before the athlete added videos. */
  videoId: z.uuid().nullable(),
  /** YouTube ids. */
  videoIds: z.array(z.string()),
  coAthletes: z.array(z.object({ athleteNumber: z.number().int(), name: z.string() })),
  /** Votes in the contest's current round (voided votes not counted). */
  votes: z.number().int(),
  badges: z.array(ZPublicContestBadge),
});
export type TPublicContestEntry = z.infer<typeof ZPublicContestEntry>;

export const ZPublicContest = z.object({
  contest: ZContestSummary,
  /** Whether its leaderboard is shown (contestBoardShown). */
  boardShown: z.boolean(),
  entries: z.array(ZPublicContestEntry),
});
export type TPublicContest = z.infer<typeof ZPublicContest>;

/**
 * What the server renders a contest's page with (its live page): the page's read and, once it is
 * shown, the leaderboard's (both as their routes answer).
 */
export type TContestPageData = { page: TPublicContest; board: TContestBoard | null };

/** Whether a contest's badges still sell on `today` (YYYY-MM-DD): until its buying end date. */
export const contestBadgesSellOn = (c: { buyingEndDate: string | null }, today: string) =>
  c.buyingEndDate === null || today <= c.buyingEndDate;

/** The share card's text of a contest's page. */
const SHARE_DESCRIPTION_MAX = 200;

/**
 * A contest page's meta: its title, its description (or who organizes it and when), and the
 * first video's thumbnail as the share card's picture. The server writes it into the HTML.
 */
export function contestPageMeta(contest: {
  number: number;
  kind: TContestKind;
  title: string;
  description: string;
  organizerName: string;
  startDate: string;
  endDate: string;
  /** Absolute URLs: the picture and the page. */
  imageUrl?: string;
  pageUrl?: string;
}): TPageMeta {
  const text = contest.description.replace(/\s+/g, ' ').trim();
  const kind = contest.kind === 'sport' ? 'Sport contest' : 'Talent contest';
  const description = text
    ? text.length > SHARE_DESCRIPTION_MAX
      ? `${text.slice(0, SHARE_DESCRIPTION_MAX - 1).trimEnd()}…`
      : text
    : `${kind} by ${contest.organizerName}, ${contest.startDate} to ${contest.endDate}. Watch the videos and vote on FHP.`;
  return {
    title: contest.title,
    description,
    share: {
      title: `${contest.title} · ${kind}`,
      type: 'website',
      ...(contest.imageUrl ? { image: contest.imageUrl } : {}),
      url: contest.pageUrl ?? contestPagePath(contest.number),
    },
  };
}
