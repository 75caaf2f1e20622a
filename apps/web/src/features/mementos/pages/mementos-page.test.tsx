import { mementosMessages as t } from '@fhp/domain';
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
  const link = await screen.findByRole('link', { name: new RegExp(t.continue) });
  expect(link).toHaveAttribute('target', '_blank');
  await vi.waitFor(() => expect(link).toHaveAttribute('href', 'https://mementos.example/start'));
});
