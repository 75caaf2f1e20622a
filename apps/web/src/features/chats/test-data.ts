import type { TChatItem, TSessionUser } from '@fhp/domain';

export const TEST_CHAT_FAN: TSessionUser = {
  id: '5a1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'fan@example.com',
  role: 'fan',
  isManager: false,
  firstName: 'Frankie',
  lastName: 'Fan',
  name: 'Frankie Fan',
};

const DAY = 24 * 3_600_000;
let seq = 0;

/** A chat as the API lists it: a WhatsApp request for 10 minutes, waiting for an answer. */
export function chatItem(overrides: Partial<TChatItem> = {}): TChatItem {
  seq += 1;
  const now = Date.now();
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    status: 'requested',
    athleteName: 'Jordan Rivera',
    athleteNumber: 1001,
    fanName: `Fan ${seq}`,
    channel: 'WhatsApp',
    contact: '13055550199',
    minutes: 10,
    priceCents: 5000,
    proposedTimes: [new Date(now + DAY).toISOString(), new Date(now + 2 * DAY).toISOString()],
    note: null,
    startsAt: null,
    answerBy: new Date(now + 7 * DAY).toISOString(),
    rateBy: null,
    canRate: false,
    settlement: null,
    createdAt: new Date(now - 15 * 60_000).toISOString(),
    ...overrides,
  };
}
