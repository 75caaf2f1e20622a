import {
  DEFAULT_SITE_LINKS,
  managerRatingsMessages as r,
  type TSeasonalBadge,
  seasonalBadgesMessages as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  field,
  mockApi,
  renderPage,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
  typeAtOnce,
} from '../../../test/render';
import { upload } from '../../../test/upload-mock';
import SeasonalBadgesPage from './seasonal-badges-page';

afterEach(() => {
  vi.unstubAllGlobals();
  upload.postMultipart.mockReset();
});

let seq = 0;
function badge(overrides: Partial<TSeasonalBadge> = {}): TSeasonalBadge {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    type: 'Pre-season',
    eventPlus: null,
    year: 2026,
    sport: 'FOOTBALL',
    sportType: 'game',
    listNumber: seq,
    typeData1: 'GO',
    typeData2: 'TEAM',
    typeData3: 'WIN',
    managerEmail: null,
    videoUrl: 'https://videos.example/a',
    videoPriceCents: 800,
    qrImageUrl: null,
    qrPriceCents: null,
    bought: 0,
    feeCents: 0,
    managerRating: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

const QUOTA = { totalCreated: 2, freeLimit: 5, freeLeft: 3, nextFeeCents: 0 };
const PROFILE = { firstName: 'Ana', lastName: 'Diaz', photoUrl: null };

function renderScreen(routes: Record<string, unknown> = {}, route = '/admin/seasonal-badges') {
  const spy = mockApi({
    'GET /api/intros': { seen: ['seasonal-badges'] },
    'GET /api/seasonal-badges/quota': QUOTA,
    'GET /api/profile': PROFILE,
    'GET /api/seasonal-badges': { items: [], nextCursor: null },
    'GET /api/seasonal-badges/sports/FOOTBALL': { items: [], nextCursor: null },
    ...routes,
  });
  const result = renderPage(<SeasonalBadgesPage />, {
    route,
    path: 'admin/seasonal-badges',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

async function pick(
  user: ReturnType<typeof renderScreen>['user'],
  dialog: HTMLElement,
  label: string,
  option: string,
) {
  await user.click(within(dialog).getByLabelText(field(label), { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('seasonal badges: intro', () => {
  it('shows the tips with Play Video until Continue, which the server remembers', async () => {
    let seen: string[] = [];
    const { spy, user } = renderScreen({
      'GET /api/intros': () => ({ seen }),
      'PUT /api/intros/seasonal-badges': () => {
        seen = ['seasonal-badges'];
        return { seen };
      },
    });
    expect(await screen.findByText(t.tips[0])).toBeVisible();
    expect(screen.getByRole('link', { name: new RegExp(t.playVideo) })).toHaveAttribute(
      'href',
      DEFAULT_SITE_LINKS.seasonalVideo,
    );
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByRole('button', { name: t.createBadge })).toBeVisible();
    expect(callsTo(spy, 'PUT /api/intros/seasonal-badges')).toHaveLength(1);
  });
});

describe('seasonal badges: list', () => {
  it('lists 5 badges with their columns and loads the next page', async () => {
    const first = [1, 2, 3, 4, 5].map(() => badge());
    const second = badge({ sport: 'BASEBALL', type: 'X', eventPlus: 'X 07', qrPriceCents: 1600 });
    const { user } = renderScreen({
      'GET /api/seasonal-badges': (url: string) =>
        url.includes('cursor=')
          ? { items: [second], nextCursor: null }
          : { items: first, nextCursor: 'next' },
    });
    const table = await screen.findByRole('table', { name: t.tableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(0, 5),
    ).toEqual(['#', 'SPORT', 'SEASON', 'ONLINE PRICE', 'QR CODE PRICE']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getAllByText('$8.00')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await within(table).findByText('X 07 · 2026')).toBeVisible();
    expect(within(table).getByText('$16.00')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.getByText(t.fairUse)).toBeVisible();
    expect(screen.getByText(t.freeLeft(3))).toBeVisible();
  });

  it('shows the empty state and No Card Available in My Seasonal Badges', async () => {
    renderScreen();
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(await screen.findByText(t.noCard)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'BASKETBALL' })).toBeVisible();
  });

  it('deletes a badge only after the confirmation', async () => {
    const one = badge();
    let deleted = false;
    const { spy, user } = renderScreen({
      'GET /api/seasonal-badges': () => ({ items: deleted ? [] : [one], nextCursor: null }),
      [`DELETE /api/seasonal-badges/${one.id}`]: () => {
        deleted = true;
        return { message: t.badgeDeleted };
      },
    });
    await overlaysReady();
    const table = await screen.findByRole('table', { name: t.tableLabel });
    await user.click(within(table).getByRole('button', { name: t.delete }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(t.deleteConfirm)).toBeVisible();
    expect(callsTo(spy, `DELETE /api/seasonal-badges/${one.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(t.badgeDeleted)).toBeVisible();
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(callsTo(spy, `DELETE /api/seasonal-badges/${one.id}`)).toHaveLength(1);
  });
});

describe('seasonal badges: create and edit', () => {
  it('shows the spec messages for bad input, then creates the badge', {
    timeout: 120_000,
  }, async () => {
    const created = badge({ typeData1: 'NEW' });
    upload.postMultipart.mockResolvedValue({
      outcome: 'created',
      badge: created,
      message: t.badgeAdded,
    });
    const { user } = renderScreen();
    await overlaysReady();
    await user.click(await screen.findByRole('button', { name: t.createBadge }));
    const dialog = await screen.findByRole('dialog', { name: t.createBadge });
    await user.click(within(dialog).getByRole('button', { name: t.createBadge }));
    expect((await within(dialog).findAllByText(t.emptyFields)).length).toBeGreaterThan(3);
    expect(upload.postMultipart).not.toHaveBeenCalled();

    await pick(user, dialog, t.fields.type, 'Pre-event');
    await pick(user, dialog, t.fields.eventPlus, '12');
    await pick(user, dialog, t.fields.sport, 'BASKETBALL');
    await pick(user, dialog, t.fields.sportType, 'match');
    await pick(user, dialog, t.fields.listNumber, '7');
    await typeAtOnce(
      user,
      within(dialog).getByLabelText(field(t.fields.typeData1)),
      'MUCH TOO LONG',
    );
    await typeAtOnce(user, within(dialog).getByLabelText(field(t.fields.typeData2)), 'GAME');
    await typeAtOnce(user, within(dialog).getByLabelText(field(t.fields.typeData3)), 'DAY');
    await typeAtOnce(
      user,
      within(dialog).getByLabelText(field(t.fields.managerEmail)),
      'not-an-email',
    );
    await user.click(within(dialog).getByRole('button', { name: t.createBadge }));
    expect(await within(dialog).findByText(t.textTooLong)).toBeVisible();
    expect(within(dialog).getByText(t.invalidManager)).toBeVisible();

    await user.clear(within(dialog).getByLabelText(field(t.fields.typeData1)));
    await typeAtOnce(user, within(dialog).getByLabelText(field(t.fields.typeData1)), 'FINALS');
    await user.clear(within(dialog).getByLabelText(field(t.fields.managerEmail)));
    await typeAtOnce(
      user,
      within(dialog).getByLabelText(field(t.fields.videoUrl)),
      'https://v.example/1',
    );
    await user.click(within(dialog).getByRole('button', { name: t.createBadge }));
    expect(await within(dialog).findByText(t.addAmount)).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: '$10' }));
    // The preview card follows the form.
    const preview = within(dialog).getByRole('figure', { name: t.previewLabel });
    expect(within(preview).getByText('FINALS')).toBeVisible();
    expect(within(preview).getByText('Pre-event 12 · 2026')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.createBadge }));

    expect(await screen.findByText(t.badgeAdded)).toBeVisible();
    const [, form] = upload.postMultipart.mock.calls[0] as [unknown, FormData];
    expect(JSON.parse(String(form.get('data')))).toMatchObject({
      type: 'Pre-event',
      eventPlus: '12',
      sport: 'BASKETBALL',
      sportType: 'match',
      listNumber: 7,
      typeData1: 'FINALS',
      videoUrl: 'https://v.example/1',
      videoPriceCents: 1000,
      qrPriceCents: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the 6th badge to the checkout the server answers', { timeout: 60_000 }, async () => {
    upload.postMultipart.mockResolvedValue({
      outcome: 'payment_required',
      paymentId: '00000000-0000-4000-8000-00000000aaaa',
      approveUrl: '/checkout/simulated/order-1',
      amountCents: 30,
      currency: 'USD',
      message: t.paymentRequired,
    });
    const { user, router } = renderScreen({
      'GET /api/seasonal-badges/quota': {
        totalCreated: 5,
        freeLimit: 5,
        freeLeft: 0,
        nextFeeCents: 30,
      },
    });
    await user.click(await screen.findByRole('button', { name: t.createBadge }));
    const dialog = await screen.findByRole('dialog', { name: t.createBadge });
    expect(within(dialog).getByText(t.feeNotice)).toBeVisible();
    await pick(user, dialog, t.fields.type, 'Pre-season');
    await pick(user, dialog, t.fields.sport, 'FOOTBALL');
    await pick(user, dialog, t.fields.sportType, 'game');
    await pick(user, dialog, t.fields.listNumber, '1');
    for (const [label, value] of [
      [t.fields.typeData1, 'A'],
      [t.fields.typeData2, 'B'],
      [t.fields.typeData3, 'C'],
      [t.fields.videoUrl, 'https://v.example/6'],
    ] as const) {
      await typeAtOnce(user, within(dialog).getByLabelText(field(label)), value);
    }
    await user.click(within(dialog).getByRole('radio', { name: '$6' }));
    await user.click(within(dialog).getByRole('button', { name: t.createBadge }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/simulated/order-1'));
  });

  it('captures the fee on the way back and shows the created badge', async () => {
    const created = badge({ typeData1: 'SIXTH', feeCents: 30 });
    let captured = false;
    const { spy, router } = renderScreen(
      {
        'POST /api/seasonal-badges/payments/00000000-0000-4000-8000-00000000aaaa/capture': () => {
          captured = true;
          return { outcome: 'created', badge: created, message: t.badgeAdded };
        },
        'GET /api/seasonal-badges': () => ({ items: captured ? [created] : [], nextCursor: null }),
      },
      '/admin/seasonal-badges?paymentId=00000000-0000-4000-8000-00000000aaaa',
    );
    await overlaysReady();
    expect(await screen.findByText(t.badgeAdded)).toBeVisible();
    expect(await screen.findByRole('table', { name: t.tableLabel })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      callsTo(
        spy,
        'POST /api/seasonal-badges/payments/00000000-0000-4000-8000-00000000aaaa/capture',
      ),
    ).toHaveLength(1);
  });

  it('says a cancelled checkout created nothing', async () => {
    renderScreen(
      {},
      '/admin/seasonal-badges?paymentId=00000000-0000-4000-8000-00000000aaaa&cancelled=1',
    );
    expect(await screen.findByText(t.paymentCancelled)).toBeVisible();
  });

  it('edits a badge with its values filled in and keeps the QR image unless replaced', async () => {
    const one = badge({
      qrImageUrl: '/files/qr.png',
      qrPriceCents: 3200,
      videoUrl: null,
      videoPriceCents: null,
    });
    upload.postMultipart.mockResolvedValue({
      badge: { ...one, typeData2: 'EDITED' },
      message: t.badgeUpdated,
    });
    const { user } = renderScreen({
      'GET /api/seasonal-badges': { items: [one], nextCursor: null },
    });
    await overlaysReady();
    const table = await screen.findByRole('table', { name: t.tableLabel });
    await user.click(within(table).getByRole('button', { name: t.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.editBadge });
    const text2 = within(dialog).getByLabelText(field(t.fields.typeData2));
    expect(text2).toHaveValue('TEAM');
    expect(within(dialog).getByText(t.keepQrImage)).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: '$32' })).toBeChecked();
    await user.clear(text2);
    await typeAtOnce(user, text2, 'EDITED');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'qr.png', { type: 'image/png' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.badgeUpdated)).toBeVisible();
    const [endpoint, form, options] = upload.postMultipart.mock.calls[0] as [
      { method: string },
      FormData,
      { params: { id: string } },
    ];
    expect(endpoint.method).toBe('PUT');
    expect(options.params.id).toBe(one.id);
    expect(form.get('qrImage')).toBeInstanceOf(File);
    expect(JSON.parse(String(form.get('data')))).toMatchObject({
      typeData2: 'EDITED',
      qrPriceCents: 3200,
    });
  });
});

describe('seasonal badges: manager rating', () => {
  it('is offered only for a badge with a manager, and not twice', async () => {
    const none = badge();
    const rated = badge({
      managerEmail: 'manager@example.com',
      managerRating: {
        rating: 3,
        satisfaction: 'Satisfied',
        remarks: 'ok',
        ratedAt: new Date().toISOString(),
      },
    });
    renderScreen({ 'GET /api/seasonal-badges': { items: [none, rated], nextCursor: null } });
    const table = await screen.findByRole('table', { name: t.tableLabel });
    expect(within(table).getByRole('button', { name: r.action })).toBeDisabled();
    expect(within(table).getByRole('button', { name: r.rated })).toBeDisabled();
  });

  it('requires stars, satisfaction and remarks, and the strategy fields behind Yes', async () => {
    const one = badge({ managerEmail: 'manager@example.com' });
    const { spy, user } = renderScreen({
      'GET /api/seasonal-badges': { items: [one], nextCursor: null },
      [`POST /api/seasonal-badges/${one.id}/manager-rating`]: {
        badge: one,
        message: r.ratingAdded,
      },
    });
    await overlaysReady();
    const table = await screen.findByRole('table', { name: t.tableLabel });
    await user.click(within(table).getByRole('button', { name: r.action }));
    const dialog = await screen.findByRole('dialog', { name: r.title });
    await user.click(within(dialog).getByRole('button', { name: r.submit }));
    expect(await within(dialog).findByText(r.addRating)).toBeVisible();
    expect(within(dialog).getByText(r.addSatisfaction)).toBeVisible();
    expect(within(dialog).getByText(r.addRemarks)).toBeVisible();

    const stars = within(dialog).getByRole('radiogroup', { name: r.ratingLabel });
    await user.click(within(stars).getByRole('radio', { name: r.stars(2) }));
    await user.click(within(dialog).getByText('Satisfied'));
    await typeAtOnce(user, within(dialog).getByLabelText(field(r.remarksLabel)), 'Helpful');
    await user.click(within(dialog).getByRole('switch', { name: r.strategySwitch }));
    await user.click(within(dialog).getByRole('button', { name: r.submit }));
    expect(await within(dialog).findByText(r.addStrategyRating)).toBeVisible();
    expect(within(dialog).getByText(r.addStrategyRemarks)).toBeVisible();
    expect(callsTo(spy, `POST /api/seasonal-badges/${one.id}/manager-rating`)).toHaveLength(0);

    const strategy = within(dialog).getByRole('radiogroup', { name: r.strategyRatingLabel });
    await user.click(within(strategy).getByRole('radio', { name: r.stars(3) }));
    await typeAtOnce(
      user,
      within(dialog).getByLabelText(field(r.strategyRemarksLabel)),
      'Good plan',
    );
    await user.click(within(dialog).getByRole('button', { name: r.submit }));
    expect(await screen.findByText(r.ratingAdded)).toBeVisible();
    expect(callsTo(spy, `POST /api/seasonal-badges/${one.id}/manager-rating`)[0]?.body).toEqual({
      rating: 2,
      satisfaction: 'Satisfied',
      remarks: 'Helpful',
      strategy: { rating: 3, remarks: 'Good plan' },
    });
  });
});
