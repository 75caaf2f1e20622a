import { consoleSchoolsTexts, schoolRequestEmails, schoolRequestsMessages } from '@fhp/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { labelled, tinyPng } from '../registration/sign-up-steps';
import { DEMO, latestEmailTo } from '../support/api';
import { DESKTOP, useBrowser } from '../support/browser';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';

/**
 * The school path's first half (issue 35): a visitor requests the IP contract for a school on
 * /school-licence (a second request for it is refused), the demo operator approves it on the
 * console's Schools screen, and the outbox holds the officer's signing link and the
 * set-password link of the school administrator account made for them. Owns the University of
 * Wyoming (Laramie, WY): no other spec or demo row uses it.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();
const t = schoolRequestsMessages;
const SCHOOL = 'University of Wyoming';

/** Fills and sends the request form; the server's answer's status. */
async function requestContract(page: Page, email: string): Promise<number> {
  await page.goto('/school-licence');
  const form = page.getByRole('form', { name: t.requestTitle });
  await form.getByRole('radio', { name: 'College contract', exact: true }).check();
  await chooseOption(page, labelled(form, t.stateLabel), 'Wyoming', { search: 'Wyo' });
  await chooseOption(page, labelled(form, t.cityLabel), 'Laramie', { search: 'Laramie' });
  await chooseOption(page, labelled(form, t.schoolLabel), SCHOOL, { search: 'University' });
  await labelled(form, t.emailLabel).fill(email);
  await form.locator('input[type="file"]').setInputFiles({
    name: 'school-id.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  const [answer] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/school-contract-requests'),
      // The image is re-encoded on the server: on a loaded machine that is not instant.
      { timeout: 60_000 },
    ),
    form.getByRole('button', { name: t.submit }).click(),
  ]);
  return answer.status();
}

describe('school contract request', () => {
  it('a visitor requests a contract, a duplicate is refused, the operator approves, the officer is e-mailed', async () => {
    const officer = `officer-${Date.now().toString(36)}@uwyo.test`;
    const page = await browser.newPage({ width: DESKTOP, baseUrl });
    expect(await requestContract(page, officer)).toBe(201);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByText(t.requestSent).waitFor();

    // The same school again: the spec's message, and the visitor stays on the form.
    expect(await requestContract(page, `second-${officer}`)).toBe(409);
    await page.getByText(t.schoolHasRequest).waitFor();
    expect(new URL(page.url()).pathname).toBe('/school-licence');
    await page.close();

    // The operator approves it on the Schools screen.
    const ops = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(ops, baseUrl, { ...DEMO.admin, panel: 'console' });
    await ops.goto('/console/schools?tab=requests&status=pending');
    const main = ops.getByRole('main');
    const row = main.getByRole('row').filter({ hasText: officer });
    await row.getByText(SCHOOL).waitFor();
    await row.getByRole('button', { name: `${consoleSchoolsTexts.approve}: ${SCHOOL}` }).click();
    const dialog = ops.getByRole('dialog');
    await dialog.getByText(consoleSchoolsTexts.approveHint).waitFor();
    await dialog.getByRole('button', { name: consoleSchoolsTexts.approve, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Approved: listed as such, with its draft contract.
    await ops.goto('/console/schools?tab=requests&status=approved');
    const approved = ops.getByRole('main').getByRole('row').filter({ hasText: officer });
    await approved.getByText(consoleSchoolsTexts.requestStatuses.approved).waitFor();
    await ops.goto('/console/schools?tab=contracts&status=draft');
    const contractRow = ops.getByRole('main').getByRole('row').filter({ hasText: officer });
    const contractLink = contractRow.getByRole('link');
    await contractLink.waitFor();
    const href = (await contractLink.getAttribute('href')) ?? '';
    const contractId = href.split('/').pop() ?? '';
    expect(href).toBe(`/console/school-contracts/${contractId}`);
    await ops.close();

    // The outbox: the signing link to the officer and the account's set-password link.
    const signing = await latestEmailTo(baseUrl, officer, schoolRequestEmails.signingSubject);
    expect(signing?.text).toContain(`/school-contract/${contractId}`);
    const setPassword = await latestEmailTo(
      baseUrl,
      officer,
      schoolRequestEmails.setPasswordSubject,
    );
    expect(setPassword?.text).toMatch(/\/auth\/reset-password\?token=[^&\s]+&for=school/);
  });
});
