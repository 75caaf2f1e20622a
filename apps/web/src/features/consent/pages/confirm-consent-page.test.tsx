import { messages } from '@fhp/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderApp } from '../../../test/render';

const t = messages.consent;
const ID = '2b1c4a52-7f1e-4a8e-9d33-0c8f2f4b9e11';
const route = `POST /api/consents/${ID}/confirm`;

afterEach(() => vi.unstubAllGlobals());

describe('consent verification page', () => {
  it('confirms on load with a check icon and a Back To Login link', async () => {
    const spy = mockApi({
      [route]: { outcome: 'confirmed', message: t.confirmed, confirmedAt: '2025-05-01T10:00:00Z' },
    });
    renderApp({ route: `/confirm-consent?id=${ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: t.reportTitle })).toBeVisible();
    expect(await screen.findByText(t.confirmed)).toBeVisible();
    expect(screen.getByTestId('consent-check')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToLogin })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(callsTo(spy, route)).toHaveLength(1);
  });

  it('says it was already confirmed with a check icon', async () => {
    mockApi({
      [route]: {
        outcome: 'already-confirmed',
        message: t.alreadyConfirmed,
        confirmedAt: '2025-05-01T10:00:00Z',
      },
    });
    renderApp({ route: `/confirm-consent?id=${ID}` });
    expect(await screen.findByText(t.alreadyConfirmed)).toBeVisible();
    expect(screen.getByTestId('consent-check')).toBeInTheDocument();
  });

  it('shows a cross for a consent that does not exist', async () => {
    mockApi({ [route]: apiError(404, 'NOT_FOUND', t.notFound) });
    renderApp({ route: `/confirm-consent?id=${ID}` });
    expect(await screen.findByText(t.notFound)).toBeVisible();
    expect(screen.getByTestId('consent-cross')).toBeInTheDocument();
  });

  it('shows the cross without asking the server when the link has no id', async () => {
    const spy = mockApi({});
    renderApp({ route: '/confirm-consent' });
    expect(await screen.findByText(t.notFound)).toBeVisible();
    expect(spy).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/consents'),
      expect.anything(),
    );
  });

  it('shows a spinner while checking', async () => {
    mockApi({ [route]: () => new Promise(() => {}) });
    renderApp({ route: `/confirm-consent?id=${ID}` });
    expect(await screen.findByText(t.checking)).toBeVisible();
  });
});
