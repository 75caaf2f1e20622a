import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type FreshAthlete, signUpAthlete } from '../support/accounts';
import { apiLogin, DEMO, latestEmailTo } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';
import {
  editLabel,
  messages,
  PAYOUT_EMAIL_ROW_ID,
  saveLabel,
  socialMessage,
  profileTexts as t,
  withdrawalsTexts,
} from '../support/texts';

/**
 * The athlete's profile. The seeded demo athlete is only read (other specs show its name and chat
 * rate); the edits are made on an athlete this spec signs up itself. Its gender journey lives in
 * the trending spec, whose lists it changes while it runs.
 */
const baseUrl = inject('baseUrl');

const browser = useBrowser();
const m = messages.profile;
let fresh: FreshAthlete;
beforeAll(async () => {
  fresh = await signUpAthlete(baseUrl, { firstName: 'Casey', chatRateCents: 200 });
});

async function openProfile(
  width = DESKTOP,
  account: { email: string; password: string } = DEMO.athlete,
) {
  const page = await browser.newPage({ width, baseUrl });
  await signIn(page, baseUrl, account);
  await page.goto('/admin/profile');
  await page.getByRole('main').getByRole('heading', { name: t.detailsTitle }).waitFor();
  return page;
}

/** A Mantine notification (toast) with this text. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

describe('profile', () => {
  it('shows every field of the demo athlete, editable ones with an Edit button', async () => {
    const page = await openProfile();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Jordan Rivera', level: 2 }).waitFor();
    await main.getByText(new RegExp(`^${t.athleteIdLabel} \\d+$`)).waitFor();
    await main.getByText('Basketball | Florida').waitFor();

    const readOnly = [
      t.emailLabel,
      t.dateOfBirthLabel,
      t.phoneLabel,
      t.contactLabel,
      t.countryLabel,
      t.schoolAthleteLabel,
      t.memberSinceLabel,
      t.lastLoginLabel,
      t.payoutEmailLabel,
      t.athleteTypeLabel,
      t.stateLabel,
      t.schoolLabel,
    ];
    for (const label of readOnly) {
      expect(await main.getByText(label, { exact: true }).count(), label).toBeGreaterThan(0);
    }
    const editable = [
      t.firstNameLabel,
      t.lastNameLabel,
      t.sportLabel,
      t.genderLabel,
      t.chatRateLabel,
      t.sportBadgeRateLabel,
      t.qrUrlLabel,
      t.youtubeUrlLabel,
    ];
    for (const label of editable) {
      await main.getByRole('button', { name: editLabel(label), exact: true }).waitFor();
    }
    // The seeded values.
    for (const value of [
      'Jordan',
      'Rivera',
      'athlete@example.com',
      'Male',
      '(305)-(555)-(0142)',
      'WhatsApp: 13055550142',
      'USA',
      '$2.00',
      '$8.00',
    ]) {
      expect(await main.getByText(value, { exact: true }).count(), value).toBeGreaterThan(0);
    }
    await main.getByRole('button', { name: t.changeImage }).waitFor();
    await main.getByRole('button', { name: t.changeQrCode }).waitFor();
    await main
      .getByRole('table', { name: t.socialTitle })
      .getByText('Instagram', { exact: true })
      .waitFor();
    // A rating exists on the demo athlete: the visibility switch is there.
    await main.getByRole('switch', { name: m.ratingSwitchLabel }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('edits the first name (view, edit, save) and keeps it after a reload', async () => {
    const page = await openProfile(DESKTOP, fresh);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: editLabel(t.firstNameLabel), exact: true }).click();
    const editor = main.getByRole('form', { name: editLabel(t.firstNameLabel) });
    const input = field(editor, t.firstNameLabel);
    expect(await input.inputValue()).toBe('Casey');
    await input.fill('Cassie');
    await expectNoSeriousA11yViolations(page);
    await editor.getByRole('button', { name: saveLabel(t.firstNameLabel) }).click();
    await toast(page, m.profileUpdated).waitFor();
    // Back in view mode with the new value.
    await editor.waitFor({ state: 'detached' });
    await main.getByText('Cassie', { exact: true }).waitFor();

    await page.reload();
    await main.getByText('Cassie', { exact: true }).waitFor();
    await main.getByRole('button', { name: editLabel(t.firstNameLabel), exact: true }).waitFor();
    expect(await main.getByText('Casey', { exact: true }).count()).toBe(0);
  });

  it('updates the chat rate with its own message', async () => {
    const page = await openProfile(DESKTOP, fresh);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: editLabel(t.chatRateLabel), exact: true }).click();
    const editor = main.getByRole('form', { name: editLabel(t.chatRateLabel) });
    await field(editor, t.chatRateLabel).fill('3.5');
    await editor.getByRole('button', { name: saveLabel(t.chatRateLabel) }).click();
    await toast(page, m.chatRateUpdated).waitFor();
    await main.getByText('$3.50', { exact: true }).waitFor();
    await page.reload();
    await main.getByText('$3.50', { exact: true }).waitFor();
    expect(await main.getByText('$2.00', { exact: true }).count()).toBe(0);
  });

  it('refuses an invalid social link, adds a valid one and refuses a second of the same platform', async () => {
    const page = await openProfile(DESKTOP, fresh);
    const main = page.getByRole('main');
    const form = main.getByRole('form', { name: t.socialAdd });
    const platform = field(form, t.socialPlatformLabel);
    const url = field(form, t.socialUrlLabel);
    const pick = (name: string) => chooseOption(page, platform, name);

    await pick('Facebook');
    await url.fill('https://example.com/fhp.demo');
    await form.getByRole('button', { name: t.socialAdd }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: socialMessage(m.socialUrlInvalid, 'Facebook') })
      .waitFor();
    await expectNoSeriousA11yViolations(page);

    await url.fill('https://www.facebook.com/fhp.demo');
    await form.getByRole('button', { name: t.socialAdd }).click();
    await toast(page, m.socialUpdated).waitFor();
    const table = main.getByRole('table', { name: t.socialTitle });
    await table.getByRole('link', { name: 'https://www.facebook.com/fhp.demo' }).waitFor();
    expect(await url.inputValue()).toBe('');

    await pick('Facebook');
    await url.fill('https://www.facebook.com/someone_else');
    await form.getByRole('button', { name: t.socialAdd }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: socialMessage(m.socialDuplicate, 'Facebook') })
      .waitFor();

    await page.reload();
    await table.getByRole('link', { name: 'https://www.facebook.com/fhp.demo' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(2); // header, Facebook
  });

  it('refuses an image over 1 MB on a phone, without sending it', async () => {
    const page = await openProfile(MOBILE);
    const main = page.getByRole('main');
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'GET' && req.url().includes('/api/profile')) uploads.push(req.url());
    });
    const chooser = page.waitForEvent('filechooser');
    await main.getByRole('button', { name: t.changeImage }).click();
    await (await chooser).setFiles({
      name: 'too-big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1_000_001, 1),
    });
    await main.getByRole('alert').filter({ hasText: messages.platform.fileTooLarge }).waitFor();
    expect(uploads).toEqual([]);
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // The server refuses it too, with the same message, if the page's check is bypassed.
    const session = await apiLogin(baseUrl, DEMO.athlete.email, DEMO.athlete.password);
    const body = new FormData();
    body.append('file', new Blob([Buffer.alloc(1_000_001, 1)], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${baseUrl}/api/profile/photo`, {
      method: 'POST',
      headers: { cookie: session.cookie },
      body,
    });
    expect(res.status).toBe(413);
    const answer = (await res.json()) as { error: { message: string } };
    expect(answer.error.message).toBe(messages.platform.fileTooLarge);
  });

  it('changes the payout e-mail from the withdraw page: the password confirms it, both addresses are told', async () => {
    const athlete = await signUpAthlete(baseUrl, {
      firstName: 'Payton',
      payoutEmail: `payton-${Date.now()}@example.com`,
    });
    const page = await browser.newPage({ width: MOBILE, baseUrl });
    await signIn(page, baseUrl, athlete);
    await page.goto('/admin/index/withdraw-money');
    await page.getByRole('link', { name: withdrawalsTexts.changePayoutEmailLabel }).click();
    const change = page.getByRole('button', { name: t.payoutEmailChangeLabel });
    await change.waitFor();
    expect(new URL(page.url()).hash).toBe(`#${PAYOUT_EMAIL_ROW_ID}`);
    expect(await change.evaluate((el) => el === document.activeElement)).toBe(true);

    await change.click();
    const dialog = page.getByRole('dialog', { name: m.payoutEmailDialogTitle });
    const newEmail = `new-${athlete.payoutEmail}`;
    await dialog.getByLabel(t.payoutEmailNewLabel).fill(newEmail);
    await dialog.getByLabel(t.payoutEmailPasswordLabel).fill('not-the-password');
    await dialog.getByRole('button', { name: t.payoutEmailSubmit }).click();
    await dialog.getByText(messages.auth.currentPasswordInvalid).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);

    await dialog.getByLabel(t.payoutEmailPasswordLabel).fill(athlete.password);
    await dialog.getByRole('button', { name: t.payoutEmailSubmit }).click();
    await toast(page, m.payoutEmailChanged).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.locator(`#${PAYOUT_EMAIL_ROW_ID}`).getByText(newEmail).waitFor();
    for (const address of [athlete.email, athlete.payoutEmail]) {
      const mail = await latestEmailTo(baseUrl, address, m.payoutEmailChangedSubject);
      expect(mail?.text, address).toContain('n•••@example.com');
    }
    // New withdrawals wait: the withdraw page says until when, and its form is off.
    await page.goto('/admin/index/withdraw-money');
    await page.getByRole('status').filter({ hasText: withdrawalsTexts.holdTitle }).waitFor();
    expect(await page.getByRole('button', { name: withdrawalsTexts.submit }).isDisabled()).toBe(
      true,
    );
  });

  it("explains the school's IP contract before joining it; only Confirm sends it", async () => {
    const page = await openProfile(DESKTOP, fresh);
    const main = page.getByRole('main');
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/profile/ip-contract')) sent.push(req.method());
    });
    const offer = main.getByRole('region', { name: t.ipContractTitle });
    await offer.getByText(m.ipContractOfferTitle).waitFor();

    // Yes explains what joining means; Cancel closes it and sends nothing.
    await offer.getByRole('button', { name: m.ipContractYes, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m.ipContractConfirmTitle });
    await dialog.waitFor();
    await dialog.getByText(m.ipContractConfirmIntro).waitFor();
    for (const point of m.ipContractConfirmPoints) await dialog.getByText(point).waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: m.ipContractCancel, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(sent).toEqual([]);
    await offer.waitFor();

    // Yes, then Confirm: joined.
    await offer.getByRole('button', { name: m.ipContractYes, exact: true }).click();
    await dialog.getByRole('button', { name: m.ipContractConfirm, exact: true }).click();
    await toast(page, m.contractAdded).waitFor();
    await main.getByText(t.ipContractLinked).waitFor();
    expect(sent).toEqual(['POST']);
    expect(await main.getByRole('button', { name: m.ipContractYes, exact: true }).count()).toBe(0);
  });
});
