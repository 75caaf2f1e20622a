import { messages } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../test/render';

const t = messages.shop;
const settings = (shopAvailable: boolean) => ({ shopAvailable, links: {} });

afterEach(() => vi.unstubAllGlobals());

describe('shop landing', () => {
  it('greys out and blocks the three cards while the shop is not available', async () => {
    mockApi({ 'GET /api/site-settings': settings(false) });
    renderApp({ route: '/shop' });
    expect(await screen.findAllByText(t.notAvailable)).toHaveLength(3);
    for (const type of ['sign', 'poster', 'both']) {
      const card = screen.getByTestId(`shop-card-${type}`);
      expect(card).toHaveAttribute('aria-disabled', 'true');
      expect(card.tagName).not.toBe('A');
      expect(within(card).queryByRole('link')).toBeNull();
    }
    expect(screen.getByRole('heading', { level: 1, name: t.shopTitle })).toBeInTheDocument();
  });

  it('links each card to its intro page when the shop is available', async () => {
    mockApi({ 'GET /api/site-settings': settings(true) });
    renderApp({ route: '/shop' });
    await screen.findAllByRole('link', { name: new RegExp(t.signTitle) });
    for (const [type, href] of [
      ['sign', '/shop/signs'],
      ['poster', '/shop/posters'],
      ['both', '/shop/signs-and-posters'],
    ]) {
      const card = screen.getByTestId(`shop-card-${type}`);
      expect(card.tagName).toBe('A');
      expect(card).toHaveAttribute('href', href);
    }
    expect(screen.queryByText(t.notAvailable)).toBeNull();
  });

  it('continues from an intro page to its payment page', async () => {
    mockApi({ 'GET /api/site-settings': settings(true) });
    renderApp({ route: '/shop/signs-and-posters' });
    expect(await screen.findByRole('link', { name: t.continue })).toHaveAttribute(
      'href',
      '/shop/both/payment',
    );
  });

  it('shows the not-available state instead of Continue on an intro page', async () => {
    mockApi({ 'GET /api/site-settings': settings(false) });
    renderApp({ route: '/shop/posters' });
    expect(await screen.findByText(t.notAvailable)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.continue })).toBeNull();
  });
});
