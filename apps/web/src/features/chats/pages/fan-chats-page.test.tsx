import { CHAT_OUTCOME_LABELS, chatsMessages as m, chatsTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import { chatItem, TEST_CHAT_FAN } from '../test-data';
import FanChatsPage from './fan-chats-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;
const REQUESTED = chatItem({ athleteName: 'Jordan Rivera' });
const TO_RATE = chatItem({
  athleteName: 'Sam Sprinter',
  athleteNumber: 1002,
  status: 'accepted',
  startsAt: new Date(Date.now() - 2 * HOUR).toISOString(),
  answerBy: null,
  rateBy: new Date(Date.now() + 70 * HOUR).toISOString(),
  canRate: true,
});
const SETTLED = chatItem({
  athleteName: 'Riley Rower',
  athleteNumber: 1003,
  status: 'settled',
  startsAt: new Date(Date.now() - 100 * HOUR).toISOString(),
  answerBy: null,
  settlement: {
    outcome: 'rude_or_short',
    priceCents: 5000,
    athleteCents: 1500,
    managerCents: 0,
    platformCents: 1000,
    returnedCents: 2500,
    chargedCents: 2500,
  },
});

function renderChats(routes: Record<string, unknown> = {}) {
  const spy = mockApi({
    'GET /api/fan/chats': { items: [REQUESTED, TO_RATE, SETTLED], nextCursor: null },
    ...routes,
  });
  const result = renderPage(<FanChatsPage />, { route: '/fan/chats', user: TEST_CHAT_FAN });
  return { spy, ...result };
}

const cardOf = async (athlete: string) => screen.findByRole('article', { name: t.with(athlete) });

const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

describe("the fan's chats", () => {
  it('shows each chat: the athlete, the state, held money, and the rules once', async () => {
    renderChats();
    expect(screen.getByText(m.howItWorks)).toBeVisible();
    const requested = await cardOf('Jordan Rivera');
    expect(within(requested).getByRole('link', { name: t.with('Jordan Rivera') })).toHaveAttribute(
      'href',
      '/athletes/1001',
    );
    expect(within(requested).getByText(t.statusLabels.requested)).toBeVisible();
    expect(within(requested).getByText(t.heldNote)).toBeVisible();
    expect(within(requested).getByText('$50.00')).toBeVisible();
    expect(within(requested).getByText(t.proposed)).toBeVisible();
    // Nothing to rate before the chat.
    expect(
      within(requested).queryByRole('button', { name: CHAT_OUTCOME_LABELS.no_show }),
    ).toBeNull();
  });

  it('rates a chat after the confirmation', async () => {
    const { spy } = renderChats({
      [`POST /api/fan/chats/${TO_RATE.id}/rate`]: {
        message: m.rated,
        chat: { ...TO_RATE, status: 'settling', canRate: false },
      },
    });
    await overlaysReady();
    const user = setupUser();
    const card = await cardOf('Sam Sprinter');
    expect(within(card).getByText(t.rateTitle)).toBeVisible();
    expect(within(card).getByText(/Rate by /)).toBeVisible();

    await user.click(within(card).getByRole('button', { name: CHAT_OUTCOME_LABELS.no_show }));
    let dialog = await screen.findByRole('dialog', {
      name: t.rateConfirmTitle(CHAT_OUTCOME_LABELS.no_show),
    });
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(spy, `POST /api/fan/chats/${TO_RATE.id}/rate`)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: CHAT_OUTCOME_LABELS.satisfactory }));
    dialog = await screen.findByRole('dialog', {
      name: t.rateConfirmTitle(CHAT_OUTCOME_LABELS.satisfactory),
    });
    expect(within(dialog).getByText(t.rateConfirmText)).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', { name: CHAT_OUTCOME_LABELS.satisfactory }),
    );
    expect(await screen.findByText(m.rated)).toBeVisible();
    expect(callsTo(spy, `POST /api/fan/chats/${TO_RATE.id}/rate`).map((c) => c.body)).toEqual([
      { outcome: 'satisfactory' },
    ]);
  });

  it('shows the settlement of a settled chat, with what went back to the fan', async () => {
    renderChats();
    const card = await cardOf('Riley Rower');
    const settlement = within(card).getByRole('table');
    const cells = within(settlement)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(cells).toEqual([
      `${t.price}$50.00`,
      `${t.athleteShare}$15.00`,
      `${t.platformShare}$10.00`,
      `${t.returned}$25.00`,
      `${t.charged}$25.00`,
    ]);
    expect(within(card).getByText(new RegExp(CHAT_OUTCOME_LABELS.rude_or_short))).toBeVisible();
    expect(within(card).queryByText(t.heldNote)).toBeNull();
  });

  it('says when there is nothing yet, with the way to the athletes', async () => {
    renderChats({ 'GET /api/fan/chats': { items: [], nextCursor: null } });
    expect(await screen.findByText(m.fanEmpty)).toBeVisible();
    expect(screen.getByRole('link', { name: t.findAthletes })).toHaveAttribute('href', '/athletes');
  });
});
