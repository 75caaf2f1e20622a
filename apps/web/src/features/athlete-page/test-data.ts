import {
  PIZZA_MONEY_CAP_CENTS,
  type TAthletePage,
  type TAthletePizzaMoney,
  type TSessionUser,
} from '@fhp/domain';

/** An athlete page with only the endorsement on sale (the tests of one card need no more). */
export const TEST_ATHLETE_PAGE: TAthletePage = {
  athleteNumber: 1001,
  firstName: 'Jordan',
  lastName: 'Rivera',
  athleteType: 'College',
  sport: 'Basketball',
  schoolName: 'Florida International University',
  state: 'Florida',
  city: 'Miami',
  photoUrl: null,
  rating: null,
  memberSince: '2025-03-05T12:00:00.000Z',
  bio: null,
  socialMedia: [],
  supporters: [],
  posts: [],
  offers: {
    sportBadge: null,
    endorsement: { minCents: 400, maxCents: 59900 },
    call: null,
    seasonalBadges: [],
    talkingBadges: [],
    mementos: [],
  },
};

/** A signed-in fan. */
export const TEST_FAN: TSessionUser = {
  id: '5a1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'fan@example.com',
  role: 'fan',
  isManager: false,
  firstName: 'Frankie',
  lastName: 'Fan',
  name: 'Frankie Fan',
};

/** The pizza money card of an athlete with nothing asked or open, the whole cap left. */
export const TEST_NOTHING_OPEN: TAthletePizzaMoney = {
  athleteFirstName: 'Jordan',
  remainingCents: PIZZA_MONEY_CAP_CENTS,
  windowResetsAt: null,
  openRequest: null,
  myPendingRequest: null,
};
