import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, useBrowser } from '../support/browser';
import { signIn, waitForPath } from '../support/session';
import { messages, TERMS_SECTIONS } from '../support/texts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

const t = messages.terms;

const termsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: t.title });
/** The first of the page's two Go Back buttons (top and bottom go to the same place). */
const goBack = (page: Page) => page.getByRole('link', { name: t.goBack }).first();

describe('terms and conditions', () => {
  it('is a readable page with the "Last updated" date and every section', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/terms-and-conditions?register');
    await termsHeading(page).waitFor();
    await page.getByText(t.lastUpdated).waitFor();
    expect(t.lastUpdated).toMatch(/^Last updated \w+ \d{1,2}, \d{4}$/);

    const toc = page.getByRole('navigation', { name: t.tocTitle });
    expect(await toc.getByRole('link').allInnerTexts()).toEqual(TERMS_SECTIONS.map((s) => s.title));
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings).toEqual(
      expect.arrayContaining(TERMS_SECTIONS.map((s, i) => `${i + 1}. ${s.title}`)),
    );
    for (const section of TERMS_SECTIONS) {
      const first = section.paragraphs[0];
      if (first) expect(await page.getByText(first, { exact: true }).count()).toBe(1);
    }
    // Readable: body text of a comfortable size, lines not wider than the page container.
    const paragraph = page.getByText(TERMS_SECTIONS[0]?.paragraphs[0] ?? '', { exact: true });
    const style = await paragraph.evaluate((el) => {
      const cs = getComputedStyle(el);
      return { fontSize: Number.parseFloat(cs.fontSize), width: el.getBoundingClientRect().width };
    });
    expect(style.fontSize).toBeGreaterThanOrEqual(14);
    expect(style.width).toBeLessThanOrEqual(1000);
    await expectNoSeriousA11yViolations(page);
  });

  it('goes back to sign-up from ?register and to the panel from ?admin', async () => {
    const visitor = await browser.newPage({ width: DESKTOP });
    await visitor.goto('/terms-and-conditions?register');
    await termsHeading(visitor).waitFor();
    await goBack(visitor).click();
    await waitForPath(visitor, '/auth/register');
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoSeriousA11yViolations(visitor);

    // From the panel's menu link, and back.
    const athlete = await browser.newPage({ width: DESKTOP });
    await signIn(athlete, baseUrl, DEMO.athlete);
    await athlete.goto('/admin/wallet');
    await athlete
      .getByRole('navigation', { name: messages.panelUi.mainMenu })
      .getByRole('link', { name: messages.panel.termsLink })
      .click();
    await waitForPath(athlete, '/terms-and-conditions');
    expect(new URL(athlete.url()).search).toBe('?admin');
    await termsHeading(athlete).waitFor();
    await expectNoSeriousA11yViolations(athlete);
    // The bottom Go Back too.
    await athlete.getByRole('link', { name: t.goBack }).last().click();
    await waitForPath(athlete, '/admin/index');
    await athlete
      .getByRole('banner')
      .getByRole('heading', { level: 1, name: 'Check School IP' })
      .waitFor();
    await expectNoSeriousA11yViolations(athlete);
  });
});
