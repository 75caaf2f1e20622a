import {
  managerRatingsMessages as r,
  type TTalkingBadge,
  talkingBadgesMessages as t,
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
import TalkingBadgesPage from './talking-badges-page';

afterEach(() => {
  vi.unstubAllGlobals();
  upload.postMultipart.mockReset();
});

let seq = 0;
function badge(overrides: Partial<TTalkingBadge> = {}): TTalkingBadge {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    description: `Diary ${seq}`,
    priceCents: 600,
    introducingImageUrl: '/files/intro.png',
    appealingImageUrl: '/files/appeal.png',
    videoUrl: null,
    managerEmail: null,
    feeCents: 0,
    managerRating: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const QUOTA = { totalCreated: 2, freeLimit: 50, freeLeft: 48, nextFeeCents: 0 };

function renderScreen(routes: Record<string, unknown> = {}, route = '/admin/talking-badges') {
  const spy = mockApi({
    'GET /api/intros': { seen: ['talking-badges'] },
    'GET /api/talking-badges/quota': QUOTA,
    'GET /api/profile': { firstName: 'Ana', lastName: 'Diaz', photoUrl: null },
    'GET /api/talking-badges': { items: [], nextCursor: null },
    ...routes,
  });
  const result = renderPage(<TalkingBadgesPage />, {
    route,
    path: 'admin/talking-badges',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('talking badges', () => {
  it('shows the tips and the template instructions until Continue', async () => {
    let seen: string[] = [];
    const { user, spy } = renderScreen({
      'GET /api/intros': () => ({ seen }),
      'PUT /api/intros/talking-badges': () => {
        seen = ['talking-badges'];
        return { seen };
      },
    });
    expect(await screen.findByText(t.tips[0])).toBeVisible();
    expect(screen.getByText(t.templateTitle)).toBeVisible();
    expect(screen.getByText(t.templateSteps[0])).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(callsTo(spy, 'PUT /api/intros/talking-badges')).toHaveLength(1);
  });

  it('lists the badges with their columns and loads more', async () => {
    const first = [1, 2, 3, 4, 5].map(() => badge());
    const last = badge({ description: 'Last one', priceCents: 2000, appealingImageUrl: null });
    const { user } = renderScreen({
      'GET /api/talking-badges': (url: string) =>
        url.includes('cursor=')
          ? { items: [last], nextCursor: null }
          : { items: first, nextCursor: 'next' },
    });
    const table = await screen.findByRole('table', { name: t.tableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(0, 4),
    ).toEqual(['CREATED AT', 'Price', 'Preview IMAGE', 'Full VIDEO']);
    expect(within(table).getAllByText('$6.00')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await within(table).findByText('Last one')).toBeVisible();
    expect(within(table).getByText('$20.00')).toBeVisible();
    expect(within(table).getByText(t.noImage)).toBeVisible();
  });

  it('requires both images, a description of at most 20 and a price, then creates', async () => {
    upload.postMultipart.mockResolvedValue({
      outcome: 'created',
      badge: badge(),
      message: t.badgeAdded,
    });
    const { user } = renderScreen();
    await overlaysReady();
    await user.click(await screen.findByRole('button', { name: t.createBadge }));
    const dialog = await screen.findByRole('dialog', { name: t.createBadge });
    await user.click(within(dialog).getByRole('button', { name: t.createBadge }));
    expect(await within(dialog).findByText(t.descriptionRequired)).toBeVisible();
    expect(within(dialog).getByText(t.addAmount)).toBeVisible();
    expect(within(dialog).getAllByText(t.imageRequired)).toHaveLength(2);

    const description = within(dialog).getByLabelText(field(t.fields.description));
    await typeAtOnce(user, description, 'This is far too long to fit');
    await user.click(within(dialog).getByRole('radio', { name: t.fields.custom }));
    await user.type(within(dialog).getByLabelText(field(t.customDollars)), '1001');
    await user.click(within(dialog).getByRole('button', { name: t.createBadge }));
    expect(await within(dialog).findByText(t.descriptionTooLong)).toBeVisible();
    expect(within(dialog).getByText(t.invalidPrice)).toBeVisible();

    await user.clear(description);
    await typeAtOnce(user, description, 'Game day');
    await user.click(within(dialog).getByRole('radio', { name: '$8' }));
    const [intro, appeal] = dialog.querySelectorAll('input[type="file"]');
    await user.upload(intro as HTMLInputElement, png('intro.png'));
    await user.upload(appeal as HTMLInputElement, png('appeal.png'));
    const preview = within(dialog).getByRole('figure', { name: t.previewLabel });
    expect(within(preview).getByText('Game day')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.createBadge }));
    expect(await screen.findByText(t.badgeAdded)).toBeVisible();
    const [, form] = upload.postMultipart.mock.calls[0] as [unknown, FormData];
    expect(JSON.parse(String(form.get('data')))).toEqual({
      description: 'Game day',
      priceCents: 800,
      managerEmail: '',
      videoUrl: '',
    });
    expect(form.get('introducingImage')).toBeInstanceOf(File);
    expect(form.get('appealingImage')).toBeInstanceOf(File);
  }, 60_000);

  it("shows the server's message for a manager who does not exist", async () => {
    const { user } = renderScreen({
      'GET /api/talking-badges': { items: [badge({ description: 'Old' })], nextCursor: null },
    });
    const { ApiError } = await import('../../../lib/api-client');
    upload.postMultipart.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', t.managerMissing, { managerEmail: t.managerMissing }),
    );
    const table = await screen.findByRole('table', { name: t.tableLabel });
    await user.click(within(table).getByRole('button', { name: t.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.updateBadge });
    expect(within(dialog).getByLabelText(field(t.fields.description))).toHaveValue('Old');
    expect(within(dialog).getAllByText(t.keepImages)).toHaveLength(2);
    await typeAtOnce(
      user,
      within(dialog).getByLabelText(field(t.fields.managerEmail)),
      'fan@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: t.updateBadge }));
    expect(await within(dialog).findAllByText(t.managerMissing)).not.toHaveLength(0);
    const [endpoint] = upload.postMultipart.mock.calls[0] as [{ method: string }];
    expect(endpoint.method).toBe('PUT');
  });

  it('sends the badge past the free ones to the checkout', async () => {
    upload.postMultipart.mockResolvedValue({
      outcome: 'payment_required',
      paymentId: '00000000-0000-4000-8000-00000000bbbb',
      approveUrl: '/checkout/simulated/order-2',
      amountCents: 15,
      currency: 'USD',
      message: t.paymentRequired,
    });
    const { user, router } = renderScreen({
      'GET /api/talking-badges/quota': {
        totalCreated: 50,
        freeLimit: 50,
        freeLeft: 0,
        nextFeeCents: 15,
      },
    });
    expect(await screen.findByText(t.feeNotice)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: t.createBadge }));
    const dialog = await screen.findByRole('dialog', { name: t.createBadge });
    await user.type(within(dialog).getByLabelText(field(t.fields.description)), 'Paid');
    await user.click(within(dialog).getByRole('radio', { name: '$4' }));
    const [intro, appeal] = dialog.querySelectorAll('input[type="file"]');
    await user.upload(intro as HTMLInputElement, png('intro.png'));
    await user.upload(appeal as HTMLInputElement, png('appeal.png'));
    await user.click(within(dialog).getByRole('button', { name: t.createBadge }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/simulated/order-2'));
  }, 60_000);

  it('deletes after the confirmation and rates the manager once', async () => {
    const one = badge({ managerEmail: 'manager@example.com' });
    let deleted = false;
    const { spy, user } = renderScreen({
      'GET /api/talking-badges': () => ({ items: deleted ? [] : [one], nextCursor: null }),
      [`DELETE /api/talking-badges/${one.id}`]: () => {
        deleted = true;
        return { message: t.badgeDeleted };
      },
      [`POST /api/talking-badges/${one.id}/manager-rating`]: { badge: one, message: r.ratingAdded },
    });
    await overlaysReady();
    const table = await screen.findByRole('table', { name: t.tableLabel });
    await user.click(within(table).getByRole('button', { name: r.action }));
    const rating = await screen.findByRole('dialog', { name: r.title });
    await user.click(within(rating).getByRole('radio', { name: r.stars(3) }));
    await user.click(within(rating).getByText('Unsatisfied'));
    await typeAtOnce(user, within(rating).getByLabelText(field(r.remarksLabel)), 'Late replies');
    await user.click(within(rating).getByRole('button', { name: r.submit }));
    expect(await screen.findByText(r.ratingAdded)).toBeVisible();
    expect(callsTo(spy, `POST /api/talking-badges/${one.id}/manager-rating`)[0]?.body).toEqual({
      rating: 3,
      satisfaction: 'Unsatisfied',
      remarks: 'Late replies',
      strategy: null,
    });

    await user.click(within(table).getByRole('button', { name: t.delete }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(t.deleteConfirm)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(t.badgeDeleted)).toBeVisible();
    expect(await screen.findByText(t.empty)).toBeVisible();
  });
});
