import { fansTexts } from '@fhp/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { field as labelled } from '../support/forms';
import { chooseOption } from '../support/select';
import { messages } from '../support/texts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });
const t = messages.shop;

/**
 * The inputs themselves (an autocomplete's option list carries the same label), by the exact
 * label text: required fields are named with Mantine's " *".
 */
const field = (page: Page, label: string) => page.locator('input').and(labelled(page, label));

async function fillShipping(page: Page) {
  await field(page, t.firstNameLabel).fill('Ana');
  await field(page, t.lastNameLabel).fill('Diaz');
  await chooseOption(page, field(page, t.stateLabel), 'Florida', { search: 'Flor' });
  await chooseOption(page, field(page, t.cityLabel), 'Miami', { search: 'Miami' });
  await field(page, t.addressLabel).fill('1 Ocean Drive');
  await field(page, t.apartmentLabel).fill('4B');
  await field(page, t.postalCodeLabel).fill('33139');
}

// The demo data opens the shop (site setting shopAvailable).
describe('the shop', () => {
  it('orders scroll signs through the payment simulator and shows the success message', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    await page.goto('/shop');
    await page.getByTestId('shop-card-sign').click();
    await page.waitForURL('**/shop/signs');
    await page.getByRole('link', { name: t.continue }).click();
    await page.waitForURL('**/shop/sign/payment');

    const payNow = page.getByRole('button', { name: t.payNow });
    expect(await payNow.isDisabled()).toBe(true);
    await fillShipping(page);
    expect(await payNow.isDisabled()).toBe(true);
    await field(page, t.signsLabel).fill('3');
    expect(await payNow.isDisabled()).toBe(true);
    // The athlete the sign is for, by the number on their page (the demo's Jordan Rivera).
    await field(page, t.athleteNumberLabel).fill('1001');
    await expect.poll(() => page.getByTestId('shop-total').textContent()).toBe('$10.96');
    await expectNoSeriousA11yViolations(page);
    await payNow.click();

    await page.waitForURL((url) => url.pathname.startsWith('/checkout/simulated/'));
    expect(await page.getByTestId('checkout-amount').textContent()).toBe('$10.96');
    await page.getByRole('button', { name: messages.payments.approve }).click();

    await page.waitForURL((url) => url.pathname === '/shop/sign/payment' && !url.search);
    await page.getByRole('status').filter({ hasText: t.signPurchased }).waitFor();
    await page.getByText(t.athleteForSign('Jordan Rivera', 1001)).waitFor();
    // The form is reset for the next order.
    expect(await field(page, t.firstNameLabel).inputValue()).toBe('');
    expect(await field(page, t.signsLabel).inputValue()).toBe('');
    expect(await payNow.isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // A reload does not capture again or show a stale message.
    await page.reload();
    await payNow.waitFor();
    expect(await page.getByText(t.signPurchased).count()).toBe(0);
  });

  it('fits a 375 px phone without horizontal scroll and passes axe', async () => {
    const page = await browser.newPage({ width: MOBILE });
    for (const [path, ready] of [
      ['/shop', () => page.getByTestId('shop-card-both').waitFor()],
      ['/shop/signs-and-posters', () => page.getByRole('link', { name: t.continue }).waitFor()],
      ['/shop/both/payment', () => field(page, t.posterPacksLabel).waitFor()],
    ] as const) {
      await page.goto(path);
      await ready();
      expect((await hasHorizontalScroll(page)).scrolls, path).toBe(false);
      await expectNoSeriousA11yViolations(page);
    }
    // The public site's menu, open on the phone (issue 33 item 10).
    await page.goto('/shop');
    await page.getByRole('button', { name: fansTexts.openMenu }).click();
    await page.getByRole('menu').waitFor();
    await expectNoSeriousA11yViolations(page);
    // The TEST MONEY banner of the simulated checkout (the e2e server's money is simulated).
    const started = await fetch(`${baseUrl}/api/shop/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'poster',
        posterPacks: 1,
        firstName: 'Ana',
        lastName: 'Diaz',
        state: 'Florida',
        city: 'Miami',
        address: '1 Ocean Drive',
        postalCode: '33139',
      }),
    });
    expect(started.status).toBe(200);
    const { approveUrl } = (await started.json()) as { approveUrl: string };
    await page.goto(approveUrl);
    await page.getByText(messages.payments.testMoneyLabel).waitFor();
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
});
