import {
  accountNeededTexts,
  chatsTexts,
  PIZZA_MONEY_CAP_CENTS,
  pizzaMoneyFanTexts,
  type TAthletePage,
  type TAthletePizzaMoney,
  type TSessionUser,
  athletePageTexts as t,
} from '@fhp/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLocalInputValue } from '../../../lib/chat-time';
import {
  callsTo,
  field,
  mockApi,
  renderPage,
  TEST_ATHLETE,
  typeAtOnce,
} from '../../../test/render';
import { TEST_ATHLETE_PAGE, TEST_FAN } from '../test-data';
import AthletePage from './athlete-page';

afterEach(() => vi.unstubAllGlobals());

const TALKING_ID = '00000000-0000-4000-8000-0000000000b1';
const REQUEST_ID = '00000000-0000-4000-8000-0000000000d1';

const ATHLETE: TAthletePage = {
  ...TEST_ATHLETE_PAGE,
  offers: {
    ...TEST_ATHLETE_PAGE.offers,
    call: {
      ratePerMinuteCents: 200,
      channels: ['WhatsApp', 'Zoom'],
      minMinutes: 5,
      maxMinutes: 60,
    },
    talkingBadges: [
      {
        id: TALKING_ID,
        description: 'Thank you for backing my season!',
        priceCents: 500,
        introImageUrl: null,
      },
    ],
  },
};

const OPEN_REQUEST: TAthletePizzaMoney = {
  athleteFirstName: 'Jordan',
  remainingCents: PIZZA_MONEY_CAP_CENTS,
  windowResetsAt: null,
  openRequest: {
    id: REQUEST_ID,
    endsAt: '2099-01-01T00:00:00.000Z',
    donatedCents: 0,
  },
  myPendingRequest: null,
};

function renderAthlete(user: TSessionUser | null, route = '/athletes/1001') {
  const spy = mockApi({
    'GET /api/athletes/1001': ATHLETE,
    'GET /api/athletes/1001/pizza-money': OPEN_REQUEST,
  });
  return { spy, ...renderPage(<AthletePage />, { route, path: 'athletes/:athleteNumber', user }) };
}

const hrefOf = (scope: HTMLElement, name: string) =>
  new URL(within(scope).getByRole('link', { name }).getAttribute('href') ?? '', 'http://x');

describe('buying while signed out: the intent kept through sign-in and sign-up', () => {
  it('keeps the endorsement amount in the sign-up and sign-in return address', async () => {
    const { user } = renderAthlete(null);
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
    const amount = screen
      .getAllByLabelText(field(t.endorsementDollarsLabel(4, 599)))
      .find((el) => el.tagName === 'INPUT') as HTMLElement;
    await user.clear(amount);
    await typeAtOnce(user, amount, '7');
    await user.click(screen.getByRole('button', { name: `${t.buy}: ${t.endorsementTitle}` }));

    const dialog = await screen.findByRole('dialog', { name: accountNeededTexts.title });
    expect(within(dialog).getByText(accountNeededTexts.why('Jordan'))).toBeVisible();
    expect(
      within(dialog).getByText(
        accountNeededTexts.comeBack(`${t.endorsementTitle}: ${t.displayWeeks(7)}`, 700),
      ),
    ).toBeVisible();
    const back = '/athletes/1001?buy=endorsement&amount=700';
    expect(hrefOf(dialog, accountNeededTexts.createAccount).searchParams.get('redirect')).toBe(
      back,
    );
    expect(hrefOf(dialog, accountNeededTexts.signIn).searchParams.get('redirect')).toBe(back);
  });

  it('brings a visitor booking a chat back to the page itself: a chat is not carried', async () => {
    const { user } = renderAthlete(null);
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
    const chat = screen.getByRole('article', { name: chatsTexts.bookTitle });
    await typeAtOnce(user, within(chat).getByLabelText(field(t.whatsappLabel)), '13055550123');
    fireEvent.change(within(chat).getByLabelText(chatsTexts.proposedTimeLabel(1)), {
      target: { value: toLocalInputValue(new Date(Date.now() + 24 * 3_600_000)) },
    });
    await user.click(
      within(chat).getByRole('button', {
        name: `${chatsTexts.bookButton}: ${chatsTexts.bookTitle}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: accountNeededTexts.title });
    expect(hrefOf(dialog, accountNeededTexts.signIn).searchParams.get('redirect')).toBe(
      '/athletes/1001',
    );
  });

  it('lets a visitor pick a pizza money amount, and keeps it', async () => {
    const { user } = renderAthlete(null);
    const donate = await screen.findByRole('button', {
      name: pizzaMoneyFanTexts.donateName('Jordan'),
    });
    await user.click(donate);
    const dialog = await screen.findByRole('dialog', { name: accountNeededTexts.title });
    const redirect = hrefOf(dialog, accountNeededTexts.createAccount).searchParams.get('redirect');
    expect(redirect).toBe(`/athletes/1001?buy=pizza_money&request=${REQUEST_ID}&amount=1000`);
  });

  it('opens the same confirmation for the fan who comes back, then clears the address', async () => {
    const { router, spy } = renderAthlete(TEST_FAN, '/athletes/1001?buy=endorsement&amount=700');
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByText(`${t.endorsementTitle}: ${t.displayWeeks(7)}`)).toBeVisible();
    expect(within(dialog).getByText('$7.00')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Nothing is bought until the fan confirms.
    expect(callsTo(spy, 'POST /api/fan/checkout')).toEqual([]);
  });

  it.each([
    [
      'a talking badge',
      `?buy=talking_badge&badge=${TALKING_ID}`,
      `${t.talkingItem}: Thank you for backing my season!`,
      '$5.00',
    ],
    [
      'a pizza money donation',
      `?buy=pizza_money&request=${REQUEST_ID}&amount=1000`,
      pizzaMoneyFanTexts.donationItem('Jordan', 1000),
      '$10.00',
    ],
  ])('restores %s with its price', async (what, query, title, price) => {
    renderAthlete(TEST_FAN, `/athletes/1001${query}`);
    const dialog = await screen.findByRole('dialog', {
      name: what === 'a pizza money donation' ? pizzaMoneyFanTexts.confirmTitle : t.confirmTitle,
    });
    expect(within(dialog).getByText(title)).toBeVisible();
    expect(within(dialog).getByText(price)).toBeVisible();
  });

  it('opens nothing for an item not on sale or an amount out of range, and clears the address', async () => {
    for (const query of [
      '?buy=sport_badge', // this athlete sells no sport badge
      '?buy=talking_badge&badge=00000000-0000-4000-8000-0000000000ff',
      '?buy=endorsement&amount=60000',
      // The call checkout is gone: an old link opens nothing (a chat is booked from its card).
      '?buy=call&channel=Zoom&contact=me%40example.com&minutes=15',
    ]) {
      const { router, unmount } = renderAthlete(TEST_FAN, `/athletes/1001${query}`);
      await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
      await waitFor(() => expect(router.state.location.search, query).toBe(''));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('does not open the confirmation for another role, nor for a visitor', async () => {
    const athlete = renderAthlete(TEST_ATHLETE, '/athletes/1001?buy=endorsement&amount=700');
    await waitFor(() => expect(athlete.router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    athlete.unmount();

    const visitor = renderAthlete(null, '/athletes/1001?buy=endorsement&amount=700');
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Kept for when they sign in.
    expect(visitor.router.state.location.search).toBe('?buy=endorsement&amount=700');
  });
});
