import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { messages } from '../support/texts';

/**
 * Every route of the public area's route table (spec part 3, section 2) renders a real page:
 * one h1, not the 404 page, not the error screen, no uncaught error, nothing the browser logs as
 * an error (a signed-out visitor's failed request, such as a 401 for the session, is logged as
 * one), nothing the page's Content-Security-Policy refused, its own title, no serious
 * accessibility violation and no horizontal scroll at 375 px.
 */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ROUTES = [
  '/',
  '/home',
  '/shop',
  '/1on1Chat',
  '/endorsement',
  '/sport-badges',
  '/groupChat',
  '/overview',
  '/Momentos',
  '/seasonal-system',
  '/talent-contest',
  '/contests',
  '/school-ip',
  '/blogs',
  '/news-suggestions',
  '/school-licence',
  '/school-licence/agreement',
  '/search-school-contract',
  '/verify-endorsements',
  '/trending',
  '/manager',
  '/offers',
  '/badges',
  '/shop/signs',
  '/shop/signs-and-posters',
  '/shop/posters',
  '/shop/sign/payment',
  '/shop/poster/payment',
  '/shop/both/payment',
  `/confirm-consent?id=${UNKNOWN_ID}`,
  '/terms-and-conditions',
  '/pizza-money',
  '/bargains',
  `/verify/seasonal_badges/${UNKNOWN_ID}`,
  `/verify/momento/${UNKNOWN_ID}`,
  `/verify/talking_badges/${UNKNOWN_ID}`,
  `/verify/my_badges/${UNKNOWN_ID}`,
  `/verify/endorsment_badges/${UNKNOWN_ID}`,
];

const browser = useBrowser({ baseUrl: inject('baseUrl') });
const titles = new Map<string, string>();
const shell = messages.shell;

// One route after another in one warm page: the machine is CPU-bound, so routes side by side
// (they were, five at a time) only slowed the journeys in the other worker.
describe('the public route table', () => {
  for (const route of ROUTES) {
    it(`renders ${route}`, async () => {
      const page = await browser.newPage({ width: MOBILE });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      // A Content-Security-Policy refusal is not a console error; the page's own event says it.
      await page.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { cspRefusals: refused });
        document.addEventListener('securitypolicyviolation', (event) => {
          refused.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(route);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.first().waitFor();
      expect(await h1.count()).toBe(1);
      const heading = (await h1.textContent())?.trim() ?? '';
      expect(heading).not.toBe(shell.pageNotFoundTitle);
      expect(heading).not.toBe(shell.unexpectedErrorTitle);
      const title = await page.title();
      expect(title).not.toBe('');
      // Its own title, not the shell's default.
      expect(title).not.toBe('FHP · Support student athletes');
      titles.set(route, title);
      await expectNoSeriousA11yViolations(page);
      expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
      expect(browser.pageErrors(page).map((e) => e.message)).toEqual([]);
      // Unknown ids are asked on purpose (verify, consent): their 404 is the page's answer.
      const expected = (entry: string) => entry.startsWith('404 ') && entry.includes(UNKNOWN_ID);
      expect(failed.filter((entry) => !expected(entry))).toEqual([]);
      expect(
        consoleErrors.filter((text) => !(text.includes('404') && failed.some(expected))),
      ).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { cspRefusals: string[] }).cspRefusals),
      ).toEqual([]);
    });
  }
});

// After every route above has been visited (suites run one after another).
describe('the public route titles', () => {
  it('gives pages of different content different titles', () => {
    const byTitle = new Map<string, string[]>();
    for (const [route, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
    // Prefix routes and the shop's product pages share their section's title on purpose.
    const shared = [...byTitle.values()].filter((routes) => routes.length > 1);
    for (const routes of shared)
      expect(
        routes.every((r) => r.startsWith('/shop/')),
        routes.join(', '),
      ).toBe(true);
  });
});
