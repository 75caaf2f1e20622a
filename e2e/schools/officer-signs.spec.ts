import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, DEMO, latestEmailTo } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { type SeededContract, startServerWithContracts } from '../support/school-contracts';
import type { ServerHandle } from '../support/server';
import { messages } from '../support/texts';

/**
 * The School Verification Officer signs (issue #35, items 3 and 5): a draft contract, as the
 * operators' approval leaves it, seeded into a server of this spec's own (support/
 * school-contracts.ts); the officer proves the school e-mail with the code from the outbox,
 * fills the licensor block and Schedule B, signs by typing and submits.
 */
const t = messages.schoolContractSigning;
const browser = useBrowser();
const unique = Date.now().toString(36);
const officerEmail = `officer.${unique}@school.edu`;

let server: ServerHandle | undefined;
let contract: SeededContract;
beforeAll(async () => {
  const started = await startServerWithContracts([{ officerEmail }]);
  server = started.server;
  [contract] = started.contracts as [SeededContract];
}, 180_000);
afterAll(async () => {
  await server?.stop({ removeDataDir: true });
});

async function fill(page: Page, group: string, label: string, value: string) {
  await page
    .getByRole('group', { name: group })
    .getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) })
    .fill(value);
}

describe('the officer signs the school contract', () => {
  it('proves the school e-mail with the code, fills Schedule B, signs typed and is told it is under consideration', {
    timeout: 180_000,
  }, async () => {
    const baseUrl = server?.baseUrl ?? '';
    // Nobody else learns anything of the draft.
    expect((await fetch(`${baseUrl}/api/school-contracts/${contract.id}`)).status).toBe(404);

    const page = await browser.newPage({ width: MOBILE, baseUrl });
    await page.goto(`/school-contract/${contract.id}`);
    await page.getByRole('heading', { level: 1, name: t.notFound }).waitFor();
    await page.getByRole('heading', { name: t.verifyTitle }).waitFor();
    await page.getByRole('button', { name: t.sendCode }).click();
    await page.getByText(t.codeRequested).waitFor();

    await expect
      .poll(() => latestEmailTo(baseUrl, officerEmail, t.codeEmailSubject), { timeout: 10_000 })
      .toBeDefined();
    const mail = await latestEmailTo(baseUrl, officerEmail, t.codeEmailSubject);
    const code = /^\s+(\d{6})$/m.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(`/school-contract/${contract.id}`);

    // A wrong code is refused and counted; the right one opens the contract.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: t.codeLabel }).fill(wrong);
    await page.getByRole('button', { name: t.verifyButton }).click();
    await page.getByText(t.codeWrong).waitFor();
    await page.getByRole('textbox', { name: t.codeLabel }).fill(code);
    await page.getByRole('button', { name: t.verifyButton }).click();
    await page.getByRole('heading', { name: t.scheduleBTitle }).waitFor();
    const schedule = page.getByRole('group', { name: t.scheduleBTitle });
    expect(await schedule.getByRole('textbox', { name: t.contractId }).inputValue()).toBe(
      String(contract.number),
    );
    expect(await schedule.getByRole('textbox', { name: t.email }).inputValue()).toBe(officerEmail);
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);

    await fill(page, t.licensorTitle, t.licensorName, 'Ada Lovelace');
    await fill(page, t.licensorTitle, t.licensorTitleField, 'Athletic Director');
    await fill(page, t.licensorTitle, t.address, '11011 SW 104th St');
    await fill(page, t.licensorTitle, t.city, 'Miami');
    await fill(page, t.licensorTitle, t.zip, '33176');
    await fill(page, t.scheduleBTitle, t.address, '11011 SW 104th St');
    await fill(page, t.scheduleBTitle, t.city, 'Miami');
    await fill(page, t.scheduleBTitle, t.zip, '33176');
    await page
      .getByRole('textbox', { name: `${t.allowedViews}: ${t.viewPlaceholder}` })
      .fill('Highlights');
    await page.getByRole('button', { name: `${t.addView}: ${t.allowedViews}` }).click();
    await fill(page, t.scheduleBTitle, t.officerFirstName, 'Ada');
    await fill(page, t.scheduleBTitle, t.officerLastName, 'Lovelace');
    await fill(page, t.scheduleBTitle, t.phone, '305 237 2000');
    // The segmented control's radios are visually hidden behind their labels.
    await page.getByText(t.signatureType, { exact: true }).click();
    await page
      .getByRole('textbox', { name: new RegExp(`^${t.signatureTypedLabel}`) })
      .fill('Ada Lovelace');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.submit }).click();

    await page.getByText(t.underConsideration).waitFor();
    expect(await page.getByRole('button', { name: t.submit }).count()).toBe(0);
    await page.getByRole('img', { name: `${t.signedBySchool}: ${contract.schoolName}` }).waitFor();
    expect(browser.pageErrors(page)).toEqual([]);

    // Signed once: the operators read it signed; to the public it is still nothing.
    const admin = await apiLogin(baseUrl, DEMO.admin.email, DEMO.admin.password, 'console');
    const asAdmin = await fetch(`${baseUrl}/api/school-contracts/${contract.id}`, {
      headers: { cookie: admin.cookie },
    });
    expect(await asAdmin.json()).toMatchObject({
      status: 'signed',
      licensor: { name: 'Ada Lovelace' },
      scheduleB: { allowedViews: ['Highlights'], phone: '(305)-(237)-(2000)' },
      officerSignature: { kind: 'typed', value: 'Ada Lovelace' },
    });
    expect((await fetch(`${baseUrl}/api/school-contracts/${contract.id}`)).status).toBe(404);
  });
});
