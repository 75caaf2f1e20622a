import { contestBadgeFormTexts } from './contests.badge-form.texts';

/** The words of the athlete's Brand ambassador tab (spec part 2, "Contest page"). */
export const contestBrandLabels = {
  tableLabel: 'Brand ambassador contests',
  columns: {
    contest: 'Contest',
    startDate: 'Start Date',
    buyingEndDate: 'Buying End Date',
    yourStatus: 'Your Status',
    contestStatus: 'Contest Status',
    createdAt: 'Created At',
  },
  actions: 'Actions',
  seeLeaderboard: 'See leaderBoard',
  enroll: 'Enroll',
  leave: 'Leave',
  addVideo: 'Add Video',
  createBadge: 'Create Badge',
  voteGetterInfo: 'Vote Getter Info',
  voteGetterInfoAlt:
    'How a brand-ambassador contest works: enroll, add videos and athletes, create vote-getter badges, get votes.',
  loadFailed: 'The brand-ambassador contests could not be loaded.',
  noBuyingEnd: '—',
  badgesCount: (count: number, max: number) => `${count}/${max} badges`,
  videosCount: (count: number) => `${count} video${count === 1 ? '' : 's'}`,
  // Add Video.
  videosTitle: 'Add Video',
  videoLink: (n: number) => `YouTube link ${n}`,
  addLink: 'Add another link',
  removeLink: (n: number) => `Remove link ${n}`,
  saveVideos: 'Save videos',
  coAthletesTitle: 'Athletes in your videos',
  coAthletesHint: 'Type an Athlete Id: the name shows after a moment.',
  coAthletesNeedVideos: 'Save your videos first, then add the athletes in them.',
  athleteId: 'Athlete Id',
  lookingUp: 'Looking up…',
  addAthlete: 'Add athlete',
  removeAthlete: (name: string) => `Remove ${name}`,
  owner: 'You (owner)',
  // Create Badge.
  ...contestBadgeFormTexts,
  badgeTitle: 'Create vote-getter badge',
  create: 'Create',
  close: 'Close',
} as const;
