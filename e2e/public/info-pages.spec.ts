import {
  DEFAULT_SITE_LINKS,
  HOME_ATHLETES_LIMIT,
  HOME_BARGAINS,
  HOME_LINK_GROUPS,
  INFO_PAGES,
} from '@fhp/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { latestEmailTo } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { chooseOption } from '../support/select';
import { pathOf, waitForPath } from '../support/session';
import { messages } from '../support/texts';

/** The landing and home pages, an info page's partner-site modal and the news suggestions. */
const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });
const land = messages.landing;
const info = messages.infoPages;
const news = messages.newsSuggestions;
const SHOTS = process.env.E2E_SHOTS_DIR;
/** OPERATOR_EMAIL's default: the test server does not set it. */
const OPERATORS = 'operators@fhp.local';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

describe('landing and home', () => {
  it("goes from the landing page to /home with 'Click to Continue'", async () => {
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/');
    await h1(page).getByText(land.headline).waitFor();
    await page.getByText(land.shareClaim).waitFor();
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/landing-375.png`, fullPage: true });
    await page.getByRole('link', { name: messages.shell.clickToContinue }).click();
    await waitForPath(page, '/home');
    await h1(page).getByText(land.homeTitle).waitFor();
  });

  it('serves /home with each athlete once and sign-up links to the product pages', async () => {
    // Rendered on the server with current data (decision 0037): what a visitor gets before any
    // script runs.
    const served = await (await fetch(`${baseUrl}/home`)).text();
    const anchors = served.match(/<a\b[^>]*>/g) ?? [];
    const to = (href: string) => anchors.filter((a) => a.includes(` href="${href}"`));
    // Two full rows of athletes (trending this week, newly joined), none listed twice.
    const athletes = anchors
      .map((a) => /href="\/athletes\/(\d+)"/.exec(a)?.[1])
      .filter((n): n is string => Boolean(n));
    expect(athletes).toHaveLength(2 * HOME_ATHLETES_LIMIT);
    expect(new Set(athletes).size).toBe(athletes.length);
    for (const key of ['fanSignUp', 'athleteSignUp'] as const) {
      const [tag] = to(DEFAULT_SITE_LINKS[key]).filter((a) =>
        a.includes(`data-site-link="${key}"`),
      );
      expect(tag, key).toBeDefined();
      expect(tag, key).not.toContain('target=');
    }
    expect(served).not.toMatch(/href="https?:\/\/[^"]*\.example\//);

    const page = await browser.newPage({ width: MOBILE });
    for (const [name, path] of [
      ['Fans', '/fan/sign-up'],
      ['Athletes', '/auth/register'],
    ] as const) {
      await page.goto('/home');
      await h1(page).getByText(land.homeTitle).waitFor();
      await page.getByRole('region', { name: 'Sign up' }).getByRole('link', { name }).click();
      await waitForPath(page, path);
    }
  });

  it('opens every internal page linked from /home', { timeout: 120_000 }, async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/home');
    await h1(page).getByText(land.homeTitle).waitFor();
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-1280.png`, fullPage: true });

    const targets = HOME_LINK_GROUPS.flatMap((group) =>
      group.links.map((link) => ({ group: group.heading, ...link })),
    );
    expect(targets.length).toBeGreaterThanOrEqual(19);
    for (const target of targets) {
      const link = page
        .getByRole('region', { name: target.group })
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(target.label)}\\b`) });
      await link.click();
      await waitForPath(page, target.to);
      const heading = ((await h1(page).first().textContent()) ?? '').trim();
      expect(heading, target.to).not.toBe('');
      expect(heading, target.to).not.toBe(messages.shell.pageNotFoundTitle);
      // Back, as a visitor would: the home page is still there.
      await page.goBack();
      await waitForPath(page, '/home');
      await h1(page).getByText(land.homeTitle).waitFor();
    }
    await page.getByRole('link', { name: HOME_BARGAINS.button }).click();
    await waitForPath(page, HOME_BARGAINS.to);
    await h1(page).getByText(messages.deals.title).waitFor();
    expect(browser.pageErrors(page)).toEqual([]);
  });
});

describe('info pages', () => {
  it('opens the partner-site modals of the talking badges page', async () => {
    const talking = INFO_PAGES.badges;
    const page = await browser.newPage({ width: MOBILE });
    await page.goto(talking.path);
    await h1(page).getByText(talking.title).waitFor();

    for (const site of talking.sites ?? []) {
      await page.getByRole('button', { name: site.button }).click();
      const dialog = page.getByRole('dialog', { name: site.modalTitle });
      await dialog.waitFor();
      for (const paragraph of site.modalBody) await dialog.getByText(paragraph).waitFor();
      // Continue goes to the fan or athlete site: by default the product's own sign-in page, an
      // internal link (an operator's address opens in a new tab); Play Video to the badge's video.
      const go = dialog.getByRole('link', { name: info.continue });
      expect(await go.getAttribute('href')).toBe(DEFAULT_SITE_LINKS[site.link]);
      expect(await go.getAttribute('target')).toBeNull();
      const video = dialog.getByRole('link', { name: info.playVideo });
      expect(await video.getAttribute('href')).toBe(DEFAULT_SITE_LINKS.talkingBadgesVideo);
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/talking-modal-375.png` });
      await dialog.getByRole('button', { name: info.cancel }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(talking.sites?.length).toBe(2);
  });

  it("opens 'Go to site' on the one-on-one chat page", async () => {
    const chat = INFO_PAGES.oneOnOneChat;
    const site = chat.sites?.[0];
    expect(site?.button).toBe('Go to site');
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto(chat.path);
    await h1(page).getByText(chat.title).waitFor();
    await page.getByRole('button', { name: 'Go to site' }).click();
    const dialog = page.getByRole('dialog', { name: site?.modalTitle });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: info.continue }).getAttribute('href')).toBe(
      DEFAULT_SITE_LINKS.chatSite,
    );
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe(chat.path);
  });
});

