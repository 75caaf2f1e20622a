import { PURCHASE_KIND_LABELS, fanPurchasesTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage } from '../../../test/render';
import { receipt, TEST_FAN } from '../test-data';
import FanReceiptPage from './fan-receipt-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '11111111-2222-4333-8444-555555555555';

function renderReceipt(answer: unknown, more: Record<string, unknown> = {}) {
  const spy = mockApi({ [`GET /api/fan/purchases/${ID}`]: answer, ...more });
  renderPage(<FanReceiptPage />, {
    route: `/fan/purchases/${ID}`,
    path: 'fan/purchases/:id',
    user: TEST_FAN,
  });
  return spy;
}

const shares = () => screen.getByRole('table', { name: t.breakdownTitle });
const amountOf = (label: string) =>
  within(
    within(shares()).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement,
  ).getByRole('cell').textContent;

describe('fan receipt page', () => {
  it('itemises the purchase and how it was shared (no manager row without one)', async () => {
    renderReceipt(
      receipt({
        id: ID,
        itemTitle: 'Endorsement: 7 weeks',
        verifyPath: `/verify/endorsment_badges/${ID}`,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: t.receiptTitle })).toBeVisible();
    expect(screen.getByText('Endorsement: 7 weeks')).toBeVisible();
    expect(screen.getByText('Endorsement badge')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ana Diaz' })).toHaveAttribute(
      'href',
      '/athletes/1001',
    );
    expect(screen.getByText('SIM-CAPTURE-42')).toBeVisible();
    expect(amountOf(t.athleteShareLabel)).toBe('$6.16');
    expect(amountOf(t.platformFeeLabel)).toBe('$0.84');
    expect(amountOf(t.amountLabel)).toBe('$7.00');
    expect(within(shares()).queryByText(t.managerShareLabel)).not.toBeInTheDocument();
    expect(screen.getByText(t.licenseActiveUntil('8 Jan 2027'))).toBeVisible();
    expect(screen.getByText(t.licenseWeeks(7))).toBeVisible();
    expect(screen.getByRole('link', { name: t.verifyLink })).toHaveAttribute(
      'href',
      `/verify/endorsment_badges/${ID}`,
    );
    expect(screen.getByRole('button', { name: t.print })).toBeVisible();
  });

  it("shows the manager's share when the athlete has a manager", async () => {
    renderReceipt(
      receipt({ id: ID, athleteCents: 554, managerCents: 62, platformCents: 84, amountCents: 700 }),
    );
    await screen.findByRole('heading', { level: 1, name: t.receiptTitle });
    expect(amountOf(t.athleteShareLabel)).toBe('$5.54');
    expect(amountOf(t.managerShareLabel)).toBe('$0.62');
    expect(amountOf(t.amountLabel)).toBe('$7.00');
  });

  it('shows the call request, and no verification for a call', async () => {
    renderReceipt(
      receipt({
        id: ID,
        kind: 'single_chat',
        itemTitle: 'One-on-one chat',
        license: null,
        verifyPath: null,
        call: { channel: 'Zoom', contact: 'fan@example.com', minutes: 10 },
      }),
    );
    expect(await screen.findByRole('heading', { name: t.callTitle })).toBeVisible();
    expect(screen.getByText('fan@example.com')).toBeVisible();
    expect(screen.getByText(t.callMinutes(10))).toBeVisible();
    expect(screen.queryByRole('link', { name: t.verifyLink })).not.toBeInTheDocument();
    expect(screen.queryByText(t.licenseLabel)).not.toBeInTheDocument();
  });

  it('itemises a pizza money donation without a license or a verification link', async () => {
    renderReceipt(
      receipt({
        id: ID,
        kind: 'pizza_money',
        itemTitle: 'Pizza money for Ana Diaz',
        license: null,
        verifyPath: null,
        amountCents: 2273,
        athleteCents: 2000,
        platformCents: 273,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: t.receiptTitle })).toBeVisible();
    expect(screen.getByText('Pizza money for Ana Diaz')).toBeVisible();
    expect(screen.getByText(PURCHASE_KIND_LABELS.pizza_money)).toBeVisible();
    expect(amountOf(t.athleteShareLabel)).toBe('$20.00');
    expect(amountOf(t.platformFeeLabel)).toBe('$2.73');
    expect(screen.queryByText(t.licenseLabel)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.verifyLink })).not.toBeInTheDocument();
  });

  it("says not found for an unknown (or another fan's) receipt", async () => {
    renderReceipt(() => apiError(404, 'NOT_FOUND', t.receiptNotFound));
    expect(await screen.findByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();
    expect(screen.getByText(t.receiptNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: t.backToPurchases })).toHaveAttribute(
      'href',
      '/fan/purchases',
    );
  });

  it("plays a seasonal video in the provider's player from the embed the server built", async () => {
    const embedUrl = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    renderReceipt(
      receipt({
        id: ID,
        kind: 'seasonal_badge',
        itemTitle: 'Seasonal badge: 2026 FOOTBALL game (video)',
        delivery: { type: 'video', embedUrl },
      }),
    );
    expect(await screen.findByRole('heading', { name: t.videoTitle })).toBeVisible();
    const player = screen.getByTitle(
      t.videoFrameTitle('Seasonal badge: 2026 FOOTBALL game (video)'),
    );
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', embedUrl);
  });

  it("says so, and shows no link, when the video's link is not one it can play", async () => {
    renderReceipt(
      receipt({ id: ID, kind: 'seasonal_badge', delivery: { type: 'video', embedUrl: null } }),
    );
    expect(await screen.findByText(t.videoUnplayable)).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("plays a talking badge's video and shows its images from the purchase's file route", async () => {
    renderReceipt(
      receipt({
        id: ID,
        kind: 'talking_badge',
        itemTitle: 'Talking badge: Game day diary',
        delivery: {
          type: 'talking',
          description: 'Game day diary',
          embedUrl: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk',
          introUrl: `/api/fan/purchases/${ID}/files/intro`,
          fullUrl: `/api/fan/purchases/${ID}/files/full`,
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: t.talkingTitle })).toBeVisible();
    expect(screen.getByText('Game day diary')).toBeVisible();
    expect(screen.getByTitle(t.videoFrameTitle('Talking badge: Game day diary'))).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk',
    );
    expect(screen.getByRole('img', { name: t.talkingFullAlt })).toHaveAttribute(
      'src',
      `/api/fan/purchases/${ID}/files/full`,
    );
  });

  it('shows a contest badge’s description and images, named as a contest badge', async () => {
    renderReceipt(
      receipt({
        id: ID,
        kind: 'contest_badge',
        itemTitle: 'Contest badge: Top scorer',
        license: null,
        verifyPath: null,
        delivery: {
          type: 'talking',
          description: 'Top scorer',
          embedUrl: null,
          introUrl: `/api/fan/purchases/${ID}/files/intro`,
          fullUrl: `/api/fan/purchases/${ID}/files/full`,
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: t.contestBadgeTitle })).toBeVisible();
    expect(screen.getByText('Top scorer')).toBeVisible();
    expect(screen.getByRole('img', { name: t.contestBadgeFullAlt })).toHaveAttribute(
      'src',
      `/api/fan/purchases/${ID}/files/full`,
    );
    expect(screen.getByRole('img', { name: t.contestBadgeIntroAlt })).toHaveAttribute(
      'src',
      `/api/fan/purchases/${ID}/files/intro`,
    );
  });

  it("shows a memento's picture from the purchase's file route and plays its short video", async () => {
    renderReceipt(
      receipt({
        id: ID,
        kind: 'momento',
        itemTitle: 'Memento: Senior night',
        delivery: {
          type: 'memento',
          title: 'Senior night',
          description: 'The last home game.',
          imageUrl: `/api/fan/purchases/${ID}/files/memento`,
          embedUrl: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk',
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: t.mementoTitle })).toBeVisible();
    expect(screen.getByText('The last home game.')).toBeVisible();
    expect(screen.getByRole('img', { name: t.mementoImageAlt('Senior night') })).toHaveAttribute(
      'src',
      `/api/fan/purchases/${ID}/files/memento`,
    );
    expect(screen.getByTitle(t.videoFrameTitle('Senior night'))).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk',
    );
  });

  it('offers the card as PNG and PDF downloads', async () => {
    renderReceipt(
      receipt({
        id: ID,
        kind: 'sport_badge',
        delivery: {
          type: 'card',
          pngUrl: `/api/fan/purchases/${ID}/files/card.png`,
          pdfUrl: `/api/fan/purchases/${ID}/files/card.pdf`,
          pngName: 'FHP_Card_11111111.png',
          pdfName: 'FHP_Card_11111111.pdf',
        },
      }),
    );
    const png = await screen.findByRole('link', { name: t.downloadPng });
    expect(png).toHaveAttribute('href', `/api/fan/purchases/${ID}/files/card.png`);
    expect(png).toHaveAttribute('download', 'FHP_Card_11111111.png');
    expect(screen.getByRole('link', { name: t.downloadPdf })).toHaveAttribute(
      'href',
      `/api/fan/purchases/${ID}/files/card.pdf`,
    );
    expect(screen.getByRole('img', { name: t.cardPreviewAlt })).toBeVisible();
  });

  it('shows an endorsement with its public display and share link', async () => {
    const shareUrl = `https://fhp.test/verify/endorsment_badges/${ID}`;
    renderReceipt(
      receipt({
        id: ID,
        kind: 'endorsement',
        verifyPath: `/verify/endorsment_badges/${ID}`,
        delivery: { type: 'endorsement', shareUrl },
      }),
    );
    expect(await screen.findByRole('heading', { name: t.endorsementTitle })).toBeVisible();
    expect(screen.getByLabelText(t.shareLinkLabel)).toHaveValue(shareUrl);
    expect(screen.getByRole('link', { name: t.endorsementOpen })).toHaveAttribute(
      'href',
      `/verify/endorsment_badges/${ID}`,
    );
  });

  it('says an ended license has ended and renews it through the checkout at the current price', async () => {
    const request = { item: 'sport_badge' as const, athleteNumber: 1001 };
    const spy = renderReceipt(
      receipt({
        id: ID,
        kind: 'sport_badge',
        license: { weeks: 8, endsAt: '2026-01-08T15:30:00.000Z', active: false },
        delivery: null,
        renewal: { request, amountCents: 900 },
      }),
      {
        'POST /api/fan/checkout': {
          outcome: 'payment_required',
          paymentId: '22222222-2222-4333-8444-555555555555',
          approveUrl: '/checkout/simulated/abc',
          amountCents: 900,
          currency: 'USD',
          message: t.checkoutStarted,
        },
      },
    );
    expect(await screen.findByText(t.expiredTitle)).toBeVisible();
    expect(screen.getByText(t.expiredText('8 Jan 2026'))).toBeVisible();
    expect(screen.queryByRole('link', { name: t.downloadPng })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.renew('$9.00') }));
    await waitFor(() => expect(callsTo(spy, 'POST /api/fan/checkout')).toHaveLength(1));
    expect(callsTo(spy, 'POST /api/fan/checkout')[0]?.body).toEqual(request);
  });
});
