import { youtubeVideoId } from '../fan-purchases/fan-purchases.delivery';
import {
  CONTEST_BOARD_STATUSES,
  CONTEST_DONE_STATUSES,
  CONTEST_STATUSES,
  CONTEST_VIDEOS_MAX,
  CONTEST_VIDEOS_MIN,
  type TContestKind,
  type TContestStatus,
} from './contests.limits';
import { contestsMessages as m } from './contests.messages';

/**
 * An entry's video links as the athlete typed them, to the YouTube ids that are stored (only the
 * id ever reaches a page). Refuses a link that is not YouTube's, a repeated video (the same id
 * however written) and a list outside 1 to 8, with the spec's messages.
 */
export function contestVideoIds(
  urls: readonly string[],
): { ok: true; ids: string[] } | { ok: false; message: string } {
  if (urls.length < CONTEST_VIDEOS_MIN) return { ok: false, message: m.tooFewVideos };
  if (urls.length > CONTEST_VIDEOS_MAX) return { ok: false, message: m.tooManyVideos };
  const ids: string[] = [];
  for (const url of urls) {
    const id = youtubeVideoId(url);
    if (!id) return { ok: false, message: m.youtubeOnly };
    if (ids.includes(id)) return { ok: false, message: m.duplicateVideo };
    ids.push(id);
  }
  return { ok: true, ids };
}

/** A contest's status moves forward only (the console's status action). */
export const canMoveContestStatus = (from: TContestStatus, to: TContestStatus) =>
  CONTEST_STATUSES.indexOf(to) > CONTEST_STATUSES.indexOf(from);

/** The public watch page of a contest video's first video, and its thumbnail, from the id. */
export const youtubeWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
export const youtubeThumbnailUrl = (videoId: string) =>
  `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

/** The shareable page of a contest. */
export const contestPagePath = (contestNumber: number) => `/contests/${contestNumber}`;

/**
 * Whether a contest's leaderboard is shown: a sport contest's once it leaves `active` (the
 * Completed Contests tab), a brand-ambassador contest's once it is complete (spec).
 */
export const contestBoardShown = (c: { kind: TContestKind; status: TContestStatus }) =>
  c.kind === 'sport'
    ? CONTEST_DONE_STATUSES.includes(c.status)
    : CONTEST_BOARD_STATUSES.includes(c.status);
