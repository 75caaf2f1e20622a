import { type TVerificationResponse, verificationMessages as t } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage } from '../../../test/render';
import VerificationPage from './verification-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '00000000-0000-4000-8000-00000000e001';
const PURCHASE: TVerificationResponse = {
  id: ID,
  kind: 'endorsment_badges',
  fanName: 'Frankie Fanning',
  fanEmail: 'f•••@example.com',
  athleteName: 'Jordan Rivera',
  athleteEmail: 'a•••@example.com',
  itemTitle: null,
  amountCents: 800,
  purchasedAt: '2025-03-05T12:00:00.000Z',
  license: { weeks: 8, endsAt: '2099-04-30T12:00:00.000Z', active: true, refundedAt: null },
};

describe('badge verification page', () => {
  it('shows the purchase table with the date as "5 Mar 2025" and the active license', async () => {
    mockApi({ [`GET /api/verification/endorsment_badges/${ID}`]: PURCHASE });
    renderPage(<VerificationPage />, {
      path: 'verify/:kind/:id',
      route: `/verify/endorsment_badges/${ID}`,
    });
    const table = await screen.findByRole('table', { name: t.tableCaption });
    const cell = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(cell(t.fanName)).toBe('Frankie Fanning');
    expect(cell(t.fanEmail)).toBe('f•••@example.com');
    expect(cell(t.athleteName)).toBe('Jordan Rivera');
    expect(cell(t.athleteEmail)).toBe('a•••@example.com');
    expect(cell(t.purchaseAmount)).toBe('$8.00');
    expect(cell(t.purchaseDate)).toBe('5 Mar 2025');
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByText(t.kindTitles.endorsment_badges)).toBeInTheDocument();
    expect(screen.getByText(t.licenseActive)).toBeInTheDocument();
    expect(screen.getByText(t.licenseActiveUntil('30 Apr 2099'))).toBeInTheDocument();
    // A real QR code (an SVG of modules) of the page's own address, which is also printed.
    const qr = screen.getByRole('img', { name: t.qrAlt });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText(window.location.href)).toBeInTheDocument();
  });

  it('prints with the Print button', async () => {
    mockApi({ [`GET /api/verification/endorsment_badges/${ID}`]: PURCHASE });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(<VerificationPage />, {
      path: 'verify/:kind/:id',
      route: `/verify/endorsment_badges/${ID}`,
    });
    (await screen.findByRole('button', { name: t.print })).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when the license has ended', async () => {
    mockApi({
      [`GET /api/verification/my_badges/${ID}`]: {
        ...PURCHASE,
        kind: 'my_badges',
        license: {
          weeks: 1,
          endsAt: '2025-03-12T12:00:00.000Z',
          active: false,
          refundedAt: null,
        },
      },
    });
    renderPage(<VerificationPage />, {
      path: 'verify/:kind/:id',
      route: `/verify/my_badges/${ID}`,
    });
    expect(await screen.findByText(t.licenseEndedOn('12 Mar 2025'))).toBeInTheDocument();
    expect(screen.getByText(t.licenseExpired)).toBeInTheDocument();
  });

  it('says a refunded purchase was refunded, and that its license ended then', async () => {
    mockApi({
      [`GET /api/verification/my_badges/${ID}`]: {
        ...PURCHASE,
        kind: 'my_badges',
        license: {
          weeks: 8,
          endsAt: '2099-04-30T12:00:00.000Z',
          active: false,
          refundedAt: '2025-03-07T12:00:00.000Z',
        },
      },
    });
    renderPage(<VerificationPage />, {
      path: 'verify/:kind/:id',
      route: `/verify/my_badges/${ID}`,
    });
    expect(await screen.findByText(t.licenseRefundedOn('7 Mar 2025'))).toBeInTheDocument();
    expect(screen.getByText(t.licenseRefunded)).toBeInTheDocument();
    expect(screen.queryByText(t.licenseExpired)).not.toBeInTheDocument();
  });

  it("shows 'This Badge not found' when the server has no such badge", async () => {
    mockApi({
      [`GET /api/verification/momento/${ID}`]: apiError(404, 'NOT_FOUND', t.notFound),
    });
    renderPage(<VerificationPage />, { path: 'verify/:kind/:id', route: `/verify/momento/${ID}` });
    expect(await screen.findByRole('heading', { name: t.notFound })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('does not ask the server about an unknown kind', async () => {
    const spy = mockApi({});
    renderPage(<VerificationPage />, {
      path: 'verify/:kind/:id',
      route: `/verify/endorsement_badges/${ID}`,
    });
    expect(await screen.findByRole('heading', { name: t.notFound })).toBeInTheDocument();
    expect(callsTo(spy, `GET /api/verification/endorsement_badges/${ID}`)).toHaveLength(0);
  });

  it('shows a memento with its title and the weeks its athlete set', async () => {
    const memento: TVerificationResponse = {
      ...PURCHASE,
      kind: 'momento',
      itemTitle: 'Senior night',
      amountCents: 2500,
      license: { ...PURCHASE.license, weeks: 4 },
    };
    mockApi({ [`GET /api/verification/momento/${ID}`]: memento });
    renderPage(<VerificationPage />, { path: 'verify/:kind/:id', route: `/verify/momento/${ID}` });
    const table = await screen.findByRole('table', { name: t.tableCaption });
    expect(
      within(table).getByRole('rowheader', { name: t.itemTitle }).nextElementSibling?.textContent,
    ).toBe('Senior night');
    expect(screen.getByText(t.mementoLicenseRule(4))).toBeInTheDocument();
  });
});
