import {
  consoleSchoolsMessages as cm,
  type TSchoolContractItem,
  type TSchoolRequestItem,
  type TSessionUser,
  consoleSchoolsTexts as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import ConsoleSchoolsPage from './console-schools-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OPERATOR: TSessionUser = {
  id: '0b3f6c1e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'admin@example.com',
  role: 'admin',
  isManager: false,
  firstName: 'Ops',
  lastName: 'Admin',
  name: 'Ops Admin',
};

const REQUEST: TSchoolRequestItem = {
  id: '00000000-0000-4000-8000-000000000011',
  level: 'college',
  stateCode: 'FL',
  stateName: 'Florida',
  place: 'Miami',
  schoolName: 'Barry University',
  email: 'officer@barry.edu',
  status: 'pending',
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  contractId: null,
  decisionNote: null,
  decidedAt: null,
  decidedBy: null,
};

const CONTRACT: TSchoolContractItem = {
  id: '00000000-0000-4000-8000-000000000021',
  number: 7,
  level: 'college',
  stateCode: 'FL',
  stateName: 'Florida',
  place: 'Miami',
  schoolName: 'Barry University',
  officerEmail: 'officer@barry.edu',
  status: 'draft',
  effectiveDate: '2026-11-28',
  createdAt: new Date().toISOString(),
  signedAt: null,
  countersignedAt: null,
};

function renderSchools(routes: Record<string, unknown> = {}, route = '/console/schools') {
  const spy = mockApi({
    'GET /api/console/school-contract-requests': { items: [REQUEST], nextCursor: null },
    'GET /api/console/school-contracts': { items: [CONTRACT], nextCursor: null },
    ...routes,
  });
  renderPage(<ConsoleSchoolsPage />, { route, user: OPERATOR });
  return spy;
}

describe('console schools page', () => {
  it('lists pending contract requests and shows the id image from the operators-only route', async () => {
    const spy = renderSchools();
    const table = await screen.findByRole('table', { name: t.requestsTable });
    const row = within(table).getByText(REQUEST.schoolName).closest('tr') as HTMLElement;
    expect(within(row).getByText('officer@barry.edu')).toBeVisible();
    expect(within(row).getByText('Miami, Florida')).toBeVisible();
    expect(callsTo(spy, 'GET /api/console/school-contract-requests')[0]?.url).toContain(
      'status=pending',
    );
    const user = setupUser();
    await user.click(within(row).getByRole('button', { name: `${t.viewImage}: Barry University` }));
    const image = await screen.findByRole('img', { name: t.imageAlt(REQUEST.email) });
    expect(image).toHaveAttribute(
      'src',
      `/api/console/school-contract-requests/${REQUEST.id}/id-image`,
    );
  });

  it('approves after saying what approval does, and shows a refusal in the dialog', async () => {
    let answer: unknown = apiError(409, 'CONFLICT', cm.emailIsOtherRole);
    const spy = renderSchools({
      [`POST /api/console/school-contract-requests/${REQUEST.id}/approve`]: () => answer,
    });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: `${t.approve}: Barry University` }));
    const dialog = await screen.findByRole('dialog', { name: t.approveTitle('Barry University') });
    expect(within(dialog).getByText(t.approveHint)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.approve }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(cm.emailIsOtherRole);
    answer = {
      message: cm.approved,
      contractId: CONTRACT.id,
      account: 'created',
      item: { ...REQUEST, status: 'approved', contractId: CONTRACT.id },
    };
    await user.click(within(dialog).getByRole('button', { name: t.approve }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(cm.approved)).toBeInTheDocument();
    expect(
      callsTo(spy, `POST /api/console/school-contract-requests/${REQUEST.id}/approve`),
    ).toHaveLength(2);
  });

  it('requires a reason to decline and sends it', async () => {
    const spy = renderSchools({
      [`POST /api/console/school-contract-requests/${REQUEST.id}/decline`]: {
        message: cm.declined,
        item: { ...REQUEST, status: 'declined' },
      },
    });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: `${t.decline}: Barry University` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t.decline }));
    expect(await within(dialog).findByText(cm.reasonRequired)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: t.reasonLabel }), 'Unreadable id');
    await user.click(within(dialog).getByRole('button', { name: t.decline }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      callsTo(spy, `POST /api/console/school-contract-requests/${REQUEST.id}/decline`)[0]?.body,
    ).toEqual({ reason: 'Unreadable id' });
  });

  it('lists contracts by state, each linking to its console page', async () => {
    const spy = renderSchools({}, '/console/schools?tab=contracts&status=draft');
    const link = await screen.findByRole('link', { name: t.openContract(7) });
    expect(link).toHaveAttribute('href', `/console/school-contracts/${CONTRACT.id}`);
    expect(callsTo(spy, 'GET /api/console/school-contracts')[0]?.url).toContain('status=draft');
  });
});
