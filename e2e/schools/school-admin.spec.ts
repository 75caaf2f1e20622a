import { checkSchoolIpTexts, schoolAreaTexts } from '@fhp/domain';
import { describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/api';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import { signIn, waitForPath } from '../support/session';
import { messages } from '../support/texts';

/**
 * The school administrator (issue 35 items 6-8): the demo school admin signs in at
 * /school/login, finds FIU's contract (countersigned and sealed at the first start) and the
 * school's notifications; the demo athlete's Check School IP (/admin/index) says FIU holds an
 * approved contract.
 */
const browser = useBrowser();
const baseUrl = inject('baseUrl');

const t = schoolAreaTexts;
const auth = messages.authPages;

describe('school administrator', () => {
  it('signs in at /school/login and sees the contract and the notifications', async () => {
    const page = await browser.newPage({ width: DESKTOP, baseUrl: baseUrl });
    await page.goto('/school/login');
    await page.getByRole('heading', { level: 1, name: t.loginTitle }).waitFor();
    await field(page, auth.emailLabel).fill(DEMO.school.email);
    await field(page, auth.passwordLabel).fill(DEMO.school.password);
    await page.getByRole('button', { name: auth.loginButton, exact: true }).click();
    await waitForPath(page, '/school');

    const main = page.getByRole('main');
    await main
      .getByRole('heading', { level: 1, name: 'Florida International University' })
      .waitFor();
    const contract = main.getByRole('region', { name: t.contractTitle });
    await contract.getByText(t.statusLabels.approved, { exact: true }).waitFor();
    await contract.getByText(t.statusHints.approved).waitFor();
    expect(await contract.getByText(t.contractNumber, { exact: true }).count()).toBe(1);
    const view = contract.getByRole('link', { name: t.viewContract });
    expect(await view.getAttribute('href')).toMatch(/^\/school-contract\/[0-9a-f-]{36}$/);

    await page
      .getByRole('navigation', { name: t.mainMenu })
      .getByRole('link', { name: t.notificationsTitle })
      .click();
    await waitForPath(page, '/school/notifications');
    // The newest first: other journeys register FIU athletes too, each a notification here.
    await main
      .getByText(/, an athlete of Florida International University, registered on FHP\.$/)
      .first()
      .waitFor();
  });

  it('is refused to an athlete, whose Check School IP says the school holds a contract', async () => {
    const page = await browser.newPage({ width: MOBILE, baseUrl: baseUrl });
    await signIn(page, baseUrl, DEMO.athlete);
    await page.goto('/school');
    await page.getByText(t.otherAreaTitle).waitFor();

    await page.goto('/admin/index');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: checkSchoolIpTexts.title }).waitFor();
    await main.getByText(checkSchoolIpTexts.holdsContract).waitFor();
    await main.getByText('Florida International University').waitFor();
    await main.getByRole('button', { name: checkSchoolIpTexts.yes }).waitFor();
  });
});
