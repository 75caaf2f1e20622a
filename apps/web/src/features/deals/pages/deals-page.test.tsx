import { messages, type TVendorAd } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import DealsPage from './deals-page';

const t = messages.deals;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let seq = 0;
function ad(overrides: Partial<TVendorAd> = {}): TVendorAd {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    category: 'FB',
    media: 'image',
    imageUrl: null,
    videoUrl: null,
    website: `https://vendor-${seq}.example.com`,
    description: `Deal number ${seq}`,
    vendor: `Vendor ${seq}`,
    totalViews: 3,
    ...overrides,
  };
}

describe('deals page', () => {
  it('shows the ads, and Load More fetches the next page with the cursor', async () => {
    const first = [ad(), ad(), ad(), ad(), ad()];
    const second = [ad({ category: 'TL' })];
    const spy = mockApi({
      'GET /api/deals': (url: string) =>
        new URL(url, 'http://x').searchParams.get('cursor') === 'next'
          ? { items: second, nextCursor: null }
          : { items: first, nextCursor: 'next' },
    });
    renderPage(<DealsPage />, { route: '/bargains' });
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(await screen.findByText(first[0]?.description ?? '')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    await setupUser().click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByText(second[0]?.description ?? '')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/deals').at(-1)?.url).toContain('cursor=next');
  });

  it('names the vendor of each ad, and its views only once there are any', async () => {
    const seen = ad({ vendor: 'Sunny Sports', totalViews: 4 });
    const unseen = ad({ vendor: 'pizza.example.com', totalViews: 0 });
    const once = ad({ totalViews: 1 });
    mockApi({ 'GET /api/deals': { items: [seen, unseen, once], nextCursor: null } });
    renderPage(<DealsPage />, { route: '/bargains' });
    await screen.findByText(seen.description);
    const [first, second, third] = screen.getAllByRole('article') as HTMLElement[];
    expect(within(first as HTMLElement).getByText(t.vendor('Sunny Sports'))).toBeVisible();
    expect(within(first as HTMLElement).getByText(t.views(4))).toBeVisible();
    expect(within(second as HTMLElement).getByText(t.vendor('pizza.example.com'))).toBeVisible();
    expect(within(second as HTMLElement).queryByText(/views?$/)).not.toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText(t.views(0))).not.toBeInTheDocument();
    expect(within(third as HTMLElement).getByText(t.views(1))).toBeVisible();
  });

  it("says 'No Ads Found' for an empty category and asks the server for it", async () => {
    const spy = mockApi({ 'GET /api/deals': { items: [], nextCursor: null } });
    renderPage(<DealsPage />, { route: '/bargains?category=PCHG' });
    expect(await screen.findByText(t.noAds)).toBeVisible();
    expect(callsTo(spy, 'GET /api/deals')[0]?.url).toContain('category=PCHG');
  });

  it('keeps Ok disabled until the reviews box is ticked, then opens the site and counts a view', async () => {
    const target = ad({ website: 'https://shop.example.com/deal' });
    const spy = mockApi({
      'GET /api/deals': { items: [target], nextCursor: null },
      [`POST /api/deals/${target.id}/views`]: { counted: true, totalViews: 4 },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = setupUser();
    renderPage(<DealsPage />, { route: '/bargains' });
    await user.click(await screen.findByRole('button', { name: new RegExp(t.visitSite) }));
    const dialog = await screen.findByRole('dialog', { name: t.leaveTitle });
    const ok = within(dialog).getByRole('button', { name: t.leaveOk });
    expect(ok).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: t.leaveCheckbox }));
    expect(ok).toBeEnabled();
    await user.click(ok);
    expect(open).toHaveBeenCalledWith(
      'https://shop.example.com/deal',
      '_blank',
      'noopener,noreferrer',
    );
    await waitFor(() => expect(callsTo(spy, `POST /api/deals/${target.id}/views`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel closes the dialog without opening the site or counting a view', async () => {
    const target = ad();
    const spy = mockApi({ 'GET /api/deals': { items: [target], nextCursor: null } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = setupUser();
    renderPage(<DealsPage />, { route: '/bargains' });
    await user.click(await screen.findByRole('button', { name: new RegExp(t.visitSite) }));
    const dialog = await screen.findByRole('dialog', { name: t.leaveTitle });
    await user.click(within(dialog).getByRole('button', { name: t.leaveCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();
    expect(callsTo(spy, `POST /api/deals/${target.id}/views`)).toHaveLength(0);
  });
});
