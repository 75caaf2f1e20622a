import {
  GIFT_APPEAL_IMAGE_FIELD,
  GIFT_DATA_FIELD,
  GIFT_INTRO_IMAGE_FIELD,
  messages,
  type TPizzaDonation,
  type TPizzaRequest,
  pizzaMoneyTexts as t,
  ZGiftBadgeForm,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import {
  apiError,
  callsTo,
  field,
  mockApi,
  renderPage,
  setupUser,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
  typeAtOnce,
} from '../../../test/render';
import { upload } from '../../../test/upload-mock';
import PizzaMoneyPage from './pizza-money-page';

afterEach(() => {
  vi.unstubAllGlobals();
  upload.postMultipart.mockReset();
});

const DAY = 24 * 60 * 60 * 1000;
let seq = 0;
const uuid = () => {
  seq += 1;
  return `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
};

function request(overrides: Partial<TPizzaRequest> = {}): TPizzaRequest {
  return {
    id: uuid(),
    athleteName: 'Ana Diaz',
    athleteEmail: 'athlete@example.com',
    requestedBy: `Fan ${seq}`,
    status: 'pending',
    createdAt: new Date(Date.now() - 2 * DAY).toISOString(),
    endsAt: new Date(Date.now() + 28 * DAY).toISOString(),
    donationsCount: 0,
    donatedCents: 0,
    gift: null,
    ...overrides,
  };
}

const PENDING = request({ requestedBy: 'Pat Pending', createdAt: '2026-11-20T15:00:00.000Z' });
const ACTIVE = request({ requestedBy: 'Ari Active', status: 'active' });
const DONATED = request({
  requestedBy: 'Dana Donated',
  status: 'active',
  donationsCount: 2,
  donatedCents: 1500,
});
const EXPIRED = request({
  requestedBy: 'Eli Expired',
  status: 'expired',
  endsAt: new Date(Date.now() - DAY).toISOString(),
});
const GIFTED = request({
  requestedBy: 'Gus Gifted',
  status: 'gifted',
  donationsCount: 1,
  donatedCents: 1000,
  gift: {
    id: uuid(),
    description: 'Thanks for pizza',
    introImageUrl: '/files/gift-intro.png',
    appealImageUrl: '/files/gift-appeal.png',
    createdAt: '2026-11-22T09:30:00.000Z',
  },
});
const ALL = [PENDING, ACTIVE, DONATED, EXPIRED, GIFTED];

function renderScreen(routes: Record<string, unknown> = {}) {
  const spy = mockApi({
    'GET /api/pizza-money/requests': { items: ALL, nextCursor: null, openRequestId: null },
    ...routes,
  });
  const result = renderPage(<PizzaMoneyPage />, {
    route: '/admin/pizza-money',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

const rowOf = async (fan: string) =>
  (await screen.findByText(fan)).closest('tr') as HTMLTableRowElement;
const button = (row: HTMLElement, label: string, fan: string) =>
  within(row).getByRole('button', { name: t.forRequest(label, fan) });

/** Toasts and modals mount lazily (Overlays): wait for them before clicking. */
const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('pizza money page', () => {
  it('lists the requests with the columns, their states in words and their dates', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: t.tableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      t.columns.requestedBy,
      t.columns.athleteName,
      t.columns.email,
      t.columns.status,
      t.columns.createdAt,
      t.columns.expiry,
      t.actionsColumn,
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const pending = await rowOf('Pat Pending');
    expect(within(pending).getByText('Ana Diaz')).toBeVisible();
    expect(within(pending).getByText('athlete@example.com')).toBeVisible();
    expect(within(pending).getByText(formatDate(PENDING.createdAt))).toBeVisible();
    expect(within(pending).getByText(formatDate(PENDING.endsAt))).toBeVisible();
    // Each cell carries its column name for the stacked phone layout.
    expect(
      within(pending).getByText('athlete@example.com').closest('td')?.getAttribute('data-label'),
    ).toBe(t.columns.email);
    for (const [fan, status] of [
      ['Pat Pending', 'pending'],
      ['Ari Active', 'active'],
      ['Eli Expired', 'expired'],
      ['Gus Gifted', 'gifted'],
    ] as const) {
      expect(within(await rowOf(fan)).getByText(t.statusLabels[status])).toBeVisible();
    }
    expect(screen.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
  });

  it('enables Accept, Reject and the gift badge by the domain rule', async () => {
    renderScreen();
    const pending = await rowOf('Pat Pending');
    expect(button(pending, t.accept, 'Pat Pending')).toBeEnabled();
    expect(button(pending, t.reject, 'Pat Pending')).toBeEnabled();
    expect(button(pending, t.createGift, 'Pat Pending')).toBeDisabled();

    const active = await rowOf('Ari Active');
    expect(button(active, t.accept, 'Ari Active')).toBeDisabled();
    expect(button(active, t.reject, 'Ari Active')).toBeEnabled();
    expect(button(active, t.createGift, 'Ari Active')).toBeDisabled();

    // Donated: kept on record (no Reject), thanked with a gift badge.
    const donated = await rowOf('Dana Donated');
    expect(button(donated, t.accept, 'Dana Donated')).toBeDisabled();
    expect(button(donated, t.reject, 'Dana Donated')).toBeDisabled();
    expect(button(donated, t.createGift, 'Dana Donated')).toBeEnabled();
    expect(button(donated, t.donationsCount(2), 'Dana Donated')).toBeEnabled();

    const expired = await rowOf('Eli Expired');
    expect(button(expired, t.accept, 'Eli Expired')).toBeDisabled();

    // Completed: both disabled; the gift badge can be viewed.
    const gifted = await rowOf('Gus Gifted');
    expect(button(gifted, t.accept, 'Gus Gifted')).toBeDisabled();
    expect(button(gifted, t.reject, 'Gus Gifted')).toBeDisabled();
    expect(button(gifted, t.viewGift, 'Gus Gifted')).toBeEnabled();
  });

  it('keeps Accept off, and says why, while another request is open to donations', async () => {
    renderScreen({
      'GET /api/pizza-money/requests': {
        items: [PENDING, ACTIVE],
        nextCursor: null,
        openRequestId: ACTIVE.id,
      },
    });
    const pending = await rowOf('Pat Pending');
    const accept = button(pending, t.accept, 'Pat Pending');
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(t.acceptAfterOpen);
    expect(button(pending, t.reject, 'Pat Pending')).toBeEnabled();
    expect(within(await rowOf('Ari Active')).queryByText(t.acceptAfterOpen)).toBeNull();
  });

  it('accepts a pending request, says so and shows it active', async () => {
    let accepted = false;
    const { spy, user } = renderScreen({
      'GET /api/pizza-money/requests': () => ({
        items: [accepted ? { ...PENDING, status: 'active' } : PENDING],
        nextCursor: null,
        openRequestId: null,
      }),
      [`POST /api/pizza-money/requests/${PENDING.id}/accept`]: () => {
        accepted = true;
        return { message: t.accepted, request: { ...PENDING, status: 'active' } };
      },
    });
    await overlaysReady();
    await user.click(
      await screen.findByRole('button', { name: t.forRequest(t.accept, 'Pat Pending') }),
    );
    expect(await screen.findByText(t.accepted)).toBeVisible();
    expect(callsTo(spy, `POST /api/pizza-money/requests/${PENDING.id}/accept`)).toHaveLength(1);
    const row = await rowOf('Pat Pending');
    await waitFor(() => expect(within(row).getByText(t.statusLabels.active)).toBeVisible());
    expect(button(row, t.accept, 'Pat Pending')).toBeDisabled();
  });

  it('rejects only after the confirmation, with DELETE, and the row goes', async () => {
    let deleted = false;
    const { spy, user } = renderScreen({
      'GET /api/pizza-money/requests': () => ({
        items: deleted ? [ACTIVE] : [PENDING, ACTIVE],
        nextCursor: null,
        openRequestId: null,
      }),
      [`DELETE /api/pizza-money/requests/${PENDING.id}`]: () => {
        deleted = true;
        return { message: t.deleted };
      },
    });
    await overlaysReady();
    const reject = await screen.findByRole('button', {
      name: t.forRequest(t.reject, 'Pat Pending'),
    });

    // Cancel: nothing is sent.
    await user.click(reject);
    let dialog = await screen.findByRole('dialog', { name: t.confirmRejectTitle });
    expect(within(dialog).getByText(t.confirmRejectText('Pat Pending'))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(spy, `DELETE /api/pizza-money/requests/${PENDING.id}`)).toHaveLength(0);

    // Confirm: the request is deleted and the toast says so.
    await user.click(reject);
    dialog = await screen.findByRole('dialog', { name: t.confirmRejectTitle });
    await user.click(within(dialog).getByRole('button', { name: t.reject }));
    expect(await screen.findByText(t.deleted)).toBeVisible();
    expect(callsTo(spy, `DELETE /api/pizza-money/requests/${PENDING.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Pat Pending')).toBeNull());
    expect(screen.getByText('Ari Active')).toBeVisible();
  });

  it("shows the server's refusal of a reject", async () => {
    const { user } = renderScreen({
      [`DELETE /api/pizza-money/requests/${ACTIVE.id}`]: () =>
        apiError(409, 'CONFLICT', t.hasDonations),
    });
    await overlaysReady();
    await user.click(
      await screen.findByRole('button', { name: t.forRequest(t.reject, 'Ari Active') }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.confirmRejectTitle });
    await user.click(within(dialog).getByRole('button', { name: t.reject }));
    expect(await screen.findByText(t.hasDonations)).toBeVisible();
  });

  it('lists the donations of a request with the fee flag in words, and says when there are none', async () => {
    const donation = (overrides: Partial<TPizzaDonation>): TPizzaDonation => ({
      id: uuid(),
      fanName: 'Frankie Fan',
      fanEmail: 'fan@example.com',
      noFee: true,
      donationCents: 1000,
      athleteCents: 1000,
      createdAt: '2026-11-21T12:00:00.000Z',
      ...overrides,
    });
    const { user } = renderScreen({
      [`GET /api/pizza-money/requests/${DONATED.id}/donations`]: {
        items: [
          donation({}),
          donation({
            fanName: 'Sam Second',
            fanEmail: 'sam@example.com',
            noFee: false,
            donationCents: 500,
            athleteCents: 440,
          }),
        ],
      },
      [`GET /api/pizza-money/requests/${ACTIVE.id}/donations`]: { items: [] },
    });
    await user.click(
      await screen.findByRole('button', {
        name: t.forRequest(t.donationsCount(2), 'Dana Donated'),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.donationsTitle });
    const table = await within(dialog).findByRole('table', { name: t.donationsLabel });
    const first = within(table).getByText('Frankie Fan').closest('tr') as HTMLElement;
    expect(within(first).getByText('fan@example.com')).toBeVisible();
    expect(within(first).getByText(t.noFeeYes)).toBeVisible();
    expect(within(first).getByText('$10.00')).toBeVisible();
    const second = within(table).getByText('Sam Second').closest('tr') as HTMLElement;
    expect(within(second).getByText(t.noFeeNo)).toBeVisible();
    expect(within(second).getByText(t.youReceived('$4.40'))).toBeVisible();
    expect(within(dialog).getByText(t.donationsTotal('$15.00'))).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      screen.getByRole('button', { name: t.forRequest(t.donationsCount(0), 'Ari Active') }),
    );
    const empty = await screen.findByRole('dialog', { name: t.donationsTitle });
    expect(await within(empty).findByText(t.donationsEmpty)).toBeVisible();
  });

  it('refuses a 21-character description and missing images, then creates the gift badge', async () => {
    upload.postMultipart.mockResolvedValue({
      message: t.gifted,
      request: { ...DONATED, status: 'gifted' },
    });
    const { user } = renderScreen();
    await overlaysReady();
    await user.click(
      await screen.findByRole('button', { name: t.forRequest(t.createGift, 'Dana Donated') }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.gift.title });
    expect(within(dialog).getByLabelText(t.gift.price)).toHaveValue(t.gift.free);
    expect(within(dialog).getByLabelText(t.gift.price)).toHaveAttribute('readonly');

    await user.click(within(dialog).getByRole('button', { name: t.gift.submit }));
    expect(await within(dialog).findByText(t.descriptionRequired)).toBeVisible();
    expect(within(dialog).getAllByText(t.gift.imageRequired)).toHaveLength(2);

    const description = within(dialog).getByLabelText(field(t.gift.description));
    const tooLong = 'x'.repeat(21);
    const tooLongMessage = ZGiftBadgeForm.safeParse({ description: tooLong }).error?.issues[0]
      ?.message as string;
    expect(tooLongMessage).toBe('Only 20 characters are allowed');
    await typeAtOnce(user, description, tooLong);
    expect(within(dialog).getByText(t.gift.descriptionCounter(21))).toBeVisible();
    // Said as the athlete types; the earlier 'required' message is gone.
    expect(within(dialog).getByText(tooLongMessage)).toBeVisible();
    expect(within(dialog).queryByText(t.descriptionRequired)).toBeNull();
    const [intro, appeal] = dialog.querySelectorAll('input[type="file"]');
    await user.upload(intro as HTMLInputElement, png('intro.png'));
    await user.upload(appeal as HTMLInputElement, png('appeal.png'));
    await user.click(within(dialog).getByRole('button', { name: t.gift.submit }));
    expect(await within(dialog).findByText(tooLongMessage)).toBeVisible();
    expect(upload.postMultipart).not.toHaveBeenCalled();

    await user.clear(description);
    await typeAtOnce(user, description, 'Thanks, team!');
    const preview = within(dialog).getByRole('figure', { name: t.gift.preview });
    expect(within(preview).getByText('Thanks, team!')).toBeVisible();
    expect(within(preview).getByText(t.gift.free)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.gift.submit }));
    expect(await screen.findByText(t.gifted)).toBeVisible();
    const [endpoint, form, options] = upload.postMultipart.mock.calls[0] as [
      { path: string },
      FormData,
      { params: { id: string } },
    ];
    expect(endpoint.path).toBe('/api/pizza-money/requests/:id/gift');
    expect(options.params).toEqual({ id: DONATED.id });
    expect(JSON.parse(String(form.get(GIFT_DATA_FIELD)))).toEqual({ description: 'Thanks, team!' });
    expect(form.get(GIFT_INTRO_IMAGE_FIELD)).toBeInstanceOf(File);
    expect(form.get(GIFT_APPEAL_IMAGE_FIELD)).toBeInstanceOf(File);
  }, 60_000);

  it('refuses an image of another type with the form message', async () => {
    renderScreen();
    // The input's accept list would hold a PDF back; a drop or another browser may not.
    const user = setupUser({ applyAccept: false });
    await user.click(
      await screen.findByRole('button', { name: t.forRequest(t.createGift, 'Dana Donated') }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.gift.title });
    await typeAtOnce(user, within(dialog).getByLabelText(field(t.gift.description)), 'Thanks');
    const [intro, appeal] = dialog.querySelectorAll('input[type="file"]');
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    await user.upload(intro as HTMLInputElement, pdf);
    await user.upload(appeal as HTMLInputElement, png('appeal.png'));
    await user.click(within(dialog).getByRole('button', { name: t.gift.submit }));
    expect(await within(dialog).findByText(t.gift.invalidImage)).toBeVisible();
    expect(upload.postMultipart).not.toHaveBeenCalled();
  });

  it('opens the gift badge of a gifted request: both images, the description and the date', async () => {
    const { user } = renderScreen();
    await user.click(
      await screen.findByRole('button', { name: t.forRequest(t.viewGift, 'Gus Gifted') }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.giftView.title });
    const card = within(dialog).getByRole('figure', { name: t.giftView.title });
    expect(within(card).getByText('Thanks for pizza')).toBeVisible();
    expect(within(card).getByRole('img', { name: t.gift.introducingImage })).toHaveAttribute(
      'src',
      '/files/gift-intro.png',
    );
    expect(within(card).getByRole('img', { name: t.gift.appealingImage })).toHaveAttribute(
      'src',
      '/files/gift-appeal.png',
    );
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe(GIFTED.gift?.createdAt);
  });

  it('loads the next page with Load More', async () => {
    const first = [1, 2, 3, 4, 5].map((n) => request({ requestedBy: `First ${n}` }));
    const { spy, user } = renderScreen({
      'GET /api/pizza-money/requests': (url: string) =>
        new URL(url, 'http://x').searchParams.get('cursor') === 'c1'
          ? { items: [request({ requestedBy: 'Second 1' })], nextCursor: null, openRequestId: null }
          : { items: first, nextCursor: 'c1', openRequestId: null },
    });
    await screen.findByText('First 5');
    await user.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByText('Second 1')).toBeVisible();
    expect(screen.getByText('First 1')).toBeVisible();
    const urls = callsTo(spy, 'GET /api/pizza-money/requests').map((c) => c.url);
    expect(urls.some((u) => u.includes('cursor=c1') && u.includes('limit=5'))).toBe(true);
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
  });

  it('shows the empty text when there are no requests', async () => {
    renderScreen({
      'GET /api/pizza-money/requests': { items: [], nextCursor: null, openRequestId: null },
    });
    expect(await screen.findByText(t.empty)).toBeVisible();
  });

  it('shows an error state with retry when the list cannot load', async () => {
    renderScreen({ 'GET /api/pizza-money/requests': () => apiError(500, 'INTERNAL', 'Boom') });
    expect(await screen.findByText(t.loadFailed)).toBeVisible();
    expect(screen.getByRole('button', { name: messages.shell.tryAgain })).toBeVisible();
  });
});
