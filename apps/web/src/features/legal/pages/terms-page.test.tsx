import { messages, TERMS_SECTIONS } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import TermsPage from './terms-page';

const t = messages.terms;

describe('terms and conditions', () => {
  // Back to where the terms were opened (see termsGoBackTarget for why not the spec's wording).
  it.each([
    ['/terms-and-conditions?admin', '/admin/index'],
    ['/terms-and-conditions?register', '/auth/register'],
    ['/terms-and-conditions', '/admin/index'],
  ])('%s: Go Back leads to %s', async (route, target) => {
    renderPage(<TermsPage />, { route });
    await screen.findByRole('heading', { level: 1, name: t.title });
    for (const link of screen.getAllByRole('link', { name: t.goBack })) {
      expect(link).toHaveAttribute('href', target);
    }
  });

  it('shows the date, a table of contents and every section with the key figures', async () => {
    renderPage(<TermsPage />, { route: '/terms-and-conditions?register' });
    expect(await screen.findByText(t.lastUpdated)).toBeVisible();
    const toc = screen.getByRole('navigation', { name: t.tocTitle });
    const entries = within(toc).getAllByRole('link');
    expect(entries.map((link) => link.getAttribute('href'))).toEqual(
      TERMS_SECTIONS.map((section) => `#${section.id}`),
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(TERMS_SECTIONS.length + 1);
    const text = document.body.textContent ?? '';
    for (const figure of [
      '7 days of medallion display',
      '10% to 50%',
      'All sales are final',
      'at least 13',
      'at least 30 days',
      'West Palm Beach, Florida',
      '6 months',
      'Up to 88%',
    ]) {
      expect(text).toContain(figure);
    }
  });
});
