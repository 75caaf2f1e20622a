import { type TSchoolIpStatus, checkSchoolIpTexts as t } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import CheckSchoolIpPage from './check-school-ip-page';

const SCHOOL = {
  id: 42,
  name: 'Florida International University',
  level: 'college' as const,
  stateCode: 'FL',
  place: 'Miami',
};
const CONTRACT_ID = '00000000-0000-4000-8000-000000000042';
const OFFERED: TSchoolIpStatus = {
  school: SCHOOL,
  contract: { id: CONTRACT_ID, number: 7, approvedAt: '2026-11-20T12:00:00.000Z' },
  accepted: false,
  acceptedAt: null,
  offered: true,
  requestPath: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('Check School IP', () => {
  it('says the school holds a contract, links it, and takes the Yes', async () => {
    const user = setupUser();
    const spy = mockApi({
      'GET /api/school-ip': OFFERED,
      'POST /api/profile/ip-contract': { message: 'Contract added successfully', profile: {} },
    });
    renderPage(<CheckSchoolIpPage />, { path: 'admin/index', route: '/admin/index' });
    expect(await screen.findByText(t.holdsContract)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.viewContract })).toHaveAttribute(
      'href',
      `/school-contract/${CONTRACT_ID}`,
    );
    expect(screen.queryByRole('link', { name: t.askSchool })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.yes }));
    await waitFor(() => expect(callsTo(spy, 'POST /api/profile/ip-contract')).toHaveLength(1));
  });

  it('without an approved contract, offers the pre-filled request and no Yes', async () => {
    mockApi({
      'GET /api/school-ip': {
        ...OFFERED,
        contract: null,
        offered: false,
        requestPath: '/school-licence?level=college&state=FL&place=Miami&schoolId=42',
      },
    });
    renderPage(<CheckSchoolIpPage />, { path: 'admin/index', route: '/admin/index' });
    expect(await screen.findByText(t.noContract)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.askSchool })).toHaveAttribute(
      'href',
      '/school-licence?level=college&state=FL&place=Miami&schoolId=42',
    );
    expect(screen.queryByRole('button', { name: t.yes })).not.toBeInTheDocument();
  });
});
