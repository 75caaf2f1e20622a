import { fansTexts as f } from '@fhp/domain';
import { describe, expect, inject, it } from 'vitest';
import { signUpFan } from '../support/accounts';
import { useBrowser } from '../support/browser';
import { meStatus, signIn } from '../support/session';

/**
 * Issue 33, item 2, as it will be checked: reload /home signed in and see your name and Sign
 * out. /home is built signed out and starts its app only on the first interaction (decisions
 * 0027, 0037); the server writes the fan's header into the page it sends them (decision 0051).
 * A fresh fan of its own: signing out ends their session only.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

describe('the public pages know who is signed in', () => {
  it('shows the fan their name and area on /home before any script, and Sign out ends the session', async () => {
    const fan = await signUpFan(baseUrl, { firstName: 'Header', lastName: 'Fan' });
    const page = await browser.newPage();
    const cookie = await signIn(page, baseUrl, fan);
    await page.goto('/home');
    await page.reload();
    const header = page.getByRole('banner');
    // In the served HTML: the app has not started (nothing touched the page yet).
    const name = header.getByRole('link', { name: `Header Fan, ${f.myPurchases}` });
    await name.waitFor();
    expect(await name.getAttribute('href')).toBe('/fan/purchases');
    expect(await header.getByRole('link', { name: f.fanSignIn }).count()).toBe(0);
    await header.getByRole('button', { name: f.signOut }).click();
    // Held until the app owns the button, then the session ends on the server.
    await header.getByRole('link', { name: f.fanSignIn }).waitFor();
    expect(await meStatus(baseUrl, cookie)).toBe(401);
    await page.reload();
    await header.getByRole('link', { name: f.athleteSignIn }).waitFor();
    expect(await header.getByRole('button', { name: f.signOut }).count()).toBe(0);
  });

  it("serves an athlete's page with its offers and share card in the HTML", async () => {
    const html = await (await fetch(`${baseUrl}/athletes/1001`)).text();
    expect(html).toMatch(/<meta property="og:title" content="Jordan Rivera · Basketball" \/>/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
    expect(html).toContain('<h1');
    expect(html).toContain('Jordan Rivera');
    expect(html).toContain('id="fhp-live-data"');
  });
});
