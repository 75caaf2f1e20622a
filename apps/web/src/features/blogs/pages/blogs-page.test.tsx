import { messages, type TBlogPost } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import BlogsPage from './blogs-page';

const t = messages.blogs;

afterEach(() => vi.unstubAllGlobals());

const post = (overrides: Partial<TBlogPost> = {}): TBlogPost => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'How talking badges work',
  category: 'how',
  descriptionHtml: '<p>First paragraph</p><p>Second <b>paragraph</b></p>',
  imageUrl: null,
  createdAt: '2025-03-01T12:00:00Z',
  ...overrides,
});

describe('updates and news page', () => {
  it('lists posts with their category and rich text', async () => {
    mockApi({
      'GET /api/blogs': { items: [post()], nextCursor: null },
      'GET /api/blogs/years': { years: [2025, 2024, 2022] },
    });
    const { container } = renderPage(<BlogsPage />, { route: '/blogs' });
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'How talking badges work' }),
    ).toBeVisible();
    expect(within(screen.getByRole('article')).getByText('How')).toBeVisible();
    expect(screen.getByText('First paragraph')).toBeVisible();
    expect(container.querySelector('article p b')?.textContent).toBe('paragraph');
    expect(screen.getByRole('link', { name: t.goBack })).toHaveAttribute('href', '/home');
  });

  it('sends the category, year and title search to the server', async () => {
    const spy = mockApi({
      'GET /api/blogs': { items: [post()], nextCursor: null },
      'GET /api/blogs/years': { years: [2025, 2024, 2022] },
    });
    const user = setupUser();
    renderPage(<BlogsPage />, { route: '/blogs' });
    await screen.findByText('How talking badges work');
    await user.click(screen.getByLabelText(t.categoryLabel, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Why' }));
    await user.click(screen.getByLabelText(t.yearLabel, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '2024' }));
    await user.type(screen.getByRole('searchbox', { name: t.searchLabel }), 'Badges');
    await waitFor(() => {
      const url = new URL(callsTo(spy, 'GET /api/blogs').at(-1)?.url ?? '', 'http://x');
      expect(url.searchParams.get('category')).toBe('why');
      expect(url.searchParams.get('year')).toBe('2024');
      expect(url.searchParams.get('q')).toBe('Badges');
    });
  });

  it('says so when no post matches', async () => {
    mockApi({
      'GET /api/blogs': { items: [], nextCursor: null },
      'GET /api/blogs/years': { years: [2025] },
    });
    renderPage(<BlogsPage />, { route: '/blogs?category=who' });
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(screen.getByRole('button', { name: t.clearFilters })).toBeVisible();
  });
});
