import type { TAthleteProfile } from '@fhp/domain';

/** A college athlete's profile as GET /api/profile answers it (for component tests). */
export function profileFixture(overrides: Partial<TAthleteProfile> = {}): TAthleteProfile {
  return {
    athleteNumber: 1001,
    firstName: 'Ana',
    lastName: 'Diaz',
    name: 'Ana Diaz',
    email: 'athlete@example.com',
    dateOfBirth: '2003-09-14',
    gender: 'Female',
    phone: '(305)-(555)-(0142)',
    payoutEmail: 'athlete@example.com',
    contactMethod: 'whatsapp',
    contactValue: '13055550142',
    country: 'USA',
    schoolAthlete: true,
    chatRateCents: 200,
    sportBadgeRateCents: 800,
    sport: 'Basketball',
    athleteType: 'College',
    state: 'Florida',
    stateCode: 'FL',
    county: null,
    city: 'Miami',
    schoolName: 'Barry University',
    newInstitute: false,
    photoUrl: null,
    qrCodeUrl: null,
    qrUrl: null,
    youtubeUrl: null,
    bio: null,
    socialMedia: [{ name: 'Instagram', url: 'https://www.instagram.com/ana' }],
    promotedTeammates: [],
    rating: null,
    showRating: false,
    hasSchoolContract: false,
    ipContractOffer: false,
    parentalConsent: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    lastLoggedInAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The answer of every profile write. */
export const updated = (message: string, profile: TAthleteProfile) => ({ message, profile });
