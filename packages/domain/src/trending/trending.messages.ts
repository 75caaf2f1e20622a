import type { TPurchaseKind } from './trending.kinds';

/** Texts of the trending page (/trending). */
export const trendingMessages = {
  title: "Who's Popular Last Week?",
  intro: 'The student athletes fans supported most in the last 7 days.',
  goBack: 'Go Back',
  filtersLabel: 'Filters',
  sportLabel: 'Sport',
  allSports: 'All sports',
  genderLabel: 'Gender',
  allGenders: 'All',
  male: 'Male',
  female: 'Female',
  tabsLabel: 'Purchase type',
  tabs: {
    sport_badge: 'Sport badges',
    momento: 'Memento',
    group_chat: 'GroupChat',
    single_chat: 'Single Chat',
    seasonal_badge: 'Seasonal Videos',
    endorsement: 'Endorsements',
    talking_badge: 'Talking Badges',
  } satisfies Record<TPurchaseKind, string>,
  rankColumn: 'Rank',
  athleteIdColumn: 'Athlete ID',
  athleteNameColumn: 'Athlete Name',
  notAvailable: 'N/A',
  tableCaption: (tab: string) => `${tab}: most purchases in the last 7 days`,
  howRanked:
    'Ranked by the number of purchases in the last 7 days; ties go to the larger amount spent.',
  loadError: 'The trending athletes could not be loaded.',
  sportInvalid: 'Please choose a sport from the list',
  genderInvalid: 'Please choose Male or Female',
} as const;
