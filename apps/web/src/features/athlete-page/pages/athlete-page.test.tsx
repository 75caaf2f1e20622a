import {
  accountNeededTexts,
  athletePageMessages,
  chatsMessages,
  chatsTexts,
  fanPurchasesMessages,
  type TAthletePage,
  type TSessionUser,
  athletePageTexts as t,
} from '@fhp/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLocalInputValue } from '../../../lib/chat-time';
import {
  apiError,
  callsTo,
  field,
  mockApi,
  renderPage,
  TEST_ATHLETE,
  typeAtOnce,
} from '../../../test/render';
import { TEST_ATHLETE_PAGE, TEST_NOTHING_OPEN } from '../test-data';
import AthletePage from './athlete-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SEASONAL_ID = '00000000-0000-4000-8000-0000000000a1';
const TALKING_ID = '00000000-0000-4000-8000-0000000000b1';
const MEMENTO_ID = '00000000-0000-4000-8000-0000000000c1';
const PAYMENT_ID = '00000000-0000-4000-8000-0000000000c1';

const ATHLETE: TAthletePage = {
  ...TEST_ATHLETE_PAGE,
  rating: 4.5,
  offers: {
    sportBadge: { priceCents: 1500 },
    endorsement: { minCents: 400, maxCents: 59900 },
    call: {
      ratePerMinuteCents: 200,
      channels: ['WhatsApp', 'Zoom'],
      minMinutes: 5,
      maxMinutes: 60,
    },
    seasonalBadges: [
      {
        id: SEASONAL_ID,
        type: 'Pre-season',
        eventPlus: null,
        year: 2026,
        sport: 'BASKETBALL',
        sportType: 'game',
        typeData1: 'RIVERA',
        typeData2: 'PANTHERS',
        typeData3: 'Home opener',
        videoPriceCents: 800,
        qrPriceCents: 1600,
        bought: 3,
      },
    ],
    talkingBadges: [
      {
        id: TALKING_ID,
        description: 'Thank you for backing my season!',
        priceCents: 500,
        introImageUrl: '/files/intro.png',
      },
    ],
    mementos: [
      {
        id: MEMENTO_ID,
        title: 'Senior night',
        description: 'The last home game, from the bench.',
        priceCents: 2500,
        licenseWeeks: 6,
        isGameVideo: true,
        imageUrl: '/files/memento.png',
        hasVideo: true,
      },
    ],
  },
};

const FAN: TSessionUser = {
  id: '5a1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'fan@example.com',
  role: 'fan',
  isManager: false,
  firstName: 'Frankie',
  lastName: 'Fan',
  name: 'Frankie Fan',
};

const CHECKOUT = {
  outcome: 'payment_required',
  paymentId: PAYMENT_ID,
  approveUrl: '/checkout/simulated/order-1',
  amountCents: 700,
  currency: 'USD',
  message: fanPurchasesMessages.checkoutStarted,
};

function renderAthlete({
  user = FAN,
  route = '/athletes/1001',
  checkout = CHECKOUT as unknown,
}: {
  user?: TSessionUser | null;
  route?: string;
  checkout?: unknown;
} = {}) {
  const spy = mockApi({
    'GET /api/athletes/1001': ATHLETE,
    'GET /api/athletes/1001/pizza-money': TEST_NOTHING_OPEN,
    'POST /api/fan/checkout': checkout,
    'POST /api/fan/chats': { ...CHECKOUT, message: chatsMessages.checkoutStarted },
  });
  return { spy, ...renderPage(<AthletePage />, { route, path: 'athletes/:athleteNumber', user }) };
}

const card = (name: string) => screen.getByRole('article', { name });
const input = (label: string | RegExp) => {
  const found = screen
    .getAllByLabelText(typeof label === 'string' ? field(label) : label)
    .find((el) => el.tagName === 'INPUT');
  if (!found) throw new Error(`no input labelled ${label}`);
  return found;
};
const checkoutBodies = (spy: ReturnType<typeof mockApi>) =>
  callsTo(spy, 'POST /api/fan/checkout').map((c) => c.body);

