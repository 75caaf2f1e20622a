import { messages, type TConsentRequest } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import ConfirmConsentPage from './confirm-consent-page';

const t = messages.consent;
const ID = '2b1c4a52-7f1e-4a8e-9d33-0c8f2f4b9e11';
const read = `GET /api/consents/${ID}`;
const confirm = `POST /api/consents/${ID}/confirm`;
const PENDING: TConsentRequest = {
  status: 'pending',
  confirmedAt: null,
  athlete: {
    name: 'Hana Ortiz',
    athleteType: 'High School',
    sport: 'Basketball',
    school: 'Gainesville High School',
    state: 'Florida',
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('consent verification page', () => {
  it('shows who asks and confirms nothing until the button is pressed', async () => {
    const spy = mockApi({
      [read]: PENDING,
      [confirm]: {
        outcome: 'confirmed',
        message: t.confirmed,
        confirmedAt: '2025-05-01T10:00:00Z',
      },
    });
    renderPage(<ConfirmConsentPage />, {
      path: 'confirm-consent',
      route: `/confirm-consent?id=${ID}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: t.reportTitle })).toBeVisible();
    expect(await screen.findByText(t.askIntro('Hana Ortiz'))).toBeVisible();
    const table = screen.getByRole('table', { name: t.askedBy });
    const cell = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(cell(t.athleteLabel)).toBe('Hana Ortiz');
    expect(cell(t.athleteTypeLabel)).toBe('High School');
    expect(cell(t.sportLabel)).toBe('Basketball');
    expect(cell(t.schoolLabel)).toBe('Gainesville High School');
    expect(cell(t.stateLabel)).toBe('Florida');
    // Opening the page only read it.
    expect(callsTo(spy, confirm)).toHaveLength(0);
    expect(screen.queryByTestId('consent-check')).not.toBeInTheDocument();

    await setupUser().click(screen.getByRole('button', { name: t.confirmButton }));
    expect(await screen.findByText(t.confirmed)).toBeVisible();
    expect(screen.getByTestId('consent-check')).toBeInTheDocument();
    expect(callsTo(spy, confirm)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: t.confirmButton })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToLogin })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('says "Not given" for what the athlete has not filled in', async () => {
    mockApi({
      [read]: {
        ...PENDING,
        athlete: { ...PENDING.athlete, sport: null, school: null, athleteType: null },
      },
    });
    renderPage(<ConfirmConsentPage />, {
      path: 'confirm-consent',
      route: `/confirm-consent?id=${ID}`,
    });
    await screen.findByText(t.askIntro('Hana Ortiz'));
    expect(screen.getAllByText(t.notGiven)).toHaveLength(3);
  });

  it('says it was already confirmed with a check icon, without a button', async () => {
    const spy = mockApi({
      [read]: { ...PENDING, status: 'confirmed', confirmedAt: '2025-05-01T10:00:00Z' },
    });
    renderPage(<ConfirmConsentPage />, {
      path: 'confirm-consent',
      route: `/confirm-consent?id=${ID}`,
    });
    expect(await screen.findByText(t.alreadyConfirmed)).toBeVisible();
    expect(screen.getByTestId('consent-check')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.confirmButton })).not.toBeInTheDocument();
    expect(callsTo(spy, confirm)).toHaveLength(0);
  });

  it('shows the answer of a failed click and lets the guardian try again', async () => {
    let calls = 0;
    mockApi({
      [read]: PENDING,
      [confirm]: () =>
        ++calls === 1
          ? apiError(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please wait a moment.')
          : { outcome: 'confirmed', message: t.confirmed, confirmedAt: '2025-05-01T10:00:00Z' },
    });
    renderPage(<ConfirmConsentPage />, {
      path: 'confirm-consent',
      route: `/confirm-consent?id=${ID}`,
    });
    await setupUser().click(await screen.findByRole('button', { name: t.confirmButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    await setupUser().click(screen.getByRole('button', { name: t.confirmButton }));
    expect(await screen.findByText(t.confirmed)).toBeVisible();
  });

  it('shows a cross for a consent that does not exist', async () => {
    const spy = mockApi({ [read]: apiError(404, 'NOT_FOUND', t.notFound) });
    renderPage(<ConfirmConsentPage />, {
      path: 'confirm-consent',
      route: `/confirm-consent?id=${ID}`,
    });
    expect(await screen.findByText(t.notFound)).toBeVisible();
    expect(screen.getByTestId('consent-cross')).toBeInTheDocument();
    expect(callsTo(spy, confirm)).toHaveLength(0);
  });

  it('shows the cross without asking the server when the link has no id', async () => {
    const spy = mockApi({});
    renderPage(<ConfirmConsentPage />, { path: 'confirm-consent', route: '/confirm-consent' });
    expect(await screen.findByText(t.notFound)).toBeVisible();
    expect(spy).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/consents'),
      expect.anything(),
    );
  });

  it('shows a spinner while checking', async () => {
    mockApi({ [read]: () => new Promise(() => {}) });
    renderPage(<ConfirmConsentPage />, {
      path: 'confirm-consent',
      route: `/confirm-consent?id=${ID}`,
    });
    expect(await screen.findByText(t.checking)).toBeVisible();
  });
});
