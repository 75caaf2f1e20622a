import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('leaves the first page where the browser put it, and scrolls to the top on each page change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
      initialEntries: ['/admin/profile'],
    });
    // StrictMode runs the effect twice on mount: neither run may scroll a page being hydrated.
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/admin/profile?tab=links'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/admin/wallet'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
