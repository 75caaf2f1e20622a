import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { messages } from '../support/texts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

const t = messages.authPages;

const AUTH_PAGES = [
  { path: '/auth/login', heading: t.loginTitle },
  { path: '/auth/forgot-password', heading: t.forgotTitle },
  { path: '/auth/register', heading: t.registerTitle },
] as const;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`not visible: ${locator}`);
  return b;
}

/** The two sides of the auth layout and what the art side must hold. */
function parts(page: Page, heading: string) {
  const art = page.getByRole('complementary');
  return {
    form: page.getByRole('main'),
    heading: page.getByRole('heading', { level: 1, name: heading }),
    art,
    artTitle: art.getByRole('heading', { name: t.layoutTitle }),
    disclaimer: art.getByText(messages.shell.nilDisclaimer),
    image: art.getByRole('img', { name: t.illustrationLabel }),
  };
}

describe('auth layout', () => {
  it('puts the form on the left and title, disclaimer and image on the right at 1280 px', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    for (const { path, heading } of AUTH_PAGES) {
      await page.goto(path);
      const p = parts(page, heading);
      await p.heading.waitFor();
      const form = await box(p.form);
      const art = await box(p.art);
      const headingBox = await box(p.heading);
      // Side by side: the form column ends where the art column starts, on the same rows.
      expect({ path, formRightOfArt: form.x + form.width <= art.x + 1 }).toEqual({
        path,
        formRightOfArt: true,
      });
      expect(Math.abs(form.y - art.y)).toBeLessThan(2);
      expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(art.x);
      for (const inArt of [p.artTitle, p.disclaimer, p.image]) {
        const b = await box(inArt);
        expect({ path, part: String(inArt), inRightColumn: b.x >= art.x }).toEqual({
          path,
          part: String(inArt),
          inRightColumn: true,
        });
      }
      // Reading order in the right column: title, then image, then disclaimer.
      const [titleBox, imageBox, disclaimerBox] = await Promise.all(
        [p.artTitle, p.image, p.disclaimer].map(box),
      );
      expect(titleBox?.y).toBeLessThan(imageBox?.y ?? 0);
      expect(imageBox?.y).toBeLessThan(disclaimerBox?.y ?? 0);
      expect(await hasHorizontalScroll(page)).toMatchObject({ scrolls: false });
      await expectNoSeriousA11yViolations(page);
    }
  });

  it('stacks the form above the art at 375 px without horizontal scrolling', async () => {
    const page = await browser.newPage({ width: MOBILE });
    for (const { path, heading } of AUTH_PAGES) {
      await page.goto(path);
      const p = parts(page, heading);
      await p.heading.waitFor();
      const form = await box(p.form);
      const art = await box(p.art);
      expect({ path, stacked: art.y >= form.y + form.height - 1 }).toEqual({
        path,
        stacked: true,
      });
      // Both take the full width of the phone.
      expect(form.width).toBeGreaterThan(MOBILE - 2);
      expect(art.width).toBeGreaterThan(MOBILE - 2);
      await p.disclaimer.waitFor();
      await p.image.waitFor();
      expect({ path, ...(await hasHorizontalScroll(page)) }).toMatchObject({
        path,
        scrolls: false,
      });
      await expectNoSeriousA11yViolations(page);
    }
  });
});
