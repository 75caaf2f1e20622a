import { shellMessages, landingMessages as t } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, setupUser } from '../../../test/render';
import LandingPage from './landing-page';

/** jsdom has no matchMedia; the landing asks it whether the app runs installed. */
function stubDisplayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query.includes('standalone'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('landing', () => {
  it("links 'Click to Continue' to /home", async () => {
    stubDisplayMode(false);
    renderPage(<LandingPage />, { route: '/' });
    const link = await screen.findByRole('link', { name: shellMessages.clickToContinue });
    expect(link).toHaveAttribute('href', '/home');
  });

  it('walks the iPhone and Android install slides, four each', async () => {
    stubDisplayMode(false);
    const user = setupUser();
    renderPage(<LandingPage />, { route: '/' });
    const guide = await screen.findByRole('region', { name: t.installTitle });
    const step = () => within(guide).getByTestId('install-step').textContent;
    const next = within(guide).getByRole('button', { name: t.installNext });

    const seen = [step()];
    for (let i = 1; i < 4; i += 1) {
      await user.click(next);
      seen.push(step());
    }
    expect(seen).toEqual([...t.installIphoneSteps]);
    expect(next).toBeDisabled();

    await user.click(within(guide).getByText(t.installAndroidTab));
    expect(step()).toBe(t.installAndroidSteps[0]);
    expect(within(guide).getByRole('button', { name: t.installPrevious })).toBeDisabled();
  });

  it('hides the install guide when running as an installed app', async () => {
    stubDisplayMode(true);
    renderPage(<LandingPage />, { route: '/' });
    await screen.findByRole('link', { name: shellMessages.clickToContinue });
    expect(screen.queryByRole('region', { name: t.installTitle })).toBeNull();
  });
});
