import { DEFAULT_SITE_SETTINGS, mementosMessages as t } from '@fhp/domain';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi, renderPage, TEST_ATHLETE } from '../../../test/render';
import MementosPage from './mementos-page';

afterEach(() => vi.unstubAllGlobals());

it('shows the tips; Continue opens the memento site from the settings in a new tab', async () => {
  mockApi({
    'GET /api/site-settings': {
      links: { mementoSite: 'https://mementos.example/start' },
      shopAvailable: false,
    },
  });
  renderPage(<MementosPage />, { route: '/admin/add-mementos', user: TEST_ATHLETE });
  for (const tip of t.tips) expect(screen.getByText(tip)).toBeVisible();
  // Until the settings arrive the default, the product's own page, is an internal link.
  const continueLink = () => screen.getByRole('link', { name: new RegExp(t.continue) });
  await vi.waitFor(() =>
    expect(continueLink()).toHaveAttribute('href', 'https://mementos.example/start'),
  );
  expect(continueLink()).toHaveAttribute('target', '_blank');
});

it('Continue goes to the default memento page in the same tab when no operator set one', async () => {
  mockApi({ 'GET /api/site-settings': DEFAULT_SITE_SETTINGS });
  renderPage(<MementosPage />, { route: '/admin/add-mementos', user: TEST_ATHLETE });
  const link = await screen.findByRole('link', { name: new RegExp(t.continue) });
  expect(link).toHaveAttribute('href', DEFAULT_SITE_SETTINGS.links.mementoSite);
  expect(link).not.toHaveAttribute('target');
});
