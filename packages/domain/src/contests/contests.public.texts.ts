import type { TContestKind } from './contests.limits';

/** The words of the public contest pages (/contests, /talent-contest, /contests/<number>). */
export const contestPublicTexts = {
  listHeading: {
    sport: 'Current sport contests',
    brand_ambassador: 'Current talent contests',
  } satisfies Record<TContestKind, string>,
  noContests: {
    sport: 'No sport contests are open right now. Check back soon.',
    brand_ambassador: 'No talent contests are open right now. Check back soon.',
  } satisfies Record<TContestKind, string>,
  kindLabel: {
    sport: 'Sport contest',
    brand_ambassador: 'Talent contest',
  } satisfies Record<TContestKind, string>,
  listError: 'The contests could not be loaded.',
  pageError: 'This contest could not be loaded.',
  organizer: (name: string) => `Organized by ${name}`,
  dates: (from: string, to: string) => `${from} – ${to}`,
  athletes: (n: number) => `${n} athlete${n === 1 ? '' : 's'}`,
  round: (current: number, rounds: number) =>
    rounds > 1 ? `Round ${current} of ${rounds}` : 'One round',
  view: 'See the contest',
  backToList: {
    sport: 'All sport contests',
    brand_ambassador: 'All talent contests',
  } satisfies Record<TContestKind, string>,
  entriesHeading: 'Athletes and their videos',
  noEntries: 'No athlete has entered this contest yet.',
  noVideosYet: 'No videos yet.',
  votes: (n: number) => `${n} vote${n === 1 ? '' : 's'} this round`,
  with: 'With',
  badgesHeading: 'Badges to buy',
  boardHeading: 'Leaderboard',
  boardLater: 'The leaderboard is shown once the contest is complete.',
  playVideo: (whose: string, n: number) => `Play video ${n} of ${whose}`,
  videoTitle: (whose: string, n: number) => `Video ${n} of ${whose}`,
  notFound: 'This contest was not found.',
  notFoundHint: 'The contests open now are on the list.',
  sport: (sport: string) => `Sport: ${sport}`,
} as const;
