import {
  consoleUsersMessages as m,
  type TConsoleUserDetail,
  type TSessionUser,
  consoleUsersTexts as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, field, mockApi, renderPage, setupUser } from '../../../test/render';
import ConsoleUserPage from './console-user-page';

const ID = '3b9a4c1e-8d2f-4e6a-9c1b-2d3e4f5a6b7c';
const OPERATOR: TSessionUser = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  email: 'admin@example.com',
  role: 'admin',
  isManager: false,
  firstName: 'Olive',
  lastName: 'Operator',
  name: 'Olive Operator',
};

function detail(overrides: Partial<TConsoleUserDetail['user']> = {}): TConsoleUserDetail {
  return {
    user: {
      id: ID,
      role: 'athlete',
      isManager: false,
      blocked: false,
      name: 'Ana Diaz',
      email: 'ana@example.com',
      athleteNumber: 1001,
      createdAt: '2026-10-01T12:00:00.000Z',
      lastSignInAt: null,
      ...overrides,
    },
    athlete: {
      athleteNumber: 1001,
      sport: 'Basketball',
      school: 'Miami Dade College',
      state: 'Florida',
      payoutEmail: 'ana.payouts@example.com',
      registrationStatus: 'active',
    },
    walletBalanceCents: 12_345,
    sales: {
      count: 1,
      totalCents: 1000,
      recent: [
        {
          id: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
          kind: 'seasonal_badge',
          amountCents: 1000,
          createdAt: '2026-11-01T12:00:00.000Z',
          counterpartyId: null,
          counterpartyName: 'Frankie Fan',
        },
      ],
    },
    purchases: { count: 0, totalCents: 0, recent: [] },
    sessions: {
      count: 1,
      recent: [
        {
          createdAt: '2026-11-27T10:00:00.000Z',
          lastSeenAt: '2026-11-27T11:00:00.000Z',
          expiresAt: '2026-12-27T10:00:00.000Z',
          ip: '203.0.113.7',
          userAgent: 'Mozilla/5.0 Test',
        },
      ],
    },
    notes: {
      count: 1,
      recent: [
        {
          id: '5d6e7f80-91a2-4b3c-8d4e-5f60718293a4',
          createdAt: '2026-11-20T09:00:00.000Z',
          authorEmail: 'admin@example.com',
          text: 'Called: all fine.',
        },
      ],
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderUser(routes: Record<string, unknown> = {}) {
  const spy = mockApi({ [`GET /api/console/users/${ID}`]: detail(), ...routes });
  renderPage(<ConsoleUserPage />, {
    route: `/console/users/${ID}`,
    path: 'console/users/:id',
    user: OPERATOR,
  });
  return spy;
}

describe('console user page', () => {
  it("shows the account's facts, wallet, sales, sessions and notes", async () => {
    renderUser();
    expect(await screen.findByRole('heading', { name: 'Ana Diaz' })).toBeVisible();
    expect(screen.getByText('ana.payouts@example.com')).toBeVisible();
    expect(screen.getByText('Miami Dade College')).toBeVisible();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$123.45');
    const sales = screen.getByRole('table', { name: t.sales });
    expect(within(sales).getByText('Frankie Fan')).toBeVisible();
    expect(within(sales).getByText('$10.00')).toBeVisible();
    expect(screen.getByRole('table', { name: t.sessions })).toHaveTextContent('203.0.113.7');
    expect(screen.getByText('Called: all fine.')).toBeVisible();
    expect(screen.getByText(t.purchasesEmpty)).toBeVisible();
  });

  it('blocks with a required reason, after confirming', async () => {
    const user = setupUser();
    const spy = renderUser({
      [`POST /api/console/users/${ID}/block`]: { message: m.blocked },
    });
    await user.click(await screen.findByRole('button', { name: t.block }));
    const dialog = await screen.findByRole('dialog', { name: t.blockTitle });
    await user.click(within(dialog).getByRole('button', { name: t.block }));
    expect(await within(dialog).findByText('Write the reason.')).toBeVisible();
    expect(callsTo(spy, `POST /api/console/users/${ID}/block`)).toEqual([]);

    await user.type(within(dialog).getByLabelText(field(t.reasonLabel)), 'Fraud reports');
    await user.click(within(dialog).getByRole('button', { name: t.block }));
    await waitFor(() =>
      expect(callsTo(spy, `POST /api/console/users/${ID}/block`).map((c) => c.body)).toEqual([
        { reason: 'Fraud reports' },
      ]),
    );
    expect(await screen.findByText(m.blocked)).toBeVisible();
  });

  it("keeps the dialog open with the server's message when the action is refused", async () => {
    const user = setupUser();
    renderUser({
      [`POST /api/console/users/${ID}/block`]: apiError(409, 'CONFLICT', m.alreadyBlocked),
    });
    await user.click(await screen.findByRole('button', { name: t.block }));
    const dialog = await screen.findByRole('dialog', { name: t.blockTitle });
    await user.type(within(dialog).getByLabelText(field(t.reasonLabel)), 'Again');
    await user.click(within(dialog).getByRole('button', { name: t.block }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(m.alreadyBlocked);
  });

  it('offers the manager flag on a fan, and no message or wallet', async () => {
    renderUser({
      [`GET /api/console/users/${ID}`]: {
        ...detail({ role: 'fan', athleteNumber: null }),
        athlete: null,
        walletBalanceCents: null,
        sales: null,
      },
    });
    expect(await screen.findByRole('button', { name: t.flagManager })).toBeVisible();
    expect(screen.getByRole('button', { name: t.block })).toBeVisible();
    expect(screen.queryByRole('button', { name: t.sendMessage })).toBeNull();
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
  });

  it("offers no Block on an operator's account", async () => {
    renderUser({
      [`GET /api/console/users/${ID}`]: {
        ...detail({ role: 'admin', athleteNumber: null }),
        athlete: null,
        walletBalanceCents: null,
        sales: null,
      },
    });
    expect(await screen.findByText(t.operatorAccount)).toBeVisible();
    expect(screen.queryByRole('button', { name: t.block })).toBeNull();
  });

  it('shows an error with a retry when the user cannot be loaded', async () => {
    renderUser({
      [`GET /api/console/users/${ID}`]: apiError(
        404,
        'NOT_FOUND',
        'This record does not exist (any more).',
      ),
    });
    expect(await screen.findByText(t.userLoadFailed)).toBeVisible();
  });
});