describe('news suggestions', () => {
  /** The input itself: the select's option list carries the same label. */
  const typeInput = (page: Page) =>
    page.locator('input').and(page.getByLabel(new RegExp(`^${news.typeLabel}`)));

  it('checks the form, then e-mails the suggestion to the operators', async () => {
    const page = await browser.newPage({ width: MOBILE });
    await page.goto('/news-suggestions');
    await h1(page).getByText(news.title).waitFor();
    const send = page.getByRole('button', { name: news.submit });

    await send.click();
    await page.getByText(news.typeRequired).waitFor();
    await page.getByText(news.remarksRequired).waitFor();
    await expectNoSeriousA11yViolations(page);

    const remarks = `The Gainesville relay team broke the state record (${Date.now()}).`;
    await chooseOption(page, typeInput(page), 'Athlete spotlight');
    await page.getByRole('textbox', { name: news.remarksLabel }).fill('Too short');
    await page.getByRole('textbox', { name: news.emailLabel }).fill('not-an-email');
    await send.click();
    await page.getByText(news.remarksTooShort).waitFor();
    await page.getByText(news.emailInvalid).waitFor();
    expect(await latestEmailTo(baseUrl, OPERATORS)).toBeUndefined();

    await page.getByRole('textbox', { name: news.remarksLabel }).fill(remarks);
    await page.getByRole('textbox', { name: news.emailLabel }).fill('Reader@Example.com');
    await send.click();
    const done = page.getByRole('status');
    await done.getByText(news.sent).waitFor();
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/news-sent-375.png`, fullPage: true });

    const mail = await latestEmailTo(baseUrl, OPERATORS);
    expect(mail?.subject).toBe(`${news.emailSubject}: Athlete spotlight`);
    expect(mail?.text).toContain('Type: Athlete spotlight');
    expect(mail?.text).toContain('Reply to: reader@example.com');
    expect(mail?.text).toContain(remarks);

    // Another suggestion starts from an empty form.
    await done.getByRole('button', { name: news.sendAnother }).click();
    expect(await page.getByRole('textbox', { name: news.remarksLabel }).inputValue()).toBe('');
  });
});