describe('public athlete page', () => {
  it('shows who the athlete is and every offer with its price', async () => {
    renderAthlete({ user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' })).toBeVisible();
    expect(document.title).toContain('Jordan Rivera');
    expect(screen.getByText(t.athleteId(1001))).toBeInTheDocument();
    expect(screen.getByText('Florida International University')).toBeInTheDocument();
    expect(screen.getByText('Miami, Florida')).toBeInTheDocument();
    expect(screen.getByText(t.levelLabels.College)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.ratingLabel(4.5) })).toBeInTheDocument();

    expect(within(card(t.sportBadgeTitle)).getByText('$15.00')).toBeInTheDocument();
    expect(within(card(t.endorsementTitle)).getByText('$10.00')).toBeInTheDocument();
    expect(within(card(chatsTexts.bookTitle)).getByText(t.ratePerMinute(200))).toBeInTheDocument();
    expect(within(card(chatsTexts.bookTitle)).getByText('$10.00')).toBeInTheDocument();
    const seasonal = screen.getByRole('article', { name: /^Seasonal badges: Pre-season · 2026/ });
    expect(within(seasonal).getByRole('button', { name: t.buyVideo(800) })).toBeEnabled();
    expect(within(seasonal).getByRole('button', { name: t.buyQr(1600) })).toBeEnabled();
    expect(within(seasonal).getByText('PANTHERS')).toBeInTheDocument();
    expect(within(seasonal).getByText(t.seasonalBought(3))).toBeInTheDocument();
    const talking = screen.getByRole('article', { name: /^Talking badge: Thank you/ });
    expect(within(talking).getByText('$5.00')).toBeInTheDocument();
    expect(within(talking).getByRole('img', { name: t.talkingIntroAlt })).toBeInTheDocument();
    // The appealing image is what the fan buys: not on the public page.
    expect(within(talking).getAllByRole('img')).toHaveLength(1);
    const memento = card(`${t.mementoItem}: Senior night`);
    expect(within(memento).getByText('$25.00')).toBeInTheDocument();
    expect(within(memento).getByText(t.mementoLicense(6))).toBeInTheDocument();
    expect(within(memento).getByText(t.mementoGameVideo)).toBeInTheDocument();
    expect(within(memento).getByRole('img', { name: 'Senior night' })).toBeInTheDocument();
  });

  it('counts a week of display per endorsed dollar and refuses amounts out of range', async () => {
    const { user } = renderAthlete();
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
    const endorsement = card(t.endorsementTitle);
    const amount = input(t.endorsementDollarsLabel(4, 599));
    await user.clear(amount);
    await typeAtOnce(user, amount, '7');
    expect(within(endorsement).getByText(t.displayWeeks(7))).toBeInTheDocument();
    expect(within(endorsement).getByTestId('offer-price')).toHaveTextContent('$7.00');
    await user.clear(amount);
    await typeAtOnce(user, amount, '600');
    expect(
      within(endorsement).getByText(fanPurchasesMessages.endorsementAmount),
    ).toBeInTheDocument();
    expect(within(endorsement).getByRole('button', { name: /^Buy/ })).toBeDisabled();
  });

  it('buys an endorsement: confirms, posts the request and goes to the checkout', async () => {
    const { spy, user, router } = renderAthlete();
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
    const amount = input(t.endorsementDollarsLabel(4, 599));
    await user.clear(amount);
    await typeAtOnce(user, amount, '7');
    await user.click(screen.getByRole('button', { name: `${t.buy}: ${t.endorsementTitle}` }));

    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByText(`${t.endorsementTitle}: ${t.displayWeeks(7)}`)).toBeVisible();
    expect(within(dialog).getByText('Jordan Rivera')).toBeVisible();
    expect(within(dialog).getByText('$7.00')).toBeVisible();
    expect(within(dialog).getByText(t.confirmSecure)).toBeVisible();
    expect(checkoutBodies(spy)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: t.confirmContinue }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/simulated/order-1'));
    // Unchecked by default: nobody is listed as a supporter without ticking the box.
    expect(checkoutBodies(spy)).toEqual([
      { item: 'endorsement', athleteNumber: 1001, dollars: 7, publicSupporter: false },
    ]);
  });

  it.each([
    [t.buyQr(1600), '$16.00', { item: 'seasonal_badge', badgeId: SEASONAL_ID, format: 'qr' }],
    [t.buyVideo(800), '$8.00', { item: 'seasonal_badge', badgeId: SEASONAL_ID, format: 'video' }],
    [
      `${t.buy}: ${t.talkingItem} Thank you for backing my season!`,
      '$5.00',
      { item: 'talking_badge', badgeId: TALKING_ID },
    ],
    [`${t.buy}: ${t.sportBadgeTitle}`, '$15.00', { item: 'sport_badge', athleteNumber: 1001 }],
    [
      `${t.buy}: ${t.mementoItem}: Senior night`,
      '$25.00',
      { item: 'memento', mementoId: MEMENTO_ID },
    ],
  ])('"%s" confirms %s and posts its checkout request', async (button, price, body) => {
    const { spy, user } = renderAthlete();
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByText(price)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.confirmContinue }));
    await waitFor(() => expect(checkoutBodies(spy)).toEqual([{ ...body, publicSupporter: false }]));
  });

  it('books a chat: a valid contact, proposed times and a note, held not charged, never a price', async () => {
    const { spy, user } = renderAthlete();
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
    const chat = card(chatsTexts.bookTitle);
    const book = () =>
      user.click(
        within(chat).getByRole('button', {
          name: `${chatsTexts.bookButton}: ${chatsTexts.bookTitle}`,
        }),
      );
    await user.click(within(chat).getByText('Zoom'));
    const minutes = input(t.minutesLabel);
    await user.clear(minutes);
    await typeAtOnce(user, minutes, '15');
    expect(within(chat).getByTestId('offer-price')).toHaveTextContent('$30.00');

    // A bad contact and no time: both said, nothing opens.
    await typeAtOnce(user, input(t.zoomLabel), 'not-an-email');
    await book();
    expect(await within(chat).findByText(chatsMessages.zoomInvalid)).toBeInTheDocument();
    expect(within(chat).getByText(chatsMessages.timesRequired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A past time is refused under its own input.
    const first = within(chat).getByLabelText(chatsTexts.proposedTimeLabel(1));
    fireEvent.change(first, {
      target: { value: toLocalInputValue(new Date(Date.now() - 3_600_000)) },
    });
    await user.clear(input(t.zoomLabel));
    await typeAtOnce(user, input(t.zoomLabel), 'frankie@example.com');
    await book();
    expect(await within(chat).findByText(chatsMessages.timeInPast)).toBeInTheDocument();
    expect(within(chat).queryByText(chatsMessages.timesRequired)).toBeNull();

    // Two future times and a note.
    const inTwoDays = new Date(Date.now() + 2 * 24 * 3_600_000);
    const inThreeDays = new Date(Date.now() + 3 * 24 * 3_600_000);
    fireEvent.change(first, { target: { value: toLocalInputValue(inTwoDays) } });
    await user.click(within(chat).getByRole('button', { name: chatsTexts.addTime }));
    fireEvent.change(within(chat).getByLabelText(chatsTexts.proposedTimeLabel(2)), {
      target: { value: toLocalInputValue(inThreeDays) },
    });
    await typeAtOnce(user, screen.getByLabelText(chatsTexts.noteLabel), 'Tips for my free throws');
    await book();
    const dialog = await screen.findByRole('dialog', { name: chatsTexts.confirmTitle });
    expect(within(dialog).getByText(chatsTexts.chatItem('Zoom', 15))).toBeVisible();
    expect(within(dialog).getByText(chatsTexts.heldNote)).toBeVisible();
    expect(within(dialog).getByText(chatsTexts.howItWorks)).toBeVisible();
    // A chat is private: no "Show me as a supporter".
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: t.confirmContinue }));
    await waitFor(() => expect(callsTo(spy, 'POST /api/fan/chats')).toHaveLength(1));
    const minute = (d: Date) => new Date(toLocalInputValue(d)).toISOString();
    expect(callsTo(spy, 'POST /api/fan/chats')[0]?.body).toEqual({
      athleteNumber: 1001,
      channel: 'Zoom',
      contact: 'frankie@example.com',
      minutes: 15,
      proposedTimes: [minute(inTwoDays), minute(inThreeDays)],
      note: 'Tips for my free throws',
    });
    expect(checkoutBodies(spy)).toEqual([]);
  });

  it('shows the server refusal in the confirmation', async () => {
    const { user } = renderAthlete({
      checkout: apiError(409, 'CONFLICT', fanPurchasesMessages.notForSale),
    });
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
    await user.click(screen.getByRole('button', { name: `${t.buy}: ${t.sportBadgeTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirmContinue }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      fanPurchasesMessages.notForSale,
    );
  });

  it('tells a visitor who is not signed in why an account is needed, and buys nothing', async () => {
    const { spy, user, router } = renderAthlete({ user: null });
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
    await user.click(screen.getByRole('button', { name: `${t.buy}: ${t.sportBadgeTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: accountNeededTexts.title });
    expect(router.state.location.pathname).toBe('/athletes/1001');
    expect(screen.queryByRole('dialog', { name: t.confirmTitle })).not.toBeInTheDocument();
    const back = '/athletes/1001?buy=sport_badge';
    const redirectOf = (name: string) =>
      new URL(
        within(dialog).getByRole('link', { name }).getAttribute('href') ?? '',
        'http://localhost',
      );
    const signUp = redirectOf(accountNeededTexts.createAccount);
    expect(signUp.pathname).toBe('/fan/sign-up');
    expect(signUp.searchParams.get('redirect')).toBe(back);
    const signIn = redirectOf(accountNeededTexts.signIn);
    expect(signIn.pathname).toBe('/fan/login');
    expect(signIn.searchParams.get('redirect')).toBe(back);
    expect(checkoutBodies(spy)).toEqual([]);
  });

  it('tells a signed-in athlete that purchases are for fan accounts', async () => {
    renderAthlete({ user: TEST_ATHLETE });
    expect(await screen.findByText(t.fansOnlyTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${t.buy}: ${t.sportBadgeTitle}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.buyVideo(800) })).toBeDisabled();
  });

  it('says once that a cancelled checkout charged nothing, and closes its payment', async () => {
    const { router, spy } = renderAthlete({
      route: `/athletes/1001?cancelled=1&paymentId=${PAYMENT_ID}&token=ORDER-1`,
    });
    expect(await screen.findByText(t.checkoutCancelled)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText(t.checkoutCancelled)).toBeInTheDocument();
    // A donation's open checkout holds a share of the athlete's cap until it is closed.
    expect(callsTo(spy, `POST /api/payments/${PAYMENT_ID}/cancel`)).toHaveLength(1);
  });

  it('shows the not-found state for an unknown athlete', async () => {
    mockApi({ 'GET /api/athletes/999': apiError(404, 'NOT_FOUND', athletePageMessages.notFound) });
    renderPage(<AthletePage />, { route: '/athletes/999', path: 'athletes/:athleteNumber' });
    expect(
      await screen.findByRole('heading', { name: athletePageMessages.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.searchAthletes })).toHaveAttribute(
      'href',
      '/athletes',
    );
  });
});
