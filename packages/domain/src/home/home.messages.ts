/** Texts of the athlete rows on /home (issue 15: people, not only a list of links). */
export const homeMessages = {
  athletesTitle: 'Meet the athletes',
  trendingTitle: 'Trending this week',
  newestTitle: 'Newly joined',
  findAthletes: 'Find athletes',
  noAthletes: 'No athletes to show yet. Search the directory to find one.',
  loadError: 'The athletes could not be loaded.',
} as const;
