import { contestBadgeFormTexts } from './contests.badge-form.texts';

/** The athlete's contest page (/admin/athlete-contest) and its SPORT CONTEST tab: the words. */
export const contestPageTexts = {
  title: 'Athlete Contest',
  intro:
    'Take part in your school’s sport contests and in brand-ambassador contests. Fans vote for your videos and buy your contest badges.',
  sportTab: 'SPORT CONTEST',
  brandTab: 'BRAND AMBASSADOR CONTEST',
  greatVideoInfo: 'Great Video Info',
  greatVideoInfoAlt:
    'What makes a great contest video: short, steady, well lit, your best moments first.',
  contestRules: 'Contest Rules',
  close: 'Close',
} as const;

export const sportContestTexts = {
  allTab: 'All Contests',
  completedTab: 'Completed Contests',
  tableLabel: (tab: 'all' | 'completed') =>
    tab === 'all' ? 'All sport contests' : 'Completed sport contests',
  columns: {
    contestId: 'Contest Id',
    startDate: 'Start Date',
    endDate: 'End Date',
    yourStatus: 'Your Status',
  },
  actions: 'Actions',
  participated: 'Participated',
  notParticipated: 'Not participated',
  viewDetails: 'View Details',
  participate: 'Participate',
  leaderboard: 'Leaderboard',
  honorBadge: 'Honor Badge',
  loadFailed: 'The contests could not be loaded.',
  emptyAll:
    'No contests right now. Contests of your sport appear here once your school’s entry is accepted.',
  emptyCompleted: 'No completed contests yet.',
  details: {
    title: (number: number) => `Contest ${number}`,
    organizer: 'Organizer',
    organizerEmail: 'Organizer e-mail',
    schools: 'Schools',
    athletes: 'Athletes',
    fans: 'Fans',
    school: 'School',
    state: 'State',
    status: 'Status',
    name: 'Name',
    athleteId: 'Athlete Id',
    votes: 'Votes',
    noSchools: 'No school entries.',
    noAthletes: 'No athletes participate yet.',
    noFans: 'No fans have voted yet.',
    loadFailed: 'The contest details could not be loaded.',
  },
  schoolStatus: { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' },
  honor: {
    ...contestBadgeFormTexts,
    title: 'Create Honor Badge',
    submit: 'Create Badge',
  },
} as const;
