import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, apiPost, DEMO, latestEmailTo, userIdOf } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { signIn, waitForPath } from '../support/session';
import { messages } from '../support/texts';

/**
 * The notifications screen of the demo athlete: these journeys read, answer and add its
 * notifications, which only this spec counts (this spec owns them on the shared server; the bell
 * spec compares the athlete's dropdown with the API, whatever it holds).
 */
const baseUrl = inject('baseUrl');

const browser = useBrowser();
const t = messages.notifications;

async function sendAdminMessage(message: string) {
  const userId = await userIdOf(baseUrl, DEMO.athlete.email, DEMO.athlete.password);
  const admin = await apiLogin(baseUrl, DEMO.admin.email, DEMO.admin.password, 'console');
  await apiPost(baseUrl, `/api/console/athletes/${userId}/messages`, { message }, admin);
}

const list = (page: Page) => page.getByRole('tabpanel');
const items = (page: Page) => list(page).getByRole('listitem');

describe('notifications', () => {
  it('pages the unread list 5 at a time and shows a message sent while it is open', async () => {
    // 4 seeded unread (one the operator's answer to a resolution) + 2 messages = 6: one Load
    // More away from the last.
    for (const n of [1, 2]) await sendAdminMessage(`Earlier message ${n}`);
    const page = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/notifications');
    await list(page).getByText(`${t.adminMessagePrefix}Earlier message 2`).waitFor();
    expect(await items(page).count()).toBe(5);
    await page.getByRole('button', { name: t.loadMore }).click();
    await list(page).getByText(t.endorsementTitle).waitFor({ state: 'attached' });
    await expect.poll(() => items(page).count()).toBe(6);
    await expectNoSeriousA11yViolations(page);

    await page.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = 'not reloaded';
    });
    await sendAdminMessage('Arrived while you were looking');
    await list(page).getByText(`${t.adminMessagePrefix}Arrived while you were looking`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
      'not reloaded',
    );
  });

  it('loads the Read tab on click; a click on an admin message marks it read and routes', async () => {
    const page = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/notifications');
    await page.getByRole('tab', { name: t.readTab, exact: true }).click();
    await list(page)
      .getByText(`${t.adminMessagePrefix}Your seasonal video was approved.`)
      .waitFor();

    await page.getByRole('tab', { name: t.unreadTab, exact: true }).click();
    await list(page).getByText(`${t.adminMessagePrefix}Arrived while you were looking`).click();
    await waitForPath(page, '/admin/sports-community-badge');
    await page.goto('/admin/notifications');
    await page.getByRole('tab', { name: t.readTab, exact: true }).click();
    await list(page).getByText(`${t.adminMessagePrefix}Arrived while you were looking`).waitFor();
  });

  it('e-mails the fan who bought the endorsement badge, then the notification is gone', async () => {
    const page = await browser.newPage({ width: MOBILE, baseUrl });
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/notifications');
    const answer = page.getByRole('button', { name: t.emailFanButton });
    // The endorsement row is the oldest unread one: behind Load More.
    await page.getByRole('button', { name: t.loadMore }).click();
    await answer.waitFor();
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await answer.click();
    await page.getByText(t.emailSent).waitFor();
    await answer.waitFor({ state: 'detached' });

    const mail = await latestEmailTo(baseUrl, DEMO.fan.email, t.endorsementSubject);
    expect(mail?.subject).toBe(t.endorsementSubject);
    expect(mail?.text).toContain('Thank you for buying my endorsement badge!');
  });
});

/**
 * A push service on loopback standing in for the browser vendor's: headless Chromium has no
 * push service of its own, so the page's PushManager is replaced by one that hands out a
 * subscription to this server, with real P-256 keys so the server can encrypt to it.
 */
describe('push notifications', () => {
  let pushService: http.Server;
  const pushes: { headers: http.IncomingHttpHeaders; bytes: number }[] = [];
  let endpoint = '';
  beforeAll(async () => {
    pushService = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        pushes.push({ headers: req.headers, bytes: Buffer.concat(chunks).length });
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/e2e-device`;
  });
  afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

  it('saves this browser’s subscription once allowed, and pushes a new notification to it', async () => {
    const page = await browser.newPage({ width: DESKTOP, baseUrl, serviceWorker: true });
    await page.context().grantPermissions(['notifications'], { origin: baseUrl });
    await page.context().addInitScript((pushEndpoint: string) => {
      const toBase64Url = (bytes: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(bytes)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      let subscription: unknown = null;
      const proto = (window as unknown as { PushManager?: { prototype: Record<string, unknown> } })
        .PushManager?.prototype;
      if (!proto) return;
      proto.getSubscription = async () => subscription;
      proto.subscribe = async () => {
        const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
          'deriveBits',
        ])) as CryptoKeyPair;
        const p256dh = toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey));
        const auth = toBase64Url(crypto.getRandomValues(new Uint8Array(16)).buffer);
        const json = { endpoint: pushEndpoint, keys: { p256dh, auth } };
        subscription = { endpoint: pushEndpoint, toJSON: () => json };
        return subscription;
      };
    }, endpoint);
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/admin/notifications');
    // The service worker registers on the first load; the prompt appears once it controls a page.
    await page.waitForFunction(async () =>
      Boolean(await navigator.serviceWorker.getRegistration()),
    );
    await page.reload();
    await page.getByText(messages.push.enabledNote).waitFor();

    await sendAdminMessage('Pushed to your phone');
    await expect.poll(() => pushes.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const push = pushes.at(-1);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(push?.bytes).toBeGreaterThan(100);
  });
});
