import { PURCHASE_KIND_LABELS, fanPurchasesTexts as t } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, renderPage } from '../../../test/render';
import { receipt, TEST_FAN } from '../test-data';
import FanReceiptPage from './fan-receipt-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '11111111-2222-4333-8444-555555555555';

function renderReceipt(answer: unknown) {
  mockApi({ [`GET /api/fan/purchases/${ID}`]: answer });
  return renderPage(<FanReceiptPage />, {
    route: `/fan/purchases/${ID}`,
    path: 'fan/purchases/:id',
    user: TEST_FAN,
  });
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
        itemTitle: 'Call request',
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
});
