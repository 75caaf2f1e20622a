import type { TContestSummary, TPublicContest, TPublicContestCard } from '@fhp/domain';

/** A contest as the public pages' reads answer it (tests). */
export const CONTEST: TContestSummary = {
  id: '00000000-0000-4000-8000-0000000000c1',
  number: 7,
  kind: 'brand_ambassador',
  title: 'Summer Talent Show',
  description: 'Show your best trick shot.',
  sport: null,
  startDate: '2026-06-01',
  endDate: '2026-06-30',
  buyingEndDate: '2026-06-25',
  rounds: 2,
  currentRound: 1,
  status: 'active',
  organizerName: 'Coastal Sports League',
  organizerEmail: 'organizer@example.com',
  createdAt: '2026-05-20T10:00:00.000Z',
};

export const CONTEST_CARD: TPublicContestCard = {
  ...CONTEST,
  athletes: 3,
  thumbnails: ['aaaaaaaaaaa', 'bbbbbbbbbbb'],
  boardShown: false,
};

export const CONTEST_PAGE: TPublicContest = {
  contest: CONTEST,
  boardShown: false,
  entries: [
    {
      athleteNumber: 1001,
      athleteName: 'Ana Lopez',
      photoUrl: null,
      videoId: '00000000-0000-4000-8000-0000000000e1',
      videoIds: ['aaaaaaaaaaa', 'ccccccccccc'],
      coAthletes: [{ athleteNumber: 1003, name: 'Cy Young' }],
      votes: 12,
      badges: [
        {
          id: '00000000-0000-4000-8000-0000000000b1',
          kind: 'vote_getter',
          description: 'Top dancer',
          priceCents: 2000,
          introImageUrl: '/api/files/00000000-0000-4000-8000-0000000000f1',
          appealImageUrl: null,
        },
      ],
    },
    {
      athleteNumber: 1002,
      athleteName: 'Ben Okafor',
      photoUrl: null,
      videoId: null,
      videoIds: [],
      coAthletes: [],
      votes: 0,
      badges: [],
    },
  ],
};
