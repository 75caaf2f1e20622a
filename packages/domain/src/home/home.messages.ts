/** Texts of the athlete rows on /home (issue 15: people, not only a list of links). */
export const homeMessages = {
  athletesTitle: 'Meet the athletes',
  trendingTitle: 'Trending this week',
  newestTitle: 'Newly joined',
  findAthletes: 'Find athletes',
  noAthletes: 'No athletes to show yet. Search the directory to find one.',
  loadError: 'The athletes could not be loaded.',
  /** The card's accessible name: who, and what they play. */
  cardLabel: (name: string, sport: string | null) => (sport ? `${name}, ${sport}` : name),
} as const;
