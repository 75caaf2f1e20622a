import { consoleRequestsTexts, inboxTexts, messages, profileTexts } from '@fhp/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type FreshAthlete, signUpAthlete } from '../support/accounts';
import { apiGet, apiLogin, apiPost, DEMO } from '../support/api';
import { DESKTOP, useBrowser } from '../support/browser';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';

/**
 * The operators' requests (issue 34): an athlete asks for a city the lists lack, the demo
 * operator finds it in the console's inbox, opens it and approves it, and the athlete then finds
 * the city in their profile's city picker (and the decision in their notifications).
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

let athlete: FreshAthlete;
beforeAll(async () => {
  athlete = await signUpAthlete(baseUrl, { firstName: 'Quinn' });
});

describe('console requests', () => {
  it('an operator approves a requested city, which the athlete then finds in the profile city picker', async () => {
    const suffix =
      Math.random()
        .toString(36)
        .replace(/[^a-z]/g, '')
        .slice(0, 5) || 'vale';
    const city = `Quillfeather ${suffix[0]?.toUpperCase()}${suffix.slice(1)}`;
    const session = await apiLogin(baseUrl, athlete.email, athlete.password);
    await apiPost(
      baseUrl,
      '/api/requested-cities',
      { state: 'Florida', city, college: 'Quillfeather College', sport: 'Rowing' },
      session,
    );

    // The operator: the inbox says what it is about and opens it on the requests screen.
    const ops = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(ops, baseUrl, { ...DEMO.admin, panel: 'console' });
    await ops.goto('/console/inbox?kind=city&state=unread');
    const main = ops.getByRole('main');
    await main.getByRole('heading', { name: inboxTexts.title }).waitFor();
    await main.getByRole('link', { name: `${city}, Florida (Quillfeather College)` }).click();
    await ops.waitForURL((url) => url.pathname === '/console/requests');
    const row = main.locator('tr[aria-current="true"]');
    await row.getByText(`${city}, Florida`).waitFor();
    await row
      .getByRole('button', { name: `${consoleRequestsTexts.approve}: ${city}, Florida` })
      .click();
    const dialog = ops.getByRole('dialog');
    await dialog.getByRole('textbox', { name: consoleRequestsTexts.noteLabel }).fill('Welcome!');
    await dialog.getByRole('button', { name: consoleRequestsTexts.approve, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(consoleRequestsTexts.states.approved).waitFor();
    await ops.close();

    // The athlete: the new city is in the profile's picker for Florida.
    const page = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(page, baseUrl, athlete);
    await page.goto('/admin/profile');
    const profile = page.getByRole('main');
    await profile.getByRole('button', { name: profileTexts.editAddress }).click();
    const cityInput = profile.getByRole('combobox', { name: profileTexts.cityLabel, exact: true });
    await chooseOption(page, cityInput, city, { search: 'Quillfeather' });
    expect(await cityInput.inputValue()).toBe(city);
    await page.close();

    const bell = await apiGet<{ items: { message: string }[] }>(
      baseUrl,
      '/api/notifications?tab=unread',
      session,
    );
    expect(bell.items.map((n) => n.message)).toContain(
      messages.consoleRequests.decidedForAthlete(
        messages.consoleRequests.cityWhat(city, 'Florida'),
        'approve',
        'Welcome!',
      ),
    );
  });
});
