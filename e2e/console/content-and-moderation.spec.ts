import {
  contentMessages,
  contentTexts,
  moderationMessages,
  moderationTexts,
  type TModerationItem,
} from '@fhp/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiLogin, apiPost, DEMO } from '../support/api';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { type ServerHandle, startServer } from '../support/server';
import { signIn } from '../support/session';

/**
 * An operator writes a news post in the console's editor, script payloads sent as news never run
 * on the public page, and a hidden athlete photo leaves the public page and the files route at
 * once. Its own server: the posts it writes would change the shared server's news list.
 */
const browser = useBrowser();
const SHOTS = process.env.E2E_SHOTS_DIR;
let server: ServerHandle;
let baseUrl: string;

beforeAll(async () => {
  server = await startServer();
  baseUrl = server.baseUrl;
}, 120_000);
afterAll(async () => {
  await server?.stop({ removeDataDir: true });
});

/** Fails the test on any sign of a payload running: a dialog, or the marker the payloads set. */
async function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    ran: async () => ({
      dialogs,
      marker: await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null),
    }),
  };
}

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<svg onload="window.__xss=1">',
  '<a href="javascript:window.__xss=1">click me</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<p style="background:url(javascript:window.__xss=1)" onmouseover="window.__xss=1">hover me</p>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
];

describe('console: content and moderation', () => {
  it('writes a formatted news post in the browser editor; the public news shows it', async () => {
    const page = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(page, baseUrl, { ...DEMO.admin, panel: 'console' });
    await page.goto('/console/content');
    await page.getByRole('tab', { name: contentTexts.tabs.news }).click();
    await page.getByRole('button', { name: contentTexts.add.news }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(contentTexts.titleLabel).fill('Console journey post');
    const editor = dialog.getByRole('textbox', { name: contentTexts.editorLabel });
    await editor.click();
    await page.keyboard.type('Plain then ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('bold words');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-news-editor-1280.png` });
    await dialog.getByRole('button', { name: contentTexts.save }).click();
    await page.getByText(contentMessages.newsSaved).waitFor();
    await page
      .getByRole('table', { name: contentTexts.newsLabel })
      .getByText('Console journey post')
      .waitFor();

    const pub = await browser.newPage({ width: MOBILE, baseUrl });
    await pub.goto('/blogs?q=journey');
    const article = pub.getByRole('article').filter({ hasText: 'Console journey post' });
    await article.locator('strong', { hasText: 'bold words' }).waitFor();
  });

  it('never runs script payloads sent as a news post', async () => {
    const admin = await apiLogin(baseUrl, DEMO.admin.email, DEMO.admin.password, 'console');
    await apiPost(
      baseUrl,
      '/api/console/news',
      {
        title: 'Payload check',
        category: 'what',
        descriptionHtml: PAYLOADS.map((p, i) => `<p>Line ${i}</p>${p}`).join(''),
      },
      admin,
    );
    const page = await browser.newPage({ width: DESKTOP, baseUrl });
    const watch = await watchForScripts(page);
    await page.goto('/blogs?q=payload');
    const article = page.getByRole('article').filter({ hasText: 'Payload check' });
    await article.getByText('Line 7').waitFor();
    // Hover and click everything the post shows: no handler may run.
    await article.getByText('hover me').hover();
    await article.getByText('click me').click({ noWaitAfter: true });
    // The post's own markup (the card around it has its icons): nothing that runs or loads.
    const body = article.locator('p', { hasText: 'Line 0' }).locator('xpath=..');
    expect(
      await body
        .locator('script, iframe, svg, img, style, math, details, [onerror], [onload], [style]')
        .count(),
    ).toBe(0);
    expect(await body.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await watch.ran()).toEqual({ dialogs: [], marker: null });
  });

  it('hides a photo from the queue: gone from the athlete page and the files route at once', async () => {
    const admin = await apiLogin(baseUrl, DEMO.admin.email, DEMO.admin.password, 'console');
    const queue = await apiGet<{ items: TModerationItem[] }>(
      baseUrl,
      '/api/console/moderation?state=pending&kind=athlete-photo',
      admin,
    );
    const photo = queue.items.find((i) => i.athlete.name === 'Maya Chen');
    expect(photo).toBeDefined();
    const athletePath = `/athletes/${photo?.athlete.athleteNumber}`;
    const before = await (await fetch(`${baseUrl}${athletePath}`)).text();
    const fileUrl = /\/api\/files\/[0-9a-f-]{36}/.exec(before)?.[0];
    expect(fileUrl).toBeDefined();

    const page = await browser.newPage({ width: MOBILE, baseUrl });
    await signIn(page, baseUrl, { ...DEMO.admin, panel: 'console' });
    await page.goto('/console/moderation');
    const row = page.getByRole('row').filter({ hasText: 'Maya Chen' });
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/console-moderation-375.png`, fullPage: true });
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await row.getByRole('button', { name: moderationTexts.hide }).click();
    const dialog = page.getByRole('dialog', { name: moderationTexts.hideTitle });
    await dialog.getByLabel(moderationTexts.reasonLabel).fill('Please use a photo of yourself.');
    await dialog.getByRole('button', { name: moderationTexts.confirmHide }).click();
    await page.getByText(moderationMessages.hidden).waitFor();

    const after = await (await fetch(`${baseUrl}${athletePath}`)).text();
    expect(after).not.toContain(fileUrl);
    expect((await fetch(`${baseUrl}${fileUrl}`)).status).toBe(404);
  });
});
